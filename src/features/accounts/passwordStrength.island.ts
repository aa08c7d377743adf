import type { Island } from '@/lib/islands'

import { passwordStrength } from './auth/passwordStrength'

/**
 * The meter under a new password: how strong it looks while she types (length and variety; the
 * server's check with the common-password lists decides on submit).
 */
const attach: Island = (root) => {
  const input = root.querySelector<HTMLInputElement>('[data-strength-input]')
  const meter = root.querySelector<HTMLElement>('[data-strength-meter]')
  if (!input || !meter) return
  const show = () => {
    if (!input.value) {
      meter.textContent = ''
      delete meter.dataset.level
      return
    }
    const { level, label } = passwordStrength(input.value)
    meter.dataset.level = String(level)
    meter.textContent = `Stärke: ${label}`
  }
  show()
  input.addEventListener('input', show)
  return () => input.removeEventListener('input', show)
}

export default attach
