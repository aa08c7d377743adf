const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Elements inside `containers` that can take keyboard focus and are shown, in tab order. */
export function focusables(...containers: Array<Element | null>): HTMLElement[] {
  return containers
    .flatMap((container) =>
      container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [],
    )
    .filter((element) => element.getClientRects().length > 0)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
}

/**
 * Keeps Tab and Shift+Tab inside the given containers. Hand-written because the flyout's set of
 * containers changes with its state (menu or search panel) and this is all a trap needs here.
 */
export function trapTab(event: KeyboardEvent, ...containers: Array<Element | null>): void {
  if (event.key !== 'Tab') return
  const items = focusables(...containers)
  if (items.length === 0) return
  const first = items[0]!
  const last = items[items.length - 1]!
  const active = document.activeElement as HTMLElement | null
  const inside = active ? items.includes(active) : false
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault()
    first.focus()
  }
}
