/** An address on another host (http or https), else null. */
export function foreignHost(url: string, siteOrigins: ReadonlySet<string>): string | null {
  try {
    const parsed = new URL(url)
    if (!['http:', 'https:'].includes(parsed.protocol)) return null
    return siteOrigins.has(parsed.host.toLowerCase()) ? null : parsed.host.toLowerCase()
  } catch {
    return null
  }
}
