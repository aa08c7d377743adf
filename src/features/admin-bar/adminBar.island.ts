import type { Island } from '@/lib/islands'

import { ADMIN_BAR_HEIGHT_PX, EDITOR_FLAG_KEY } from './editorFlag'

type Editor = { email: string; name?: string | null }

const clearFlag = () => {
  try {
    window.localStorage.removeItem(EDITOR_FLAG_KEY)
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

/**
 * Shows the admin bar (AdminBar.tsx) when the browser's editor is still signed in; the page's
 * layout and the sticky header move down by its height (`--admin-bar-height`).
 */
const attachAdminBar: Island = (bar) => {
  const root = document.documentElement
  const hide = () => {
    bar.hidden = true
    root.style.removeProperty('--admin-bar-height')
    root.removeAttribute('data-admin-bar')
  }
  const show = (editor: Editor) => {
    bar.querySelector('[data-admin-who]')!.textContent =
      `Angemeldet als ${editor.name || editor.email}`
    const pageId = document.querySelector('[data-page-id]')?.getAttribute('data-page-id')
    const edit = bar.querySelector<HTMLAnchorElement>('[data-admin-edit]')!
    if (pageId) {
      edit.href = `/admin/collections/pages/${encodeURIComponent(pageId)}`
      edit.hidden = false
    }
    bar.hidden = false
    root.style.setProperty('--admin-bar-height', `${ADMIN_BAR_HEIGHT_PX}px`)
    root.setAttribute('data-admin-bar', '')
  }
  const controller = new AbortController()
  fetch('/api/users/me', { credentials: 'same-origin', signal: controller.signal })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { user?: Editor | null } | null) => {
      if (body?.user) show(body.user)
      else clearFlag()
    })
    .catch(() => {})
  const logout = bar.querySelector('[data-admin-logout]')!
  const onLogout = async () => {
    await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' })
    clearFlag()
    hide()
  }
  logout.addEventListener('click', onLogout)
  return () => {
    controller.abort()
    logout.removeEventListener('click', onLogout)
    hide()
  }
}

export default attachAdminBar
