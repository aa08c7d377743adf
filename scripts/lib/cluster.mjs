// Two instances of the site behind nginx on one machine, as docs/scale-out.md describes them:
// one PostgreSQL database, a private Redis, an S3-compatible server (s3rver) and Debian's nginx,
// all on 127.0.0.1. Used by the scale-out browser test and by `npm run bench`; it needs the build.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import S3rver from 's3rver'

import { ensureNginx } from './nginx.mjs'
import { BROTLI_MODULE, hasBrotliModule, pageFileLocations, pageFileMaps } from './nginxPages.mjs'
import { NODE_FLAGS, tsxArgs } from './node-flags.mjs'
import { freePort } from './freePort.mjs'
import { startRedisServer } from './redis-server.mjs'

export { freePort }

const PG_ADMIN = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const CLUSTER_ADMIN_PASSWORD = 'Cluster-Admin-Passwort-1'
export const BUCKET = 'salon-media'

async function waitFor(url, { timeoutMs = 120_000, expect = (r) => r.ok } = {}) {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url)
      if (expect(response)) return
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs} ms`)
    await sleep(250)
  }
}

function nginxConfig({ dir, port, upstreams }) {
  const root = process.getuid?.() === 0 ? 'user root;\n' : ''
  const brotli = hasBrotliModule()
  return `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}${root}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${pageFileMaps()}
  upstream salon {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    ${pageFileLocations({
      pageCacheDir: pageCacheDirOf(dir),
      brotli,
      proxy: `proxy_pass http://salon;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      # Which instance answered (tests only; leave it out in production).
      add_header X-Upstream $upstream_addr always;`,
    })}
  }
}
`
}

/** The page files both instances write and nginx serves (docs/operations.md). */
const pageCacheDirOf = (dir) => path.join(dir, 'page-cache')

/** What every instance of the cluster shares: one database, Redis, bucket and public address. */
function clusterEnv({ databaseUrl, redisUrl, s3Port, publicUrl, smtpUrl }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    // Shared by the instances, new for every run.
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: redisUrl,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SERVER_URL: publicUrl,
    TRUSTED_PROXIES: '127.0.0.1',
    SEED_ADMIN_PASSWORD: CLUSTER_ADMIN_PASSWORD,
    HOST: '127.0.0.1',
    // The queue every 2 s and a mail held 5 s by its sender, so a test need not wait minutes.
    JOBS_CRON: '*/2 * * * * *',
    MAIL_LEASE_SECONDS: '5',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  }
}

/**
 * Migrates and seeds once (scripts/prepare.ts). Not execFileSync: the S3 stand-in answers the
 * seed's uploads from this very process.
 */
function prepareDatabase(env) {
  return new Promise((resolve, reject) => {
    const prepare = spawn(process.execPath, tsxArgs('scripts/prepare.ts'), {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let printed = ''
    const collect = (chunk) => (printed = (printed + chunk).slice(-20_000))
    prepare.stdout.on('data', collect)
    prepare.stderr.on('data', collect)
    prepare.once('error', reject)
    prepare.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`prepare.ts exited ${code}:\n${printed}`)),
    )
  })
}

/** nginx in front of the instances, as docs/nginx.example.conf has it. */
function startNginx({ dir, port, upstreams, log }) {
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port, upstreams }))
  const nginx = spawn(
    ensureNginx(),
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  nginx.stderr.on('data', (chunk) => log(`[nginx] ${chunk}`))
  return nginx
}

/**
 * Starts the whole setup and returns handles to it. `instances` (1 or 2) share everything but the
 * disk: each has its own media folder, so a file one of them could serve only from its disk
 * would be missing on the other.
 */
export async function startCluster({ instances = 2, smtpUrl, log = () => {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-cluster-'))
  const database = `salon_cluster_${process.pid}`
  const databaseUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${database}`)
  execFileSync('psql', [PG_ADMIN, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`])
  execFileSync('psql', [PG_ADMIN, '-qc', `CREATE DATABASE ${database}`])

  const [s3Port, nginxPort, ...ports] = await Promise.all(
    [0, 1, ...Array.from({ length: instances }, (_, i) => 2 + i)].map(() => freePort()),
  )
  const redis = await startRedisServer()
  fs.mkdirSync(path.join(dir, 's3'))
  const s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: BUCKET }],
  })
  await s3.run()

  const publicUrl = `http://127.0.0.1:${nginxPort}`
  const baseEnv = clusterEnv({ databaseUrl, redisUrl: redis.url, s3Port, publicUrl, smtpUrl })
  const envFor = (port) => ({
    ...baseEnv,
    PORT: String(port),
    MEDIA_DIR: path.join(dir, `media-${port}`),
    PAGE_CACHE_DIR: pageCacheDirOf(dir),
  })

  // Migrate and seed once (the same script `npm start` runs; a second would wait for its lock).
  await prepareDatabase(envFor(ports[0]))

  const running = new Map()
  const output = new Map()
  const startInstance = async (port) => {
    const child = spawn(process.execPath, [...NODE_FLAGS, '.next/salon-server.mjs'], {
      env: envFor(port),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    output.set(port, '')
    const collect = (chunk) => {
      const text = chunk.toString()
      output.set(port, (output.get(port) + text).slice(-200_000))
      log(`[${port}] ${text}`)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    running.set(port, child)
    await waitFor(`http://127.0.0.1:${port}/api/health`)
  }
  await Promise.all(ports.map((port) => startInstance(port)))

  // The instances warm / at start, which writes the include of the page files' headers; nginx
  // reads it when it starts (a deployment reloads nginx after an update, docs/operations.md).
  const include = path.join(pageCacheDirOf(dir), 'nginx-page-headers.conf')
  for (let i = 0; i < 240 && !fs.existsSync(include); i++) await sleep(250)
  const nginx = startNginx({ dir, port: nginxPort, upstreams: ports, log })
  await waitFor(`${publicUrl}/api/health`)

  const stopInstance = async (port, signal = 'SIGTERM') => {
    const child = running.get(port)
    running.delete(port)
    if (!child || child.exitCode !== null) return
    await new Promise((resolve) => {
      child.once('exit', resolve)
      child.kill(signal)
    })
  }

  return {
    publicUrl,
    ports,
    urlOf: (port) => `http://127.0.0.1:${port}`,
    /** The process of the instance on `port`, while it runs. */
    pidOf: (port) => running.get(port)?.pid,
    databaseUrl,
    redis,
    /** Where the instances write the page files nginx serves. */
    pageCacheDir: pageCacheDirOf(dir),
    /** What an instance printed (its log), for tests that look for a line. */
    outputOf: (port) => output.get(port) ?? '',
    startInstance,
    stopInstance,
    async stop() {
      await Promise.all([...running.keys()].map((port) => stopInstance(port)))
      if (nginx.exitCode === null) {
        await new Promise((resolve) => {
          nginx.once('exit', resolve)
          nginx.kill('SIGTERM')
        })
      }
      await s3.close()
      await redis.stop()
      execFileSync('psql', [PG_ADMIN, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`])
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
