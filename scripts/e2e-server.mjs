#!/usr/bin/env node
// A server for the browser tests on a fresh database: `node scripts/e2e-server.mjs <name>`, one of
// scripts/lib/e2eServers.mjs.
// All of them share one build; a lock directory keeps two of them from building at once.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { buildNeeded } from './build-needed.mjs'
import { demoServerEnv } from './lib/demo.mjs'
import { copySeededDemo } from './lib/demoImage.mjs'
import { E2E_DATA } from './lib/e2eData.mjs'
import { E2E_SERVERS } from './lib/e2eServers.mjs'
import { run } from './run.mjs'

const name = process.argv[2]
if (!(name in E2E_SERVERS)) {
  console.error(`Usage: node scripts/e2e-server.mjs ${Object.keys(E2E_SERVERS).join('|')}`)
  process.exit(1)
}
const { kind, port } = E2E_SERVERS[name]
// The same password as e2e/support.ts ADMIN.
const E2E_ADMIN_PASSWORD = 'e2e-Admin-Passwort-1'
const database = `salon_e2e_${name}`
const databaseUrl =
  kind === 'sqlite'
    ? `file:${path.join(E2E_DATA, `${name}.db`)}`
    : (process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres').replace(
        /\/[^/]*$/,
        `/${database}`,
      )
const dir = path.join(E2E_DATA, name)

fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
if (kind === 'sqlite') {
  // With its write-ahead log and shared-memory index (the site runs SQLite in WAL mode).
  for (const suffix of ['', '-wal', '-shm'])
    fs.rmSync(`${databaseUrl.replace(/^file:/, '')}${suffix}`, { force: true })
} else {
  const admin = databaseUrl.replace(/\/[^/]*$/, '/postgres')
  execFileSync('psql', [admin, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`])
  execFileSync('psql', [admin, '-qc', `CREATE DATABASE ${database}`])
}

const lock = path.resolve('.next-build.lock')
for (;;) {
  try {
    fs.mkdirSync(lock)
    break
  } catch {
    await sleep(1000)
  }
}
try {
  if (buildNeeded()) await run(process.execPath, ['scripts/build.mjs'])
} finally {
  fs.rmSync(lock, { recursive: true, force: true })
}

// SQLite servers start from a copy of the seeded demo, made once (scripts/lib/demoImage.mjs).
if (kind === 'sqlite')
  await copySeededDemo({
    databaseFile: databaseUrl.replace(/^file:/, ''),
    dir,
    env: { SEED_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
  })

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: demoServerEnv({
    port,
    dir,
    databaseUrl,
    // Analytics, video players and the mail server are stand-ins (scripts/e2e-stand-ins.mjs) on 127.0.0.1.
    extra: {
      SEED_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      GA_SCRIPT_URL: 'http://127.0.0.1:3290/gtag/js',
      YOUTUBE_EMBED_URL: 'http://127.0.0.1:3290/embed/',
      VIMEO_EMBED_URL: 'http://127.0.0.1:3290/video/',
      YOUTUBE_OEMBED_URL: 'http://127.0.0.1:3290/oembed',
      VIMEO_OEMBED_URL: 'http://127.0.0.1:3290/oembed',
      GEOCODER_URL: 'http://127.0.0.1:3290/geocode',
      MAP_TILE_URL: 'http://127.0.0.1:3290/tiles/{z}/{x}/{y}.png',
      SMTP_URL: 'smtp://127.0.0.1:3291',
      // The same token as e2e/metrics.spec.ts.
      METRICS_TOKEN: 'e2e-metrics-token-0123456789',
      // The suite sends many forms from one address.
      CONTACT_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT_FACTOR: '50',
    },
  }),
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
