import type { Island } from '@/lib/islands'

import { OPT_OUT_CONFIRMATION, optOutCookie, optOutCookieName } from './optOut/optOut'

const attachOptOut: Island = (root) => {
  const measurementId = root.dataset.measurementId
  const button = root.querySelector('button')
  const status = root.querySelector('[role="status"]')
  if (!measurementId || !button || !status) return
  const optOut = () => {
    document.cookie = optOutCookie(measurementId)
    ;(window as unknown as Record<string, unknown>)[optOutCookieName(measurementId)] = true
    status.textContent = ` ${OPT_OUT_CONFIRMATION}`
  }
  button.addEventListener('click', optOut)
  return () => button.removeEventListener('click', optOut)
}

export default attachOptOut
