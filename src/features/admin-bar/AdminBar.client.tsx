'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import styles from './AdminBar.module.css'
import { ADMIN_BAR_HEIGHT_PX, EDITOR_FLAG_KEY } from './editorFlag'

type Editor = { email: string; name?: string | null }

const readFlag = () => {
  try {
    return window.localStorage.getItem(EDITOR_FLAG_KEY) === '1'
  } catch {
    return false
  }
}
const clearFlag = () => {
  try {
    window.localStorage.removeItem(EDITOR_FLAG_KEY)
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

/**
 * A slim bar for signed-in editors on the public site: back to the admin, edit this page, sign
 * out. The page's layout moves down by its height (`--admin-bar-height`), and so does the sticky
 * header. Pages are cached HTML, so the bar is decided in the browser.
 */
export function AdminBar() {
  const [editor, setEditor] = useState<Editor | null>(null)
  const [pageId, setPageId] = useState<string | null>(null)

  useEffect(() => {
    if (!readFlag()) return
    const controller = new AbortController()
    fetch('/api/users/me', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { user?: Editor | null } | null) => {
        if (!body?.user) return clearFlag()
        setPageId(document.querySelector('[data-page-id]')?.getAttribute('data-page-id') ?? null)
        setEditor(body.user)
      })
      .catch(() => {})
    return () => controller.abort()
  }, [])

  useEffect(() => {
    if (!editor) return
    const root = document.documentElement
    root.style.setProperty('--admin-bar-height', `${ADMIN_BAR_HEIGHT_PX}px`)
    root.setAttribute('data-admin-bar', '')
    return () => {
      root.style.removeProperty('--admin-bar-height')
      root.removeAttribute('data-admin-bar')
    }
  }, [editor])

  if (!editor) return null
  return (
    <div className={styles.bar} role="region" aria-label="Redaktionsleiste">
      <span className={styles.who}>Angemeldet als {editor.name || editor.email}</span>
      <Link href="/admin" prefetch={false}>
        Verwaltung
      </Link>
      {pageId && (
        <Link href={`/admin/collections/pages/${pageId}`} prefetch={false}>
          Seite bearbeiten
        </Link>
      )}
      <button
        type="button"
        onClick={async () => {
          await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' })
          clearFlag()
          setEditor(null)
        }}
      >
        Abmelden
      </button>
    </div>
  )
}
