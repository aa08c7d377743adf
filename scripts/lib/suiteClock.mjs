// The browser lanes' own clock (issue 57, „one clock“): every process of a browser test run, the
// demo servers and the seed of their world image, the stand-ins, the servers a spec starts itself,
// Playwright's workers (where the tests compute their dates) and Chromium (its pages' `Date`, its
// cookie store, its cache), starts at SUITE_INSTANT and runs on from there, whatever day the
// machine has. A clock for Node alone would not do: Chromium's cookie store reads the machine's
// clock, so a server ahead of it sends logout cookies that never expire and one behind it sends
// sessions that are born expired. Debian's libfaketime moves the clock of every process of the
// run by the same offset (as scripts/at-time.sh does for a whole command), the monotonic clocks
// with it (Chromium spins when only the wall clock moves).
import fs from 'node:fs'

/**
 * The instant every browser run starts at: a Tuesday morning, the salon open, no holiday near
 * (Whit Monday and Corpus Christi 2027 are weeks before), summer time. Date logic at the edges
 * (month ends, the Saturday closing, the change of summer time, the year's end) is tested by
 * integration tests at explicit instants (docs/testing.md, „The clock“).
 */
export const SUITE_INSTANT = '2027-06-08T10:00:00+02:00'

/** The marker of a process tree already on the suite's clock (its value: the instant). */
export const SUITE_CLOCK_MARK = 'SALON_SUITE_CLOCK'

/** A cache duration of libfaketime's that a run never reaches: FAKETIME is read once. */
const NEVER_AGAIN_S = 1_000_000_000

const LIBRARY_DIRS = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']

/** Debian's libfaketime (package `faketime`), or null. */
export function faketimeLibrary() {
  for (const dir of LIBRARY_DIRS) {
    const file = `${dir}/faketime/libfaketime.so.1`
    if (fs.existsSync(file)) return file
  }
  return null
}

/** The libraries preloaded besides libfaketime (LD_PRELOAD separates by colons or spaces). */
const otherPreloads = (env) =>
  (env.LD_PRELOAD ?? '').split(/[: ]/).filter((entry) => entry && !entry.includes('libfaketime'))

/**
 * The machine's own time in ms, also inside scripts/at-time.sh (whose libfaketime moves this
 * process's clock by `FAKETIME` seconds): the suite's offset is counted from the real clock, since
 * a child's FAKETIME replaces its parent's instead of adding to it.
 */
export function machineMs(env = process.env, now = Date.now()) {
  if (!env.LD_PRELOAD?.includes('libfaketime')) return now
  const shift = /^([+-]\d+)$/.exec(env.FAKETIME ?? '')
  if (!shift)
    throw new Error(`FAKETIME is not an offset in seconds: ${JSON.stringify(env.FAKETIME)}`)
  return now - Number(shift[1]) * 1000
}

/**
 * The variables that put a process tree on the suite's clock, starting now at `instant`. Throws
 * when libfaketime is missing (npm run setup installs it).
 */
export function suiteClockEnv({
  env = process.env,
  now = Date.now(),
  instant = SUITE_INSTANT,
} = {}) {
  const library = faketimeLibrary()
  if (!library)
    throw new Error('libfaketime is missing: apt-get install -y faketime (npm run setup does)')
  const offset = Math.round((Date.parse(instant) - machineMs(env, now)) / 1000)
  return {
    LD_PRELOAD: [library, ...otherPreloads(env)].join(':'),
    FAKETIME: offset < 0 ? String(offset) : `+${offset}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '0',
    // libfaketime reads FAKETIME from the environment again every 10 s by default, so a process
    // that sets a child's variables in its own environment (Playwright's runner inside
    // scripts/at-time.sh) jumped to the child's offset: its monotonic clock 72 days on, and the
    // servers' 300 s start timeout over in 13 s. Read once, at the start.
    FAKETIME_CACHE_DURATION: String(NEVER_AGAIN_S),
    [SUITE_CLOCK_MARK]: instant,
  }
}

/**
 * Puts the processes this one starts from here on on the suite's clock (the Playwright configs
 * call it; their runner itself keeps the machine's, its workers and servers get the suite's).
 * Once per run: a process tree already on it (a worker loading the config again) is left as it is.
 */
export function startSuiteClock(env = process.env) {
  if (env[SUITE_CLOCK_MARK]) return
  Object.assign(env, suiteClockEnv({ env }))
}

/**
 * The environment for a program that does not run under libfaketime (redis-server: its allocator
 * calls clock_gettime while libfaketime starts, and it never starts). It keeps the machine's
 * clock; Redis only counts expiries relative to its now, and src/lib/sharedExpiry.ts trims by the
 * ids it added, not by the time of day.
 */
export function withoutFakeClock(env = process.env) {
  const rest = { ...env }
  for (const name of [
    'LD_PRELOAD',
    'FAKETIME',
    'FAKETIME_DONT_FAKE_MONOTONIC',
    'FAKETIME_CACHE_DURATION',
  ])
    delete rest[name]
  const preload = otherPreloads(env)
  return preload.length ? { ...rest, LD_PRELOAD: preload.join(':') } : rest
}
