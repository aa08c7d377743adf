import type { Island } from '@/lib/islands'

import { attachAnalytics } from './analytics'
import { accepted, currentConsent } from './consentCookies'
import { createImplicitConsent } from './implicitConsent'
import {
  type Decision,
  listenForAllowRequests,
  publishChoices,
  registerConsentConfig,
  saveChoices,
} from './consentStore'
import { allChosen, type ConsentChoices, type ConsentService, noneChosen } from './services'

const serviceOf = (input: HTMLInputElement) => input.dataset.service as ConsentService

/** The choices the switches of the settings layer show. */
function readSwitches(switches: HTMLInputElement[]): ConsentChoices {
  const choices = noneChosen()
  for (const input of switches) choices[serviceOf(input)] = input.checked
  return choices
}

function fillSwitches(switches: HTMLInputElement[], choices: ConsentChoices) {
  for (const input of switches) input.checked = choices[serviceOf(input)]
}

const lifetimesOf = (data: DOMStringMap) => ({
  acceptDays: Number(data.acceptDays),
  refuseDays: Number(data.refuseDays),
})

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
  registerConsentConfig({ revision, ...lifetimesOf(data), nonce: data.nonce ?? '' })
  const settings = dialog.querySelector<HTMLElement>('[data-consent-settings]')!
  const switches = Array.from(dialog.querySelectorAll<HTMLInputElement>('input[data-service]'))
  const action = (name: string) =>
    dialog.querySelector<HTMLButtonElement>(`[data-consent-action="${name}"]`)!
  const floating = root.querySelector<HTMLElement>('[data-consent-open]')
  const controller = new AbortController()
  const { signal } = controller
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
      implicit.stop()
      showLayer('first')
    }
  }
  const decide = (choices: ConsentChoices, decision: Decision) => {
    saveChoices(choices, decision)
    setOpen(false)
    opener?.focus()
    opener = null
  }
  const acceptAll = () => decide(allChosen(), 'accepted')
  const implicit = createImplicitConsent(data, dialog, acceptAll)

  const onDialogClick = (event: MouseEvent) => {
    const name = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset
      .consentAction
    if (name === 'accept') acceptAll()
    else if (name === 'refuse') decide(noneChosen(), 'refused')
    else if (name === 'settings') showLayer('settings')
    else if (name === 'save') {
      const choices = readSwitches(switches)
      decide(choices, accepted(choices) ? 'custom' : 'refused')
    }
  }
  dialog.addEventListener('click', onDialogClick, { signal })

  const onReopen = (event: MouseEvent) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-consent-open]')
    if (!trigger) return
    event.preventDefault()
    opener = trigger
    fillSwitches(switches, currentConsent(document.cookie, revision)?.choices ?? noneChosen())
    reopened = true
    showLayer('first')
    setOpen(true)
    dialog.focus()
  }
  document.addEventListener('click', onReopen, { signal })

  listenForAllowRequests(signal)

  // A reopened banner can be left unchanged with Escape; a first one needs a decision.
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !reopened || dialog.hidden) return
    setOpen(false)
    opener?.focus()
  }
  document.addEventListener('keydown', onKeydown, { signal })

  const stopAnalytics =
    data.analyticsId && data.analyticsSrc
      ? attachAnalytics(data.analyticsId, data.analyticsSrc)
      : () => {}

  const stored = currentConsent(document.cookie, revision)
  if (stored) {
    setOpen(false)
    publishChoices(stored.choices, stored.id)
  } else {
    // No decision (or one for an older revision): nothing but the banner runs yet.
    setOpen(true)
    implicit.start()
  }
  return () => {
    implicit.stop()
    controller.abort()
    stopAnalytics()
  }
}

export default attachConsentBanner
