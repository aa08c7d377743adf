#!/usr/bin/env node
// Creates a migration for both adapters from the current config: `npm run migrate:create -- name`.
// SQLite diffs against a throwaway file, PostgreSQL against a throwaway database on
// DATABASE_URL_MIGRATIONS (default: the local server), so neither touches real data.
// Payload diffs against the newest schema snapshot (.json) of a folder only, so the one before
// is removed afterwards: the repository keeps one snapshot per database (docs/decisions/migrations.md).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name in snake_case>')
  process.exit(1)
}

const dir = mkdtempSync(path.join(tmpdir(), 'salon-migrate-'))
const pgBase = process.env.DATABASE_URL_MIGRATIONS ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const pgDb = `salon_migrate_${process.pid}`
const pgUrl = pgBase.replace(/\/[^/]*$/, `/${pgDb}`)
const psql = (sql) =>
  execFileSync('psql', [pgBase, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'inherit' })

const run = (databaseUrl) => {
  const result = spawnSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  })
  if (result.status !== 0) throw new Error(`migrate:create failed for ${databaseUrl}`)
}

try {
  run(`file:${path.join(dir, 'migrate.db')}`)
  psql(`CREATE DATABASE ${pgDb}`)
  try {
    run(pgUrl)
  } finally {
    psql(`DROP DATABASE IF EXISTS ${pgDb}`)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}

for (const kind of ['sqlite', 'postgres']) {
  const folder = path.join('src', 'migrations', kind)
  const snapshots = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
  for (const older of snapshots.slice(0, -1)) rmSync(path.join(folder, older))
}
