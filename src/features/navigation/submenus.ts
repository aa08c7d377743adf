import { NAV_LABELS } from './labels'

export type SubmenuOptions = {
  /** Whether hovering an item opens its submenu right now (desktop menu, vertical hover mode). */
  openOnHover: () => boolean
  /** Whether keyboard focus inside an item opens its submenu right now. */
  openOnFocus: () => boolean
  /** Delay before a submenu the pointer left closes. */
  closeDelay: number
}

export type Submenus = { closeAll: () => void; detach: () => void }

/**
 * Submenus of a menu whose items carry a `[data-submenu-toggle]` button: they open on hover and
 * focus where the options allow, always by their toggle, and close on Escape and on leaving;
 * `aria-expanded` and the toggle's German label follow the state.
 */
export function attachSubmenus(root: HTMLElement, options: SubmenuOptions): Submenus {
  const toggles = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]'))
  const items = toggles.map((toggle) => toggle.parentElement as HTMLElement)
  const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>()
  const cleanups: Array<() => void> = []

  const toggleOf = (item: HTMLElement) => toggles[items.indexOf(item)]!
  const cancelClose = (item: HTMLElement) => {
    clearTimeout(timers.get(item))
    timers.delete(item)
  }
  const setOpen = (item: HTMLElement, open: boolean) => {
    cancelClose(item)
    const toggle = toggleOf(item)
    const label = toggle.dataset.submenuToggle ?? ''
    item.toggleAttribute('data-open', open)
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute(
      'aria-label',
      open ? NAV_LABELS.closeSubmenu(label) : NAV_LABELS.openSubmenu(label),
    )
    if (!open) {
      // Nested submenus close with their parent.
      for (const inner of items) if (inner !== item && item.contains(inner)) setOpen(inner, false)
    }
  }
  const closeSiblings = (item: HTMLElement) => {
    for (const other of items)
      if (other !== item && !other.contains(item) && other.hasAttribute('data-open'))
        setOpen(other, false)
  }
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, listener)
    cleanups.push(() => target.removeEventListener(type, listener))
  }

  items.forEach((item, index) => {
    const toggle = toggles[index]!
    on(toggle, 'click', () => {
      const open = !item.hasAttribute('data-open')
      if (open) closeSiblings(item)
      setOpen(item, open)
    })
    on(item, 'mouseenter', () => {
      if (!options.openOnHover()) return
      cancelClose(item)
      closeSiblings(item)
      setOpen(item, true)
    })
    on(item, 'mouseleave', () => {
      if (!options.openOnHover() || !item.hasAttribute('data-open')) return
      if (item.contains(document.activeElement)) return
      cancelClose(item)
      timers.set(
        item,
        setTimeout(() => setOpen(item, false), options.closeDelay),
      )
    })
    on(item, 'focusin', (event) => {
      if (!options.openOnFocus() || item.hasAttribute('data-dismissed')) return
      // Focus arriving from inside a nested item must not reopen the parent's siblings.
      if (event.target === toggle && !item.hasAttribute('data-open')) return
      closeSiblings(item)
      setOpen(item, true)
    })
    on(item, 'focusout', (event) => {
      if (item.contains(event.relatedTarget as Node | null)) return
      item.removeAttribute('data-dismissed')
      if (options.openOnFocus()) setOpen(item, false)
    })
    on(item, 'keydown', (event) => {
      if (event.key !== 'Escape' || !item.hasAttribute('data-open')) return
      if (!options.openOnFocus()) return
      event.stopPropagation()
      setOpen(item, false)
      item.setAttribute('data-dismissed', '')
      item.querySelector<HTMLElement>('a, button')?.focus()
    })
  })

  return {
    closeAll: () => items.forEach((item) => setOpen(item, false)),
    detach: () => {
      cleanups.forEach((cleanup) => cleanup())
      timers.forEach((timer) => clearTimeout(timer))
    },
  }
}
