import path from 'node:path'
import { z } from 'zod'

import { parseProxyList, type ProxyList } from './proxies'
import { loadOrCreateSecret, SECRET_FILE_NAME, weakSecretReason } from './secretFile'

/**
 * The one place that reads process.env. Every variable is optional so the embedded default
 * (SQLite, local media, mail to an outbox) runs with none set; what is set must be valid.
 */

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => value === undefined || protocols.some((p) => value.startsWith(p)),
      `must start with ${protocols.join(' or ')} (${hint})`,
    )

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: optionalUrl(
    ['file:', 'postgres://', 'postgresql://'],
    'file:./data/salon.db for SQLite or postgres://user:pass@host:5432/db',
  ),
  PAYLOAD_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || value.length >= 32, 'must be at least 32 characters'),
  SITE_ALIASES: z.string().optional(),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        parseProxyList(value ?? '')
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message })
      }
    }),
  SERVER_URL: optionalUrl(
    ['http://', 'https://'],
    'the public address, e.g. https://salon.example',
  ),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'e.g. smtps://user:pass@mail.example:465'),
  MEDIA_DIR: z.string().optional(),
  FORM_ATTACHMENTS_DIR: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  PAGE_CACHE_DIR: z.string().min(1).optional(),
  FRONT_WORKER: z.enum(['on', 'off'], { message: 'on or off' }).default('on'),
  METRICS_TOKEN: z.string().trim().min(16, 'use at least 16 characters').optional(),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  ACCOUNT_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  GA_MEASUREMENT_ID: z
    .string()
    .optional()
    .refine((value) => !value || /^G-[A-Z0-9]+$/.test(value), 'must look like G-XXXXXXXXXX'),
  GA_SCRIPT_URL: optionalUrl(['https://', 'http://'], 'where gtag.js is loaded from'),
  YOUTUBE_EMBED_URL: optionalUrl(['https://', 'http://'], 'the YouTube player address'),
  VIMEO_EMBED_URL: optionalUrl(['https://', 'http://'], 'the Vimeo player address'),
  YOUTUBE_OEMBED_URL: optionalUrl(['https://', 'http://'], 'YouTube oEmbed endpoint'),
  VIMEO_OEMBED_URL: optionalUrl(['https://', 'http://'], 'Vimeo oEmbed endpoint'),
  GEOCODER_URL: optionalUrl(['https://', 'http://'], 'a Nominatim-compatible search endpoint'),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/,
      'must be a tile address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .optional(),
  MAP_ATTRIBUTION: z.string().min(1).max(300).optional(),
  REDIS_URL: optionalUrl(['redis://', 'rediss://'], 'e.g. redis://127.0.0.1:6379/0'),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ENDPOINT: optionalUrl(['https://', 'http://'], 'an S3-compatible endpoint'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  MOLLIE_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => value === undefined || /^(test|live)_\w{20,}$/.test(value),
      "must be a Mollie API key (test_… or live_…, from Mollie's dashboard under Entwickler → API-Schlüssel)",
    ),
  MOLLIE_API_ENDPOINT: optionalUrl(
    ['https://', 'http://'],
    "Mollie's API base, e.g. http://127.0.0.1:3960/v2/ for a stand-in",
  ),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  JOBS_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4,5}$/, 'must be a cron expression with 5 or 6 fields')
    .optional(),
})

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  databaseUrl: string
  databaseKind: 'sqlite' | 'postgres'
  payloadSecret: string
  /** Where a generated secret is kept when PAYLOAD_SECRET is not set. */
  secretFile: string
  serverUrl: string
  /**
   * Further names of the site (SITE_ALIASES, comma-separated), sent to SERVER_URL with a 301;
   * the admin adds more under Website-Einstellungen → Adresse.
   */
  siteAliases: string[]
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); empty: the socket address. */
  trustedProxies: ProxyList
  smtpUrl?: string
  mediaDir: string
  /** Files sent with contact forms: private, never served from the media folder. */
  formAttachmentsDir: string
  /**
   * Where cached public pages are written as files for nginx in front (PAGE_CACHE_DIR,
   * server/pageFiles.ts); absent: pages are served from the site's memory only.
   */
  pageCacheDir?: string
  /**
   * Whether a thread of its own answers cached pages on the public port (FRONT_WORKER,
   * server/frontServer.ts, docs/process-model.md); it runs only in production without Redis.
   */
  frontWorker: boolean
  /** Where `npm run backup` and the nightly job write their archives (BACKUP_DIR). */
  backupDir: string
  /** Bearer token of GET /api/metrics; absent: the endpoint is off. */
  metricsToken?: string
  /** Contact form submissions per address in 10 minutes (across instances with REDIS_URL). */
  contactRateLimit: number
  /** Multiplies the per-address limits of /api/account/* (not the 5-failure lock); tests only. */
  accountRateLimitFactor: number
  /** Used when the site settings carry no measurement id. */
  gaMeasurementId?: string
  /** Google's gtag.js by default; tests point it at a local stand-in. */
  gaScriptUrl: string
  /** Video players (privacy-enhanced hosts) and oEmbed endpoints; tests use local stand-ins. */
  embeds: { youtube: string; vimeo: string; youtubeOEmbed: string; vimeoOEmbed: string }
  /** Geocoder (Nominatim's search API) and raster tiles; OpenStreetMap's by default. */
  maps: { geocoderUrl: string; tileUrl: string; attribution: string }
  /** Shared by several instances (page expiries, rate limits, the job lock); absent: alone. */
  redisUrl?: string
  /** Media and form attachments in an S3-compatible bucket instead of local folders. */
  s3?: S3Settings
  /** When the job queue (mail retries, scheduled publishing, retention) runs. */
  jobsCron: string
  /** How long a process sending a mail holds it before another may try (MAIL_LEASE_SECONDS). */
  mailLeaseMs: number
  /** Online payment: the key set on the server wins over the one in „Zahlungseinstellungen“. */
  mollie: { apiKey?: string; apiEndpoint?: string }
}

