import { escapeHtml } from './escapeHtml'
import { clientIp, isRefusal, readFormPost, type Refusal } from './http'
import { createRateLimiter, type RateLimiter } from './rateLimit'
import { STANDALONE_PAGE_POLICY } from './securityHeaders'

/**
 * How a public form endpoint answers (the shop, the booking): JSON for scripts and API clients,
 * a redirect or a short German page for a plain form post, so the site works without JavaScript.
 */

/** A refusal: English `message` for API clients, German `notice` for the visitor. */
export type VisitorRefusal = Refusal & { notice: string; fields?: Record<string, string> }

export const refusal = (
  status: number,
  code: string,
  message: string,
  notice: string,
  fields?: Record<string, string>,
): VisitorRefusal => ({ status, code, message, notice, ...(fields ? { fields } : {}) })

/** Scripts (the islands, API clients) ask for JSON; a plain form post gets a page or a redirect. */
export const wantsJson = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('application/json')

/** A small form post's text fields; anything unreadable or too large is a refusal. */
export async function readVisitorForm(
  request: Request,
  maxBytes: number,
): Promise<URLSearchParams | VisitorRefusal> {
  const data = await readFormPost(request, maxBytes)
  if (isRefusal(data))
    return { ...data, notice: 'Die Anfrage konnte nicht gelesen werden. Bitte erneut versuchen.' }
  const fields = new URLSearchParams()
  for (const [name, value] of data) if (typeof value === 'string') fields.append(name, value)
  return fields
}

const limiters = new Map<string, RateLimiter>()
/** One named limit per endpoint and address, shared across instances with REDIS_URL. */
export function namedLimiter(name: string, limit: number, windowMs: number): RateLimiter {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = createRateLimiter({ name, limit, windowMs })
    limiters.set(name, limiter)
  }
  return limiter
}

export async function limited(
  request: Request,
  limiter: RateLimiter,
): Promise<VisitorRefusal | null> {
  const decision = await limiter.hit(clientIp(request))
  return decision.allowed
    ? null
    : refusal(
        429,
        'rate_limited',
        `Too many requests; retry in ${decision.retryAfterSeconds} seconds.`,
        'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment.',
      )
}

const NO_STORE = { 'cache-control': 'no-store' }

/** A refusal as JSON for scripts, or as a short German page with a way back for a form post. */
export function refusalAnswer(request: Request, problem: VisitorRefusal, back: string): Response {
  if (wantsJson(request))
    return Response.json(
      {
        code: problem.code,
        message: problem.message,
        notice: problem.notice,
        ...(problem.fields ? { fields: problem.fields } : {}),
      },
      { status: problem.status, headers: NO_STORE },
    )
  const items = Object.values(problem.fields ?? {})
    .map((text) => `<li>${escapeHtml(text)}</li>`)
    .join('')
  const body = `<p role="alert">${escapeHtml(problem.notice)}</p>${items ? `<ul>${items}</ul>` : ''}`
  return shortPage(problem.status, 'Das hat nicht geklappt', body, back)
}

/**
 * The short page's look: the site's colours, type stacks and column (globals.css), inline because
 * the answer comes from an endpoint, not from a page with the site's stylesheet.
 */
const SHORT_PAGE_STYLE = [
  'body{margin:0;padding:0 1rem;background:#f7f1ee;color:#1d1a1c;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'main{box-sizing:border-box;max-width:40rem;margin:clamp(1rem,6vw,4rem) auto;padding:clamp(1.25rem,4vw,2.5rem);background:#fff;border:1px solid #e6dcd8;border-radius:6px}',
  'h1{margin:0 0 1rem;color:#6b3f5c;font:600 clamp(1.6rem,5vw,2.2rem)/1.2 Georgia,"Times New Roman",serif}',
  '[role=alert]{border-left:4px solid #b3261e;padding:.5rem 1rem;margin:0 0 1rem}',
  '[role=status]{border-left:4px solid #1e7a3c;padding:.5rem 1rem;margin:0 0 1rem}',
  'ul{margin:0 0 1rem;padding-left:1.25rem;color:#b3261e}',
  'a.back{display:inline-block;padding:.7rem 1.4rem;border-radius:6px;background:#6b3f5c;color:#fff;font-weight:600;text-decoration:none}',
  'a.back:focus-visible{outline:3px solid #1b5fc1;outline-offset:2px}',
].join('')

/** A short German page for a form post without JavaScript, with a way back (or on). */
function shortPage(
  status: number,
  title: string,
  body: string,
  back: string,
  { linkText = 'Zurück', head = '', headers = {} as Record<string, string> } = {},
) {
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">${head}<title>${title}</title><style>${SHORT_PAGE_STYLE}</style></head><body><main><h1>${title}</h1>${body}<p><a class="back" href="${escapeHtml(back)}">${linkText}</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Its own inline style block may apply; answers of /api/ are locked down otherwise.
      'content-security-policy': STANDALONE_PAGE_POLICY,
      ...NO_STORE,
      ...headers,
    },
  })
}

