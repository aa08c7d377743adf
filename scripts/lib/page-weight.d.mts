export type PageWeight = { path: string; htmlBytes: number; jsBytes: number; scripts: number }
export function pageWeight(baseUrl: string | undefined, path: string): Promise<PageWeight>
export const BUDGETS: { htmlBytes: number; jsBytes: number }
