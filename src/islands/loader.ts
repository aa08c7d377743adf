import { EDITOR_FLAG_KEY } from '@/features/admin-bar/editorFlag'
import { ISLAND_READY_ATTRIBUTE, type IslandLoad } from '@/lib/islands'
import { warmWebFonts } from '@/lib/webFonts'

import { type IslandName, islands } from '@/wiring/islands'

/**
 * The one script every public page loads (a module, so it never blocks rendering). It finds the
 * island roots in the server-rendered HTML and imports each island's chunk when its `data-load`
 * trigger comes. Nothing else runs at load.
 */

// `input` and `change` too: autofill and assistive technology fill fields without a key or a
// pointer, and the island must then attach to what they filled.
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'click', 'input', 'change'] as const
const VISIBLE_MARGIN = '200px 0px'
const IDLE_TIMEOUT_MS = 2000
/** The longest the islands wait for a first contentful paint that may never come. */
const FIRST_PAINT_WAIT_MS = 3000

const started = new WeakSet<HTMLElement>()

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    : setTimeout(callback, 200)

const isEditorBrowser = () => {
  try {
    return window.localStorage.getItem(EDITOR_FLAG_KEY) === '1'
  } catch {
    return false
  }
}

function start(root: HTMLElement, trigger?: Event) {
  if (started.has(root)) return
  started.add(root)
  const name = root.dataset.island as IslandName
  const load = islands[name]
  if (!load) {
    console.error(`Unknown island "${name}"`)
    return
  }
  // A click on a button that lands while the chunk is on its way is replayed once the island is
  // attached, so the first tap on "Video laden" or a menu toggle is never lost.
  let pendingClick: HTMLElement | null = clickedButton(root, trigger)
  const onClick = (event: Event) => {
    pendingClick = clickedButton(root, event) ?? pendingClick
  }
  root.addEventListener('click', onClick)
  load().then(
    ({ default: attach }) => {
      root.removeEventListener('click', onClick)
      attach(root, trigger)
      root.setAttribute(ISLAND_READY_ATTRIBUTE, '')
      pendingClick?.click()
    },
    (error: unknown) => {
      root.removeEventListener('click', onClick)
      started.delete(root)
      console.error(`Island "${name}" failed to load`, error)
    },
  )
}

function clickedButton(root: HTMLElement, event: Event | undefined): HTMLElement | null {
  if (event?.type !== 'click') return null
  const button = (event.target as Element | null)?.closest?.('button[type="button"]')
  return button instanceof HTMLElement && root.contains(button) ? button : null
}

function onFirstInteraction(root: HTMLElement) {
  const handler = (event: Event) => {
    for (const type of INTERACTIONS) root.removeEventListener(type, handler, true)
    start(root, event)
  }
  for (const type of INTERACTIONS) root.addEventListener(type, handler, true)
}

const visibility =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            visibility?.unobserve(entry.target)
            whenIdle(() => start(entry.target as HTMLElement))
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      )
    : null

const STRATEGIES: Record<IslandLoad, (root: HTMLElement) => void> = {
  now: (root) => start(root),
  idle: (root) => {
    onFirstInteraction(root)
    whenIdle(() => start(root))
  },
  visible: (root) => {
    onFirstInteraction(root)
    if (visibility) visibility.observe(root)
    else whenIdle(() => start(root))
  },
  interaction: onFirstInteraction,
  editor: (root) => {
    if (isEditorBrowser()) start(root)
  },
}

function boot() {
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const strategy = STRATEGIES[root.dataset.load as IslandLoad] ?? STRATEGIES.visible
    strategy(root)
    // A field a keyboard reached before the boot (the visitor tabbed in before the first paint
    // was reported) sent its focus to no listener: its island starts now, not at the next key.
    if (root.dataset.load !== 'editor' && root.contains(document.activeElement)) start(root)
  }
}

// After the first contentful paint has been shown: the page is drawn from its HTML alone, and
// the islands' chunks do not compete with it (or with its main picture, usually drawn with it)
// for the phone's first round trips. A frame's work on the main thread ends before the frame
// reaches the screen, so `requestAnimationFrame` alone started them too early; the paint entry
// comes when the frame was presented. A page opened in a background tab (which paints nothing)
// and a browser without paint timing start without waiting; a page whose paint is never
// reported starts after FIRST_PAINT_WAIT_MS.
let booted = false

// A tap that lands before then (the visitor saw the page before its paint entry came) starts
// its island at once, and the tap is replayed once the island is attached: „Alle akzeptieren“
// tapped at once is never lost.
const onEarlyClick = (event: Event) => {
  const root = (event.target as Element | null)?.closest?.<HTMLElement>('[data-island]')
  if (root && root.dataset.load !== 'editor') start(root, event)
}
document.addEventListener('click', onEarlyClick, true)

const bootOnce = () => {
  if (booted) return
  booted = true
  document.removeEventListener('click', onEarlyClick, true)
  boot()
  warmWebFonts()
}
const painted = () =>
  performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint')

if (document.visibilityState === 'hidden' || painted()) bootOnce()
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver(() => {
    if (!painted()) return
    observer.disconnect()
    setTimeout(bootOnce, 0)
  })
  observer.observe({ type: 'paint' })
  setTimeout(bootOnce, FIRST_PAINT_WAIT_MS)
} else requestAnimationFrame(() => setTimeout(bootOnce, 0))