/**
 * A form post that goes on at another site (Mollie's payment page). A 303 there would be refused:
 * browsers hold a form's redirects to the page's `form-action 'self'`. So the answer is a short
 * page of the site's own that moves on by itself (a meta refresh is no form navigation) and
 * offers the link for a browser that does not.
 */
export function continueAt(location: string, title: string, notice: string, headers = {}) {
  const url = escapeHtml(location)
  return shortPage(200, title, `<p role="status">${escapeHtml(notice)}</p>`, location, {
    linkText: 'Weiter',
    head: `<meta http-equiv="refresh" content="0; url=${url}">`,
    headers,
  })
}

/** What a held submission (contracts/spamReview.ts) is told: the truth, nothing confirmed yet. */
export const HELD_NOTICE =
  'Vielen Dank, Ihre Angaben sind bei uns eingegangen. Wir prüfen sie noch von Hand und melden uns per E-Mail, sobald alles bestätigt ist.'

/** 202 for a submission kept for the owner's review („Spam-Verdacht“): received, not done. */
export function heldAnswer(request: Request, back: string): Response {
  if (wantsJson(request))
    return Response.json(
      { status: 'held', notice: HELD_NOTICE },
      { status: 202, headers: NO_STORE },
    )
  return shortPage(202, 'Eingegangen', `<p role="status">${escapeHtml(HELD_NOTICE)}</p>`, back)
}

/**
 * A 303 to `location`. A header holds Latin-1 only (anything else made the response a 500), so
 * whatever else a path built from content holds (a slug with „ü“) goes percent-encoded.
 */
export const redirectTo = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, {
    status: 303,
    headers: {
      location: location.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char)),
      ...NO_STORE,
      ...headers,
    },
  })

const SITE_PATH = /^\/(?![/\\])[\x21-\x7e]*$/
const DECODED_PATH = /^\/(?![/\\])[\x20-\x7e]*$/
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/**
 * The one rule for a return target taken from input (`return=`, `path=`, issue 56): a path of
 * this site, sent in printable ASCII; its path part printable ASCII once decoded too, so never
 * another host (`//evil`, `/%2F/evil`, `/\\evil`, the look-alike slash of `/%EF%BC%8Fevil`), a
 * scheme or a control character. The query may hold any text a search did (`?s=Strähnen`),
 * but no control character.
 */
export function isSiteReturnPath(value: string): boolean {
  if (value.length > 2048 || !SITE_PATH.test(value)) return false
  const queryAt = value.search(/[?#]/)
  const path = queryAt < 0 ? value : value.slice(0, queryAt)
  const rest = queryAt < 0 ? '' : value.slice(queryAt)
  try {
    return DECODED_PATH.test(decodeURIComponent(path)) && !CONTROL.test(decodeURIComponent(rest))
  } catch {
    return false
  }
}

/** A return target of the site's own making, or `fallback` when it is not a path of this site. */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  const path = String(value ?? '')
  return isSiteReturnPath(path) ? path : fallback
}

/**
 * The return target a visitor's form sent: `fallback` when it sent none, null when what it sent
 * is not a path of this site (answer `INVALID_RETURN`, a 400).
 */
export function returnTarget(value: string | null | undefined, fallback: string): string | null {
  if (value === null || value === undefined || value === '') return fallback
  return isSiteReturnPath(value) ? value : null
}

export const INVALID_RETURN = refusal(
  400,
  'invalid_return',
  'return must be a path of this site in printable ASCII.',
  'Die Adresse, zu der es danach weitergehen soll, ist ungültig.',
)
