export type PageWeight = {
  path: string
  htmlBytes: number
  jsBytes: number
  siteJsBytes: number
  scripts: number
}
export const SITE_CODE_MARKERS: string[]
export function pageWeight(baseUrl: string | undefined, path: string): Promise<PageWeight>
export const BUDGETS: {
  htmlBytes: number
  jsBytes: number
  siteJsBytes: number
  lazyFormJsBytes: number
}
