import { focusables, trapTab } from '@/lib/focus'

export type Panel = 'none' | 'menu' | 'search'

export type Panels = { close: (returnFocus: boolean) => void; detach: () => void }

/**
 * The header's two panels and their toggles. Collapsed with the flyout design, menu and search
 * are full-screen panels (closed / menu active / search active). Expanded, the search is a
 * dropdown (a click elsewhere closes it) or an overlay. Escape closes whatever is open; while a
 * full-screen panel is open, Tab stays inside it and focus returns to its toggle on close.
 */
export function attachPanels(header: HTMLElement, nav: HTMLElement): Panels {
  const menuToggle = header.querySelector<HTMLButtonElement>('#menu-toggle')!
  const searchToggle = header.querySelector<HTMLButtonElement>('#search-toggle')!
  const search = header.querySelector<HTMLElement>('[data-search-panel]')!
  const tools = menuToggle.parentElement
  const collapsed = () => nav.dataset.mode === 'collapsed'
  const current = () => (header.dataset.panel ?? 'none') as Panel
  const fullScreen = (panel: Panel) =>
    (panel === 'menu' && collapsed() && header.dataset.design === 'flyout') ||
    (panel === 'search' &&
      ((collapsed() && header.dataset.design === 'flyout') ||
        header.dataset.searchStyle === 'overlay'))

  const show = (panel: Panel, returnFocus = true) => {
    const previous = current()
    header.dataset.panel = panel
    menuToggle.setAttribute('aria-expanded', String(panel === 'menu'))
    searchToggle.setAttribute('aria-expanded', String(panel === 'search'))
    nav.dataset.expanded = String(!collapsed() || panel === 'menu')
    document.documentElement.toggleAttribute('data-scroll-lock', fullScreen(panel))
    if (panel === 'search') search.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
    else if (panel === 'menu') focusables(nav)[0]?.focus()
    else if (returnFocus && previous !== 'none') {
      const toggle = previous === 'menu' ? menuToggle : searchToggle
      if (toggle.getClientRects().length > 0) toggle.focus()
    }
  }

  const onMenuToggle = () => show(current() === 'menu' ? 'none' : 'menu')
  const onSearchToggle = () => show(current() === 'search' ? 'none' : 'search')
  const onSearchClose = (event: MouseEvent) => {
    if ((event.target as Element).closest('[data-search-close]')) show('none')
  }
  // The header outlives client-side navigation: a followed menu link closes the panel.
  const onNavClick = (event: MouseEvent) => {
    if (current() === 'menu' && (event.target as Element).closest('a[href]')) show('none', false)
  }
  const onKeydown = (event: KeyboardEvent) => {
    const panel = current()
    if (panel === 'none') return
    if (event.key === 'Escape') {
      event.preventDefault()
      show('none')
    } else if (fullScreen(panel)) {
      trapTab(event, tools, panel === 'menu' ? nav : search)
    }
  }
  const onPointerDown = (event: PointerEvent) => {
    if (current() !== 'search' || fullScreen('search')) return
    const target = event.target as Node
    if (!search.contains(target) && !searchToggle.contains(target)) show('none', false)
  }

  menuToggle.addEventListener('click', onMenuToggle)
  searchToggle.addEventListener('click', onSearchToggle)
  search.addEventListener('click', onSearchClose)
  nav.addEventListener('click', onNavClick)
  document.addEventListener('keydown', onKeydown)
  document.addEventListener('pointerdown', onPointerDown)
  return {
    close: (returnFocus) => {
      if (current() !== 'none') show('none', returnFocus)
      else nav.dataset.expanded = String(!collapsed())
    },
    detach: () => {
      menuToggle.removeEventListener('click', onMenuToggle)
      searchToggle.removeEventListener('click', onSearchToggle)
      search.removeEventListener('click', onSearchClose)
      nav.removeEventListener('click', onNavClick)
      document.removeEventListener('keydown', onKeydown)
      document.removeEventListener('pointerdown', onPointerDown)
      document.documentElement.removeAttribute('data-scroll-lock')
    },
  }
}
