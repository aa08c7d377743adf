import { CONSENT_SERVICES, type ConsentChoices, noneChosen } from './services'

/** docs/contracts.md: `true` when the visitor accepted (all or some), `false` when they refused all. */
export const NOTICE_COOKIE = 'cookie_notice_accepted'
/** Our first-party cookie with the choice per service, the consent id and the revision. */
export const CHOICES_COOKIE = 'salon_consent'

export type StoredConsent = { id: string; revision: number; choices: ConsentChoices }

const DAY_SECONDS = 24 * 60 * 60

/** `id.revision.bits`, one bit per service in CONSENT_SERVICES order: short and readable. */
export function serializeChoices({ id, revision, choices }: StoredConsent): string {
  const bits = CONSENT_SERVICES.map((service) => (choices[service] ? '1' : '0')).join('')
  return `${id}.${revision}.${bits}`
}

/** The stored form: a consent id, the banner version and one bit per service. */
const STORED_CONSENT = new RegExp(
  `^([0-9a-f-]{36})\\.(\\d{1,6})\\.([01]{${CONSENT_SERVICES.length}})$`,
)

export function parseChoices(value: string | undefined | null): StoredConsent | null {
  const match = STORED_CONSENT.exec(value ?? '')
  if (!match) return null
  const choices = noneChosen()
  CONSENT_SERVICES.forEach((service, index) => {
    choices[service] = match[3]![index] === '1'
  })
  return { id: match[1]!, revision: Number(match[2]), choices }
}

/** Read one cookie from `document.cookie`-style text. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export const cookieString = (name: string, value: string, days: number, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * DAY_SECONDS)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`

export const accepted = (choices: ConsentChoices) =>
  CONSENT_SERVICES.some((service) => choices[service])

/**
 * The stored consent when it still applies: both cookies present and agreeing, and given for the
 * current revision of the banner. Anything else means: ask again.
 */
export function currentConsent(cookies: string, revision: number): StoredConsent | null {
  const notice = readCookie(cookies, NOTICE_COOKIE)
  const stored = parseChoices(readCookie(cookies, CHOICES_COOKIE))
  if (!stored || (notice !== 'true' && notice !== 'false')) return null
  if (stored.revision !== revision) return null
  if ((notice === 'true') !== accepted(stored.choices)) return null
  return stored
}
