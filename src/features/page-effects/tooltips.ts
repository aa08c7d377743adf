/**
 * Tooltips (`.tooltip` or `.has-tooltip` holding a `.tooltip-text`) show on hover and focus through CSS; Escape hides
 * the one showing until the pointer or focus leaves it (WCAG 1.4.13, dismissable).
 */
export function attachTooltips(): () => void {
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    document
      .querySelectorAll<HTMLElement>(
        '.tooltip:hover, .tooltip:focus-within, .has-tooltip:hover, .has-tooltip:focus-visible',
      )
      .forEach((tooltip) => tooltip.setAttribute('data-dismissed', ''))
  }
  const onLeave = (event: Event) => {
    const tooltip = (event.target as Element | null)?.closest?.('.tooltip, .has-tooltip')
    const next = (event as MouseEvent | FocusEvent).relatedTarget as Node | null
    if (tooltip && !tooltip.contains(next)) tooltip.removeAttribute('data-dismissed')
  }
  document.addEventListener('keydown', onKeydown)
  document.addEventListener('mouseout', onLeave)
  document.addEventListener('focusout', onLeave)
  return () => {
    document.removeEventListener('keydown', onKeydown)
    document.removeEventListener('mouseout', onLeave)
    document.removeEventListener('focusout', onLeave)
  }
}
