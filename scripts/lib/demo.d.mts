export const DEMO_PAGES: ReadonlyArray<{ path: string; heading: string }>
export const DEMO_PATHS: string[]
export function demoServerEnv(options: {
  port: number
  dir: string
  databaseUrl?: string
  extra?: Record<string, string>
}): NodeJS.ProcessEnv
export const SHOP_DEMO_PATHS: string[]
export const BOOKING_DEMO_PATHS: string[]
export const EVENT_DEMO_PATHS: string[]
export const NEWS_DEMO_PATHS: string[]
