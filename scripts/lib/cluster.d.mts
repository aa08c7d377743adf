export const CLUSTER_ADMIN_PASSWORD: string
export const BUCKET: string
export function freePort(): Promise<number>
export type Cluster = {
  publicUrl: string
  ports: number[]
  urlOf: (port: number) => string
  databaseUrl: string
  /** Where the instances write the page files nginx serves. */
  pageCacheDir: string
  redis: { url: string; start: () => Promise<void>; stop: () => Promise<void> }
  outputOf: (port: number) => string
  startInstance: (port: number) => Promise<void>
  stopInstance: (port: number, signal?: NodeJS.Signals) => Promise<void>
  stop: () => Promise<void>
}
export function startCluster(options?: {
  instances?: number
  smtpUrl?: string
  log?: (line: string) => void
}): Promise<Cluster>
