import crypto from 'node:crypto'

/**
 * The security headers of every answer (issue 12). Public pages get a strict Content Security
 * Policy: scripts only from this origin and the inline scripts the page carries, by hash. The
 * admin, editors' previews and Next.js's own pages run the framework's inline bootstrap scripts,
 * whose content changes per request, so their policy allows inline scripts but nothing foreign.
 */
export type PolicyOptions = {
  /** Served over https (SERVER_URL): HSTS and upgrade-insecure-requests. */
  https: boolean
  /** Where each consented service loads from; none of it loads before consent (the islands). */
  services: ServiceSources[]
}

/** What one third-party service (a consent service) needs, by directive. */
export type ServiceSources = Partial<Record<'script' | 'frame' | 'img' | 'connect', string[]>>

/** Features the site never uses; an embedded page cannot ask for them either. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'ambient-light-sensor=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ')

/** Headers every answer gets, whatever it is. */
export function commonHeaders({ https }: Pick<PolicyOptions, 'https'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** For answers that are not pages (JSON, files): nothing may run or be framed. */
export const LOCKED_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/** For small self-contained pages (form results, refusals): their one inline style block only. */
export const STANDALONE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
/** Data blocks (JSON-LD) are never executed, so the policy need not name them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i

/** `'sha256-…'` sources for the executable inline scripts of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

function policy(scriptSources: string[], { https, services }: PolicyOptions): string {
  const from = (kind: keyof ServiceSources) => services.flatMap((service) => service[kind] ?? [])
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptSources, ...from('script')]],
    // Brand colours and React style props are inline style attributes; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...from('img')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...from('connect')]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'self'", ...from('frame')]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ]
  const text = directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
  if (https) text.push('upgrade-insecure-requests')
  return text.join('; ')
}

/** A public page without the framework runtime: its own inline scripts by hash, nothing else. */
export const pagePolicy = (html: string, options: PolicyOptions) =>
  policy(inlineScriptHashes(html), options)

/**
 * Pages Next.js answers with its client runtime. With a nonce (the admin: `src/proxy.ts` makes one
 * per request and Next.js puts it on each of its scripts) only those scripts and what they load
 * run; without one (editors' draft previews) inline scripts are allowed.
 */
export const frameworkPolicy = (options: PolicyOptions, nonce?: string) =>
  policy(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"], options)

/** The origin of a configured service address (`https://host/path` → `https://host`). */
export const originOf = (url: string) => new URL(url).origin
