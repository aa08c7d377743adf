import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  // Next.js resolves the marker to an empty module on the server; tests run server code too.
  'server-only': path.resolve(
    import.meta.dirname,
    'node_modules/next/dist/compiled/server-only/empty.js',
  ),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['src/**/*.int.test.ts'],
          // Scenarios of a minute and more each run in the long lane (`integration-long` below).
          exclude: ['src/**/*.long.int.test.ts'],
          // Each file boots Payload against its own throwaway databases, copied from the run's
          // world image (src/test/worldImage.ts), migrated once here.
          globalSetup: ['src/test/worldImage.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files side by side (the default, one per core): 442 s and 424 s against 691 s
          // one at a time (7 December); three whole runs so, the last 550 of 550 passing. Each
          // file keeps to its own databases and media folder, and its stand-ins take free ports
          // (src/test/standInAddress.ts, in `vi.hoisted`, before the configuration reads them).
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run test:long`: integration scenarios of a minute and more each (a backup moved
          // between the databases, an older archive migrated forward), on the same world image.
          name: 'integration-long',
          environment: 'node',
          include: ['src/**/*.long.int.test.ts'],
          globalSetup: ['src/test/worldImage.setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
