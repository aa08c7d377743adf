import path from 'node:path'

import type { TaskConfig } from 'payload'

import { provideService } from '@/contracts/processServices'
import type { FeaturePlugin } from '@/lib/featureManifest'

import { withFeature } from '@/lib/payload/withFeature'


import { offerBackupPlaces } from './backup.server'
import { backupNow, nightlyBackup } from './backupRuns.server'
import { BackupSettings } from './collections/backupSettings'

/** Hourly: at the owner's hour the night's archive, retried by the queue when it fails. */
const nightlyTask: TaskConfig = {
  slug: 'nightlyBackup',
  label: 'Nächtliche Datensicherung',
  schedule: [{ cron: '7 * * * *', queue: 'default' }],
  retries: 2,
  outputSchema: [{ name: 'archive', type: 'text' }],
  handler: async ({ req }) => ({ output: { archive: (await nightlyBackup(req.payload)) ?? '' } }),
}

/**
 * Backups (docs/operations.md): `npm run backup` and `npm run restore`, the nightly archive with
 * retention, and „Datensicherung“ in the admin for administrators.
 */
export const plugin: FeaturePlugin =
  ({ backupDir, s3 }) =>
  (config) =>
    offerBackupPlaces(
      {
        ...withFeature(config, { globals: [BackupSettings], tasks: [nightlyTask] }),
        onInit: async (payload) => {
          await config.onInit?.(payload)
          provideService('makeBackup', async (payload) =>
            path.basename((await backupNow(payload, { kind: 'manual' })).file),
          )
        },
      },
      { backupDir, s3 },
    )
