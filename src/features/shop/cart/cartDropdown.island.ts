import { apiFetch, germanErrorMessage } from '@/lib/apiClient'
import type { Island } from '@/lib/islands'

import { CART_CHANGED, type CartSummary, countFromCookie } from './cartEvents'
import { SHOP_API } from '../paths'

/**
 * The header's cart: the count from the cookie at once (no request), the items and subtotal from
 * the server when the visitor opens it; Escape and a click elsewhere close it.
 */
const attach: Island = (root) => {
  const link = root.querySelector<HTMLAnchorElement>('[data-cart-link]')!
  const button = root.querySelector<HTMLButtonElement>('[data-cart-button]')!
  const panel = root.querySelector<HTMLElement>('#cart-panel')!
  const lines = panel.querySelector<HTMLElement>('[data-cart-lines]')!
  const empty = panel.querySelector<HTMLElement>('[data-cart-empty]')!
  const subtotalRow = panel.querySelector<HTMLElement>('[data-cart-subtotal-row]')!
  const subtotal = panel.querySelector<HTMLElement>('[data-cart-subtotal]')!

  const showCount = (count: number) => {
    for (const badge of root.querySelectorAll<HTMLElement>('[data-cart-count]')) {
      badge.textContent = String(count)
      badge.hidden = count === 0
    }
    button.setAttribute('aria-label', count ? `Warenkorb, ${count} Artikel` : 'Warenkorb, leer')
  }

  const render = (summary: CartSummary) => {
    showCount(summary.count)
    lines.replaceChildren(
      ...summary.lines.map((line) => {
        const item = document.createElement('li')
        const name = document.createElement('a')
        name.href = line.url
        name.textContent = line.variantLabel ? `${line.title} (${line.variantLabel})` : line.title
        item.append(name, ` – ${line.quantity} × ${line.unitPrice}`)
        return item
      }),
    )
    empty.hidden = summary.lines.length > 0
    subtotalRow.hidden = summary.lines.length === 0
    subtotal.textContent = summary.subtotal
  }

  const close = () => {
    panel.hidden = true
    button.setAttribute('aria-expanded', 'false')
  }

  const open = async () => {
    panel.hidden = false
    button.setAttribute('aria-expanded', 'true')
    try {
      render(await apiFetch<CartSummary>({ path: SHOP_API.cart }))
    } catch (error) {
      empty.hidden = false
      empty.textContent = germanErrorMessage(error)
    }
  }

  const onButton = () => (panel.hidden ? void open() : close())
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !panel.hidden) {
      close()
      button.focus()
    }
  }
  const onOutside = (event: Event) => {
    if (!panel.hidden && !root.contains(event.target as Node)) close()
  }
  const onChanged = (event: Event) => render((event as CustomEvent<CartSummary>).detail)

  // The link worked without script; the button keeps the same place and look.
  const hadFocus = document.activeElement === link
  link.hidden = true
  button.hidden = false
  if (hadFocus) button.focus()
  showCount(countFromCookie(document.cookie))
  button.addEventListener('click', onButton)
  document.addEventListener('keydown', onKey)
  document.addEventListener('click', onOutside)
  document.addEventListener(CART_CHANGED, onChanged)
  return () => {
    button.removeEventListener('click', onButton)
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('click', onOutside)
    document.removeEventListener(CART_CHANGED, onChanged)
  }
}

export default attach
