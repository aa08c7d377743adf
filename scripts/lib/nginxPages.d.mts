export const PRIVATE_COOKIES: string[]
export const BROTLI_MODULE: string
export function hasBrotliModule(): boolean
export function pageFileMaps(): string
export function pageFileLocations(options: {
  pageCacheDir: string
  proxy: string
  brotli?: boolean
}): string
