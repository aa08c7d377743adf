import { execFileSync } from 'node:child_process'

/**
 * The booking's own times on SQLite and PostgreSQL (scripts/bench-booking.ts, no network): free
 * times of a day, 60 days for „Egal“, 50 simultaneous bookings of one staff member's time.
 */
export function bookingFigures() {
  const out = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/bench-booking.ts'],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test' },
      // Not an empty pipe: the script then ended with exit code 13 and no output (a top-level
      // await that never settled), where it runs through with no stdin at all. Its errors show.
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return JSON.parse(out.trim().split('\n').pop())
}
