export type PageWeight = {
  path: string
  htmlBytes: number
  scripts: string[]
}
export function pageWeight(baseUrl: string | undefined, path: string): Promise<PageWeight>
export const BUDGETS: {
  htmlBytes: number
  jsBeforeInteractionBytes: number
  lazyFormJsBytes: number
  lazySearchJsBytes: number
  lazyMapGateJsBytes: number
  lazyMapJsBytes: number
  firstLoadJsBytes: number
  lazyLightboxViewerJsBytes: number
}
