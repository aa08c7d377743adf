import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { principalOf } from '@/lib/access'
import { databaseAdapter } from '@/lib/database'
import { committedMigrations } from '@/migrations'
import { env, type Env } from '@/lib/env'
import { jobGate } from '@/lib/jobLease'
import { objectStorage } from '@/lib/storage/objectStorage'
import { ADMIN_GRAPHICS, ADMIN_META } from '@/lib/payload/adminBrand'
import { adminGerman } from '@/lib/payload/adminGerman'
import { blockPictures } from '@/lib/payload/blockPictures'
import { closedByDefault, closeInternalCollections } from '@/lib/payload/closedByDefault'
import { rowsNeverHang } from '@/lib/payload/rowsNeverHang'
import { germanDates } from '@/lib/payload/germanDates'
import { ownerAdmin } from '@/lib/payload/ownerAdmin'
import { knownBlockFilters } from '@/lib/payload/knownBlockFilters'
import { malformedBodyIsBadRequest } from '@/lib/payload/malformedBody'
import { malformedQueryIsBadRequest } from '@/lib/payload/malformedQuery'
import { wellFormedIds } from '@/lib/payload/wellFormedIds'
import { productionLogger } from '@/lib/payloadLogger'
import { featurePlugins } from '@/wiring/plugins'

const onlyAdmin = ({ req }: { req: Parameters<typeof principalOf>[0] }) =>
  principalOf(req) === 'admin'

/** The whole CMS for one environment; tests build their own with a throwaway database. */
export const createConfig = (config: Env) =>
  buildConfig({
    serverURL: config.serverUrl,
    secret: config.payloadSecret,
    ...(config.nodeEnv === 'production' ? { logger: productionLogger() } : {}),
    db: databaseAdapter(config, committedMigrations),
    hooks: { afterError: [malformedBodyIsBadRequest, malformedQueryIsBadRequest] },
    // Payload's German placeholder says „du“; the admin says „Sie“ (lib/payload/adminGerman.ts).
    editor: lexicalEditor({
      admin: { placeholder: 'Text eingeben oder „/“ für Befehle drücken …' },
    }),
    sharp,
    i18n: {
      supportedLanguages: { de, en },
      fallbackLanguage: 'de',
      // „Sie“ throughout, as the site's own texts (adminGerman.ts).
      translations: { de: adminGerman },
    },
    admin: {
      // Payload's default avatar is Gravatar: a hash of the staff member's e-mail sent to a US
      // service on every admin screen. The built-in local avatar sends nothing.
      avatar: 'default',
      importMap: { baseDir: path.dirname(fileURLToPath(import.meta.url)) },
      meta: ADMIN_META,
      components: { graphics: ADMIN_GRAPHICS },
      dateFormat: 'dd.MM.yyyy HH:mm',
      livePreview: {
        breakpoints: [
          { label: 'Handy', name: 'mobile', width: 375, height: 740 },
          { label: 'Tablet', name: 'tablet', width: 800, height: 1024 },
          { label: 'Desktop', name: 'desktop', width: 1280, height: 900 },
        ],
      },
    },
    // Scheduled publishing: the queue runs every minute in server processes, which start Payload
    // with crons on; seeds, CLIs and tests do not. Payload would log "Running 1 jobs" every minute
    // for the mail check alone, so an idle site's log stays quiet: the tasks log what they did,
    // and errors are still logged.
    // With several instances (REDIS_URL) one of them at a time holds the queue, and jobs a
    // stopped process left are run again (lib/jobLease.ts); the outbox takes each mail with its
    // own claim, so no mail goes twice either way.
    jobs: {
      // Payload's default lets any signed-in user (a customer too) run, queue and cancel jobs over
      // REST; the site's own code queues with the local API, which no rule limits.
      access: { run: onlyAdmin, queue: onlyAdmin, cancel: onlyAdmin },
      autoRun: [{ cron: config.jobsCron, queue: 'default', limit: 10, silent: { info: true } }],
      shouldAutoRun: jobGate(config.redisUrl),
    },
    typescript: {
      outputFile: 'src/payload-types.ts',
      // Payload writes the types on every start outside production, in a process of its own that
      // loads the whole config (seconds of CPU): wanted while developing, not in each of the
      // integration tests' hundred boots nor in every CLI script (`npm run generate:types` writes
      // them on purpose; the type check fails when they are stale).
      autoGenerate: process.env.NODE_ENV === 'development',
    },
    telemetry: false,
    plugins: [
      // Every feature, in the order of src/features/catalogue.ts (written by npm run wire).
      ...featurePlugins(config),
      // After the upload collections: moves their files to the bucket when S3_* is set.
      objectStorage(config.s3),
      // Last: covers every collection the features added.
      wellFormedIds,
      knownBlockFilters,
      germanDates,
      rowsNeverHang,
      blockPictures,
      ownerAdmin,
      // Very last: every collection and global as the config will have it (lib/payload/closedByDefault.ts).
      closedByDefault,
    ],
  }).then(closeInternalCollections)

export default createConfig(env())
