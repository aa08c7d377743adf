import { execFileSync } from 'node:child_process'

/**
 * Backup and restore of a generated salon (scripts/bench-backup.ts): 10,000 submissions, 2,000
 * orders, 500 pictures, on SQLite and PostgreSQL: archive size, backup and restore time.
 */
export function backupFigures() {
  const out = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/bench-backup.ts'],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test' },
      maxBuffer: 64 * 1024 * 1024,
      // No stdin, as in booking-bench.mjs (an empty pipe there ended the script with code 13).
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return JSON.parse(out.trim().split('\n').pop())
}
