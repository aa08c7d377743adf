/**
 * Query parameters of Payload's REST API that it turns into a 500 rather than refusing (issue
 * 56): a negative `limit` with a `page` (an offset below zero). Anything else Payload reads as it
 * does; its own errors for the rest are 4xx already or mapped by malformedQuery.ts.
 */
export function restQueryProblem(url: URL): string | null {
  const { searchParams } = url
  for (const name of ['limit', 'page'] as const) {
    const value = searchParams.get(name)
    if (value === null || value === '') continue
    if (!/^\d{1,9}$/.test(value)) return `${name} must be a whole number of at least 0.`
  }
  return null
}
