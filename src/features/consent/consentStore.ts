import { ALLOW_SERVICE_EVENT, CONSENT_EVENT, onConsentChoices } from '@/contracts/consentEvents'

import {
  accepted,
  CHOICES_COOKIE,
  cookieString,
  currentConsent,
  NOTICE_COOKIE,
  serializeChoices,
} from './consentCookies'
import { sendConsentCase } from './sendConsentCase'
import { type ConsentChoices, CONSENT_SERVICES, type ConsentService, noneChosen } from './services'

export type Decision = 'accepted' | 'refused' | 'custom'

/** What saving a choice needs to know; the banner registers it when it mounts. */
export type ConsentConfig = {
  revision: number
  acceptDays: number
  refuseDays: number
  nonce: string
}

type ConsentWindow = Window & {
  __salonConsent?: ConsentChoices
  __salonConsentConfig?: ConsentConfig
  __salonConsentId?: string
}
const w = () => window as ConsentWindow

/** The choices in force on this page, or null while the visitor has not decided. */
export const currentChoices = (): ConsentChoices | null => w().__salonConsent ?? null

export function publishChoices(choices: ConsentChoices, id?: string) {
  w().__salonConsent = choices
  if (id) w().__salonConsentId = id
  window.dispatchEvent(new CustomEvent<ConsentChoices>(CONSENT_EVENT, { detail: choices }))
}

export const registerConsentConfig = (config: ConsentConfig) => {
  w().__salonConsentConfig = config
}

/** Calls `listener` with the current choices (if any) and on every change. */
export const onChoices = (listener: (choices: ConsentChoices) => void): (() => void) =>
  onConsentChoices((choices) => listener(choices as ConsentChoices))

/**
 * Stores a decision: both cookies with the lifetime for accepting or refusing, the page's
 * services notified, the consent log told. Used by the banner and by "Immer erlauben".
 */
export function saveChoices(choices: ConsentChoices, decision: Decision) {
  const config = w().__salonConsentConfig
  if (!config) return
  const secure = window.location.protocol === 'https:'
  const any = accepted(choices)
  const days = any ? config.acceptDays : config.refuseDays
  const stored = currentConsent(document.cookie, config.revision)
  const id = w().__salonConsentId ?? stored?.id ?? crypto.randomUUID()
  document.cookie = cookieString(NOTICE_COOKIE, String(any), days, secure)
  document.cookie = cookieString(
    CHOICES_COOKIE,
    serializeChoices({ id, revision: config.revision, choices }),
    days,
    secure,
  )
  publishChoices(choices, id)
  void sendConsentCase(config.nonce, {
    consentId: id,
    revision: config.revision,
    decision,
    choices,
    url: window.location.pathname,
    timestamp: new Date().toISOString(),
  })
}

/** "Immer erlauben" on an embed: this service on, the other choices as they were. */
export function allowService(service: ConsentService) {
  const base = currentChoices() ?? noneChosen()
  const choices = { ...base, [service]: true }
  saveChoices(choices, 'custom')
}

/**
 * "Immer erlauben" on a gated part of another feature (a map, an embed) asks through the window
 * (contracts/consentEvents.ts); analytics is never allowed that way.
 */
export function listenForAllowRequests(signal: AbortSignal) {
  const onRequest = (event: Event) => {
    const { service } = (event as CustomEvent<{ service?: string }>).detail ?? {}
    const known = CONSENT_SERVICES.find((candidate) => candidate === service)
    if (known && known !== 'analytics') allowService(known)
  }
  window.addEventListener(ALLOW_SERVICE_EVENT, onRequest, { signal })
}
