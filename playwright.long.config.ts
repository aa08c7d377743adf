import { server, setupProject, sharedConfig, standIns } from './playwright.shared'
import { e2eOrigin } from './scripts/lib/e2eServers.mjs'

/**
 * The long lane (`npm run test:long`, after the gate in .ci/run): scenarios of minutes each,
 * every project on its own from the others.
 */
export default sharedConfig({
  projects: [
    setupProject('sqlite'),
    {
      // On the shared SQLite demo: the admin walk, fuzzing at volume.
      name: 'long',
      testMatch: [/admin-walk\.spec\.ts/, /fuzz-volume\.spec\.ts/],
      dependencies: ['setup-sqlite'],
      use: { baseURL: e2eOrigin('sqlite') },
    },
    {
      // On servers of their own (e2e/ownServer.ts): the owner's first week, a salon moving in
      // from WordPress over the demo.
      name: 'own-servers',
      testMatch: [/owner-week\.spec\.ts/, /wordpress-move-in\.spec\.ts/],
    },
    {
      // Two more instances behind nginx (scripts/lib/cluster.mjs): last, when the rest is idle.
      name: 'scale-out',
      testMatch: /scale-out\.spec\.ts/,
      dependencies: ['long', 'own-servers'],
    },
  ],
  webServer: [server('sqlite'), standIns],
})
