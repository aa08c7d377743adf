#!/usr/bin/env node
// Imports the two real WordPress exports of ../shared/fixtures/wordpress (WordPress's theme test
// data, WooCommerce's sample products) into a fresh demo site on SQLite and on PostgreSQL, and
// checks the result (scripts/check-wordpress-import.ts). Run by .ci/run and npm run bench; the
// exports stay outside the repository (WORDPRESS_FIXTURES names another folder).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const FIXTURES = path.resolve(process.env.WORDPRESS_FIXTURES ?? '../shared/fixtures/wordpress')
const EXPORTS = ['themeunittestdata.wordpress.xml', 'woocommerce-sample-products.xml']
/** Issue 46: the theme test data imports in under a minute (media not counted). */
const BUDGET_MS = 60_000

const missing = EXPORTS.filter((name) => !existsSync(path.join(FIXTURES, name)))
if (missing.length) {
  console.log(`WordPress exports not found in ${FIXTURES} (${missing.join(', ')}): skipped.`)
  process.exit(0)
}

const pgBase = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const tsx = (script, args, env) =>
  execFileSync('npx', ['tsx', '--conditions=development', script, ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })

const figures = []
for (const kind of ['sqlite', 'postgres']) {
  const dir = mkdtempSync(path.join(tmpdir(), `wp-import-${kind}-`))
  const dbName = `salon_wpimport_${process.pid}`
  const databaseUrl =
    kind === 'sqlite'
      ? `file:${path.join(dir, 'site.db')}`
      : pgBase.replace(/\/[^/]*$/, `/${dbName}`)
  if (kind === 'postgres') execFileSync('psql', [pgBase, '-qc', `CREATE DATABASE ${dbName}`])
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, 'media'),
    BACKUP_DIR: path.join(dir, 'backups'),
    SERVER_URL: 'http://127.0.0.1:3999',
    PORT: '3999',
    SEED_ADMIN_PASSWORD: 'import-Check-Passwort-1',
  }
  try {
    tsx('scripts/prepare.ts', [], env)
    for (const name of EXPORTS) {
      const file = path.join(FIXTURES, name)
      const started = Date.now()
      const report = tsx('scripts/import-wordpress.ts', [file], env)
      const ms = Date.now() - started
      const summary = report.split('\n').filter((line) => /^ {2}\S.*: \d/.test(line))
      console.log(`${kind} ${name}: ${ms} ms\n${summary.join('\n')}`)
      console.log(tsx('scripts/check-wordpress-import.ts', [file], env).trim())
      figures.push({ kind, name, ms })
      if (name.startsWith('themeunittestdata') && ms > BUDGET_MS)
        throw new Error(`${name} took ${ms} ms on ${kind}, over ${BUDGET_MS} ms`)
    }
  } finally {
    if (kind === 'postgres')
      execFileSync('psql', [pgBase, '-qc', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`])
    rmSync(dir, { recursive: true, force: true })
  }
}
console.log(JSON.stringify({ wordpressImport: figures }))
