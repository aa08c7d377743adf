import { ALLOW_SERVICE_EVENT } from '@/lib/consentEvents'
import type { Island } from '@/lib/islands'

import { attachAnalytics } from './analytics'
import { accepted, currentConsent } from './consentCookies'
import {
  allowService,
  type Decision,
  publishChoices,
  registerConsentConfig,
  saveChoices,
} from './consentStore'
import {
  allChosen,
  type ConsentChoices,
  CONSENT_SERVICES,
  type ConsentService,
  noneChosen,
} from './services'

/**
 * The consent banner's behaviour on its server-rendered markup (ConsentBanner.tsx): publishes a
 * stored decision to the page's services, or keeps the banner open until the visitor decides;
 * "Cookie-Einstellungen" anywhere on the page reopens it with the current choices.
 */
const attachConsentBanner: Island = (root) => {
  const dialog = root.querySelector<HTMLElement>('#consent-banner')
  if (!dialog) return
  const data = root.dataset
  const revision = Number(data.revision)
  registerConsentConfig({
    revision,
    acceptDays: Number(data.acceptDays),
    refuseDays: Number(data.refuseDays),
    nonce: data.nonce ?? '',
  })
  const settings = dialog.querySelector<HTMLElement>('[data-consent-settings]')!
  const switches = Array.from(dialog.querySelectorAll<HTMLInputElement>('input[data-service]'))
  const action = (name: string) =>
    dialog.querySelector<HTMLButtonElement>(`[data-consent-action="${name}"]`)!
  const floating = root.querySelector<HTMLElement>('[data-consent-open]')
  const cleanups: Array<() => void> = []
  let opener: HTMLElement | null = null
  let reopened = false

  const showLayer = (layer: 'first' | 'settings') => {
    settings.hidden = layer !== 'settings'
    action('settings').hidden = layer === 'settings'
    action('save').hidden = layer !== 'settings'
  }
  const setOpen = (open: boolean) => {
    dialog.hidden = !open
    if (floating) floating.hidden = open
    if (!open) {
      stopImplicitConsent()
      showLayer('first')
    }
  }
  const draft = (): ConsentChoices => {
    const choices = noneChosen()
    for (const input of switches) choices[input.dataset.service as ConsentService] = input.checked
    return choices
  }
  const decide = (choices: ConsentChoices, decision: Decision) => {
    saveChoices(choices, decision)
    setOpen(false)
    opener?.focus()
    opener = null
  }
  const acceptAll = () => decide(allChosen(), 'accepted')

  const onDialogClick = (event: MouseEvent) => {
    const name = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset
      .consentAction
    if (name === 'accept') acceptAll()
    else if (name === 'refuse') decide(noneChosen(), 'refused')
    else if (name === 'settings') showLayer('settings')
    else if (name === 'save') {
      const choices = draft()
      decide(choices, accepted(choices) ? 'custom' : 'refused')
    }
  }
  dialog.addEventListener('click', onDialogClick)
  cleanups.push(() => dialog.removeEventListener('click', onDialogClick))

  const onReopen = (event: MouseEvent) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-consent-open]')
    if (!trigger) return
    event.preventDefault()
    opener = trigger
    const stored = currentConsent(document.cookie, revision)?.choices ?? noneChosen()
    for (const input of switches) input.checked = stored[input.dataset.service as ConsentService]
    reopened = true
    showLayer('first')
    setOpen(true)
    dialog.focus()
  }
  document.addEventListener('click', onReopen)
  cleanups.push(() => document.removeEventListener('click', onReopen))

  // "Immer erlauben" on a gated part of another feature (a map) asks through the window.
  const onAllowRequest = (event: Event) => {
    const { service } = (event as CustomEvent<{ service?: string }>).detail ?? {}
    if (CONSENT_SERVICES.some((known) => known === service && known !== 'analytics'))
      allowService(service as ConsentService)
  }
  window.addEventListener(ALLOW_SERVICE_EVENT, onAllowRequest)
  cleanups.push(() => window.removeEventListener(ALLOW_SERVICE_EVENT, onAllowRequest))

  // A reopened banner can be left unchanged with Escape; a first one needs a decision.
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !reopened || dialog.hidden) return
    setOpen(false)
    opener?.focus()
  }
  document.addEventListener('keydown', onKeydown)
  cleanups.push(() => document.removeEventListener('keydown', onKeydown))

  // Options the spec offers and German law does not accept as consent; off unless the owner
  // switches them on, and never on a reopened banner.
  const implicit: Array<() => void> = []
  const stopImplicitConsent = () => implicit.splice(0).forEach((cleanup) => cleanup())
  const startImplicitConsent = () => {
    if (data.acceptOnScroll !== undefined) {
      const offset = Number(data.acceptOnScroll)
      const onScroll = () => {
        if (window.scrollY > offset) acceptAll()
      }
      window.addEventListener('scroll', onScroll, { passive: true })
      implicit.push(() => window.removeEventListener('scroll', onScroll))
    }
    if (data.acceptOnOutsideClick !== undefined) {
      const onPointer = (event: PointerEvent) => {
        if (!dialog.contains(event.target as Node)) acceptAll()
      }
      document.addEventListener('pointerdown', onPointer)
      implicit.push(() => document.removeEventListener('pointerdown', onPointer))
    }
  }

  if (data.analyticsId && data.analyticsSrc) {
    cleanups.push(attachAnalytics(data.analyticsId, data.analyticsSrc))
  }

  const stored = currentConsent(document.cookie, revision)
  if (stored) {
    setOpen(false)
    publishChoices(stored.choices, stored.id)
  } else {
    // No decision (or one for an older revision): nothing but the banner runs yet.
    setOpen(true)
    startImplicitConsent()
  }
  return () => {
    stopImplicitConsent()
    cleanups.forEach((cleanup) => cleanup())
  }
}

export default attachConsentBanner