export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/**
 * `secretFrom` reads or makes the secret file; tests replace it so parsing writes nothing.
 */
export function parseEnv(
  source: Record<string, string | undefined>,
  secretFrom: (file: string) => string = loadOrCreateSecret,
): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    )
  }
  const raw = result.data
  const problems: string[] = []

  const weakness = raw.PAYLOAD_SECRET && weakSecretReason(raw.PAYLOAD_SECRET)
  if (raw.NODE_ENV === 'production' && weakness) problems.push(`PAYLOAD_SECRET: ${weakness}`)
  // A generated secret lives on one machine; instances behind one load balancer must share it.
  if (raw.REDIS_URL && !raw.PAYLOAD_SECRET)
    problems.push('PAYLOAD_SECRET: must be set when REDIS_URL is (every instance needs the same)')
  const s3 = s3Settings(raw, problems)
  if (problems.length > 0) throw new EnvError(problems)

  const dataDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'data')
  const databaseUrl = raw.DATABASE_URL ?? `file:${path.join(dataDir, 'salon.db')}`
  const databaseKind = databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres'
  // Beside the database, like the admin login: copied and restored together with it.
  const secretFile = path.join(
    databaseKind === 'sqlite'
      ? path.dirname(path.resolve(/*turbopackIgnore: true*/ databaseUrl.slice('file:'.length)))
      : dataDir,
    SECRET_FILE_NAME,
  )
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    databaseUrl,
    databaseKind,
    payloadSecret: raw.PAYLOAD_SECRET ?? secretFrom(secretFile),
    secretFile,
    trustedProxies: parseProxyList(raw.TRUSTED_PROXIES ?? ''),
    siteAliases: (raw.SITE_ALIASES ?? '')
      .split(',')
      .map((alias) => alias.trim())
      .filter(Boolean),
    serverUrl: (raw.SERVER_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    smtpUrl: raw.SMTP_URL,
    mediaDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), raw.MEDIA_DIR ?? 'media'),
    formAttachmentsDir: raw.FORM_ATTACHMENTS_DIR
      ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), raw.FORM_ATTACHMENTS_DIR)
      : path.join(
          path.dirname(
            path.resolve(/*turbopackIgnore: true*/ process.cwd(), raw.MEDIA_DIR ?? 'media'),
          ),
          'form-attachments',
        ),
    backupDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), raw.BACKUP_DIR ?? 'backups'),
    pageCacheDir: raw.PAGE_CACHE_DIR
      ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), raw.PAGE_CACHE_DIR)
      : undefined,
    frontWorker: raw.FRONT_WORKER === 'on',
    metricsToken: raw.METRICS_TOKEN || undefined,
    contactRateLimit: raw.CONTACT_RATE_LIMIT,
    accountRateLimitFactor: raw.ACCOUNT_RATE_LIMIT_FACTOR,
    gaMeasurementId: raw.GA_MEASUREMENT_ID || undefined,
    gaScriptUrl: raw.GA_SCRIPT_URL ?? 'https://www.googletagmanager.com/gtag/js',
    embeds: {
      youtube: raw.YOUTUBE_EMBED_URL ?? 'https://www.youtube-nocookie.com/embed/',
      vimeo: raw.VIMEO_EMBED_URL ?? 'https://player.vimeo.com/video/',
      youtubeOEmbed: raw.YOUTUBE_OEMBED_URL ?? 'https://www.youtube.com/oembed',
      vimeoOEmbed: raw.VIMEO_OEMBED_URL ?? 'https://vimeo.com/api/oembed.json',
    },
    maps: {
      geocoderUrl: raw.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org/search',
      tileUrl: raw.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: raw.MAP_ATTRIBUTION ?? '© OpenStreetMap-Mitwirkende',
    },
    redisUrl: raw.REDIS_URL,
    s3,
    jobsCron: raw.JOBS_CRON ?? '* * * * *',
    mailLeaseMs: raw.MAIL_LEASE_SECONDS * 1000,
    mollie: { apiKey: raw.MOLLIE_API_KEY, apiEndpoint: raw.MOLLIE_API_ENDPOINT },
  }
}

/** All of bucket, access key and secret, or none: half a storage configuration is a mistake. */
function s3Settings(raw: z.infer<typeof schema>, problems: string[]): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = raw
  if (!bucket && !accessKeyId && !secret && !raw.S3_ENDPOINT) return undefined
  if (!bucket || !accessKeyId || !secret) {
    problems.push('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all three or none')
    return undefined
  }
  return {
    bucket,
    region: raw.S3_REGION ?? 'us-east-1',
    endpoint: raw.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey: secret,
    // S3-compatible servers other than AWS usually want the bucket in the path.
    forcePathStyle: raw.S3_FORCE_PATH_STYLE
      ? raw.S3_FORCE_PATH_STYLE === 'true'
      : Boolean(raw.S3_ENDPOINT),
  }
}

let cached: Env | undefined

/** The validated environment of this process, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Cookies carry `Secure` when the site's own address is https (behind TLS). */
export const cookiesSecure = (env: Pick<Env, 'serverUrl'>): boolean =>
  env.serverUrl.startsWith('https:')
