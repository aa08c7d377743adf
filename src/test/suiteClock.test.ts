import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import {
  SUITE_CLOCK_MARK,
  SUITE_INSTANT,
  faketimeLibrary,
  machineMs,
  suiteClockEnv,
  startSuiteClock,
  withoutFakeClock,
} from '../../scripts/lib/suiteClock.mjs'

const instantMs = Date.parse(SUITE_INSTANT)

/** What a child process started with `env` reads as now, in ms. */
const childNow = (env: Record<string, string | undefined>) =>
  Number(
    execFileSync(process.execPath, ['-e', 'process.stdout.write(String(Date.now()))'], {
      env: env as NodeJS.ProcessEnv,
    }),
  )

describe('the browser lanes’ clock (scripts/lib/suiteClock.mjs)', () => {
  it('starts a process at the suite’s instant, whatever the machine’s day', () => {
    // Counted from the machine's real time also when this test runs under scripts/at-time.sh.
    const env = { ...process.env, ...suiteClockEnv() }
    const read = childNow(env)
    expect(read).toBeGreaterThanOrEqual(instantMs - 1000)
    // Started now, it has run only the seconds of its own start.
    expect(read).toBeLessThan(instantMs + 60_000)
  })

  it('gives two processes started apart one running clock, not two starts', () => {
    const env = { ...process.env, ...suiteClockEnv() }
    const first = childNow(env)
    const second = childNow(env)
    expect(second).toBeGreaterThanOrEqual(first)
  })

  it('counts from the machine’s real time inside scripts/at-time.sh', () => {
    const real = 1_800_000_000_000
    const plain = suiteClockEnv({ env: {}, now: real })
    // A hundred days ahead: libfaketime shows this process real + FAKETIME.
    const moved = { LD_PRELOAD: faketimeLibrary()!, FAKETIME: '+8640000' }
    const nested = suiteClockEnv({ env: moved, now: real + 8_640_000_000 })
    expect(nested.FAKETIME).toBe(plain.FAKETIME)
    expect(Number(plain.FAKETIME)).toBe(Math.round((instantMs - real) / 1000))
    // The library once, before other preloads.
    expect(nested.LD_PRELOAD).toBe(faketimeLibrary())
    expect(suiteClockEnv({ env: { LD_PRELOAD: '/x/other.so' } }).LD_PRELOAD).toBe(
      `${faketimeLibrary()}:/x/other.so`,
    )
    expect(() =>
      suiteClockEnv({ env: { LD_PRELOAD: 'libfaketime.so.1', FAKETIME: '@2027' } }),
    ).toThrow(/FAKETIME/)
  })

  it('is set once per run: a worker that loads the configuration again keeps the runner’s offset', () => {
    const env: Record<string, string | undefined> = {}
    startSuiteClock(env)
    const first = { ...env }
    startSuiteClock(env)
    expect(env).toEqual(first)
    expect(env[SUITE_CLOCK_MARK]).toBe(SUITE_INSTANT)
  })

  it('lets a program that cannot run under libfaketime keep the machine’s clock', () => {
    const env = {
      PATH: '/bin',
      LD_PRELOAD: `${faketimeLibrary()}:/x/other.so`,
      FAKETIME: '+5',
      FAKETIME_CACHE_DURATION: '1000000000',
    }
    expect(withoutFakeClock(env)).toEqual({ PATH: '/bin', LD_PRELOAD: '/x/other.so' })
    const stripped = withoutFakeClock({ ...process.env, ...suiteClockEnv() })
    expect(Math.abs(childNow(stripped) - machineMs())).toBeLessThan(60_000)
  })
})
