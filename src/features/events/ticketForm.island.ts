import type { Island } from '@/lib/islands'

/**
 * Shows one name field per chosen ticket. Hidden fields are disabled, so they are neither
 * required nor sent; what the visitor typed in them stays for when she chooses more again.
 */
const attach: Island = (root) => {
  const quantity = root.querySelector<HTMLSelectElement>('[data-ticket-quantity]')
  if (!quantity) return
  const rows = [...root.querySelectorAll<HTMLElement>('[data-name-row]')]
  const show = () => {
    const count = Number(quantity.value) || 1
    for (const row of rows) {
      const visible = Number(row.dataset.nameRow) <= count
      row.hidden = !visible
      const input = row.querySelector('input')
      if (!input) continue
      input.disabled = !visible
      input.required = visible
    }
  }
  show()
  quantity.addEventListener('change', show)
  return () => quantity.removeEventListener('change', show)
}

export default attach
