/**
 * A link's address as imported content may keep it: web, mail and phone addresses, addresses on
 * the site and in-page anchors. Everything else (`javascript:`, `data:`, `vbscript:` …, also
 * hidden behind entities, spaces or control characters) is refused with null.
 */
export function safeLinkUrl(raw: string): string | null {
  // Browsers ignore these inside a scheme: `java\tscript:` still runs.
  // eslint-disable-next-line no-control-regex -- exactly the characters browsers strip
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]+/g, (match, offset: number) =>
    offset === 0 || offset + match.length === raw.length ? '' : match.includes(' ') ? '%20' : '',
  )
  if (value === '') return null
  if (/^(#|\/(?!\/)|\?)/.test(value)) return value
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  if (!scheme) return /^[^:]*$/.test(value) ? value : null
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? value : null
}

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
