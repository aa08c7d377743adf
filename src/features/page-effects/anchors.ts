import { sameScrollAnchor, SCROLL_HASH_PREFIX, scrollAnchorOf, sectionInView } from './anchorLinks'
import {
  ANCHOR_SCROLL_ON_CLICK_MS,
  ANCHOR_SCROLL_ON_LOAD_MS,
  animateScrollTo,
  coveredTop,
  scrollTargetOf,
} from './scroll'

async function scrollToAnchor(id: string, duration: number): Promise<boolean> {
  const target = document.getElementById(id)
  if (!target) return false
  await animateScrollTo(scrollTargetOf(target), duration)
  // Keyboard and screen-reader users continue from the section, not from the link.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}

const showHash = (id: string) =>
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`)

/**
 * After the page loads, a `#_anchor` in the address scrolls smoothly to the anchor and the address
 * becomes `#anchor`. Clicks on `#_` links to this page scroll the same way (before the router sees
 * them); links to other pages open them with `#_anchor`; `data-no-scroll` links are left alone.
 */
export function attachAnchors(): () => void {
  let cancelled = false
  const onLoad = async () => {
    const id = scrollAnchorOf(window.location.hash)
    if (!id || cancelled) return
    if (await scrollToAnchor(id, ANCHOR_SCROLL_ON_LOAD_MS)) showHash(id)
  }
  if (document.readyState === 'complete') void onLoad()
  else window.addEventListener('load', onLoad, { once: true })

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
    if (!link || link.hasAttribute('data-no-scroll') || link.target === '_blank') return
    if (!link.getAttribute('href')?.includes(SCROLL_HASH_PREFIX)) return
    const id = sameScrollAnchor(link.href, window.location)
    if (!id || !document.getElementById(id)) return
    // Captured before Next's <Link> handler, which skips prevented clicks.
    event.preventDefault()
    void scrollToAnchor(id, ANCHOR_SCROLL_ON_CLICK_MS).then(() => showHash(id))
  }
  document.addEventListener('click', onClick, true)
  const detachSpy = attachScrollspy()
  return () => {
    cancelled = true
    window.removeEventListener('load', onLoad)
    document.removeEventListener('click', onClick, true)
    detachSpy()
  }
}

/** Menus highlight the entry of the section in view (`aria-current="location"`). */
function attachScrollspy(): () => void {
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('nav a[href*="#_"]'))
  const byId = new Map<string, HTMLAnchorElement[]>()
  for (const link of links) {
    const id = sameScrollAnchor(link.href, window.location)
    if (id && document.getElementById(id)) byId.set(id, [...(byId.get(id) ?? []), link])
  }
  if (byId.size === 0) return () => {}
  const targets = Array.from(byId.keys())
    .map((id) => document.getElementById(id)!)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  let active: string | null = null
  let frame = 0
  const update = () => {
    frame = 0
    const line = coveredTop() + window.innerHeight * 0.3
    const index = sectionInView(
      targets.map((target) => target.getBoundingClientRect().top),
      line,
    )
    const next = index >= 0 ? targets[index]!.id : null
    if (next === active) return
    if (active) byId.get(active)?.forEach((link) => link.removeAttribute('aria-current'))
    if (next) byId.get(next)?.forEach((link) => link.setAttribute('aria-current', 'location'))
    active = next
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  update()
  window.addEventListener('scroll', schedule, { passive: true })
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', schedule)
    if (active) byId.get(active)?.forEach((link) => link.removeAttribute('aria-current'))
  }
}
