/** Environment variables (a process's or one made for a child). */
type Environment = Record<string, string | undefined>

export const SUITE_INSTANT: string
export const SUITE_CLOCK_MARK: string
export function faketimeLibrary(): string | null
export function machineMs(env?: Environment, now?: number): number
export function suiteClockEnv(options?: {
  env?: Environment
  now?: number
  instant?: string
}): Record<string, string>
export function startSuiteClock(env?: Environment): void
export function withoutFakeClock(env?: Environment): Environment
