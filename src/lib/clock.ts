/**
 * The site's one reader of the time (issue 57; ESLint refuses `new Date()` and `Date.now()`
 * anywhere else in src). It runs with the machine's clock, unless the process was started with
 * `SALON_CLOCK_START` (an ISO instant, for the test servers and the seed of a known world): then
 * it starts at that instant and runs on from there, so a run behaves the same on any day.
 * In the browser the page's own clock applies (Playwright's `page.clock` sets it).
 */

const startValue =
  typeof process !== 'undefined' && process.env ? process.env.SALON_CLOCK_START : undefined

// eslint-disable-next-line no-restricted-syntax -- the clock itself reads the machine's time
const machineMs = () => Date.now()

function offsetOf(start: string | undefined): number {
  if (!start) return 0
  const instant = Date.parse(start)
  if (Number.isNaN(instant))
    throw new Error(`SALON_CLOCK_START is not an ISO instant: ${JSON.stringify(start)}`)
  return instant - machineMs()
}

let offsetMs = offsetOf(startValue)

export const clock = {
  /** Milliseconds since 1970 on the site's clock. */
  ms: (): number => machineMs() + offsetMs,
  /** The site's present instant. */
  now: (): Date => new Date(machineMs() + offsetMs),
  /** Whether a start instant was given (the process runs in a known world). */
  isSet: (): boolean => Boolean(startValue),
  /**
   * Moves the clock to `instant` and lets it run from there: for tests in one process (an
   * integration test's explicit day). Not for production code.
   */
  startAt(instant: Date | string): void {
    offsetMs = new Date(instant).getTime() - machineMs()
  },
}
