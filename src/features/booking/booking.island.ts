import { adoptStyles } from '@/lib/adoptStyles'
import type { Island } from '@/lib/islands'

import { nextFreeDay } from './slots/dayGridKeys'
import { sendBooking } from './sendBooking'

const STEP_PATH = '/termin'

/** A link or GET form of the booking that leads to another step of it. */
function stepUrl(target: EventTarget | null): URL | null {
  if (target instanceof HTMLAnchorElement) {
    const url = new URL(target.href, location.href)
    return url.origin === location.origin && url.pathname === STEP_PATH ? url : null
  }
  if (target instanceof HTMLFormElement && target.method.toLowerCase() === 'get') {
    const url = new URL(target.action, location.href)
    if (url.origin !== location.origin || url.pathname !== STEP_PATH) return null
    url.search = new URLSearchParams(
      new FormData(target) as unknown as Record<string, string>,
    ).toString()
    return url
  }
  return null
}

/**
 * Makes /termin one page: the next step's server-rendered markup replaces the current one, the
 * address follows (back and forward work), focus moves to the new step's heading. Without this
 * island every step is a plain page load; with it, the same markup arrives without a reload.
 * The final „verbindlich buchen“ (and „verlegen“) is sent in place: a refusal shows in the form
 * with everything the visitor typed still there; without this island it is a plain form post.
 */
const attach: Island = (root) => {
  let pending: AbortController | null = null

  async function show(url: URL, push: boolean) {
    pending?.abort()
    pending = new AbortController()
    root.setAttribute('aria-busy', 'true')
    try {
      const response = await fetch(url, {
        signal: pending.signal,
        headers: { accept: 'text/html' },
      })
      const page = new DOMParser().parseFromString(await response.text(), 'text/html')
      const next = page.querySelector('[data-booking]')
      if (!response.ok || !next) return location.assign(url)
      adoptStyles(page)
      root.innerHTML = next.innerHTML
      if (push) history.pushState({ booking: true }, '', url)
      const heading = root.querySelector<HTMLElement>(
        '[data-booking-step] h2, [data-booking-step] legend',
      )
      if (heading) {
        heading.tabIndex = -1
        heading.focus()
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') location.assign(url)
    } finally {
      root.removeAttribute('aria-busy')
    }
  }

  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const url = stepUrl((event.target as Element).closest('a'))
    if (!url) return
    event.preventDefault()
    void show(url, true)
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement
    const alert = form.querySelector<HTMLElement>('[data-form-alert]')
    if (form.method.toLowerCase() === 'post' && alert) {
      event.preventDefault()
      void sendBooking(form, alert)
      return
    }
    const url = stepUrl(event.target)
    if (!url || !(event.target as HTMLFormElement).checkValidity()) return
    event.preventDefault()
    void show(url, true)
  }
  const onKey = (event: KeyboardEvent) => {
    const cell = (event.target as Element).closest('[data-booking-month] td')
    if (!cell) return
    const days = [...root.querySelectorAll('[data-booking-month] td')].filter((td) =>
      td.textContent?.trim(),
    )
    const index = days.indexOf(cell)
    const target = nextFreeDay(
      days.map((td) => td.querySelector('a') !== null),
      index,
      event.key,
    )
    if (target === null) return
    event.preventDefault()
    days[target]!.querySelector('a')!.focus()
  }
  const onPop = () => {
    if (location.pathname === STEP_PATH) void show(new URL(location.href), false)
  }
  root.addEventListener('click', onClick)
  root.addEventListener('submit', onSubmit)
  root.addEventListener('keydown', onKey)
  window.addEventListener('popstate', onPop)
  history.replaceState({ booking: true }, '')
  return () => {
    root.removeEventListener('click', onClick)
    root.removeEventListener('submit', onSubmit)
    root.removeEventListener('keydown', onKey)
    window.removeEventListener('popstate', onPop)
  }
}

export default attach
