export type RedisServer = {
  url: string
  port: number
  /** Starts it again on the same port. */
  start: () => Promise<void>
  /** Kills it; its data is gone, as after a real restart without persistence. */
  stop: () => Promise<void>
}
export function startRedisServer(): Promise<RedisServer>
