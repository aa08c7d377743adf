/**
 * Accepting by scrolling past an offset or by clicking outside the banner: options the spec offers
 * and German law does not accept as consent, so they are off unless the owner switches them on
 * (`data-accept-on-scroll`, `data-accept-on-outside-click`), and never run on a reopened banner.
 */
export function createImplicitConsent(
  data: DOMStringMap,
  dialog: HTMLElement,
  acceptAll: () => void,
) {
  let controller: AbortController | null = null
  const stop = () => {
    controller?.abort()
    controller = null
  }
  const start = () => {
    stop()
    controller = new AbortController()
    const { signal } = controller
    if (data.acceptOnScroll !== undefined) {
      const offset = Number(data.acceptOnScroll)
      const onScroll = () => {
        if (window.scrollY > offset) acceptAll()
      }
      window.addEventListener('scroll', onScroll, { passive: true, signal })
    }
    if (data.acceptOnOutsideClick !== undefined) {
      const onPointer = (event: PointerEvent) => {
        if (!dialog.contains(event.target as Node)) acceptAll()
      }
      document.addEventListener('pointerdown', onPointer, { signal })
    }
  }
  return { start, stop }
}
