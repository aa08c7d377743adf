'use client'

import { type ReactNode, useEffect } from 'react'

import { EDITOR_FLAG_KEY } from './editorFlag'

/** An admin provider: marks this browser as an editor's, so the public site shows the admin bar. */
export function EditorMarker({ children }: { children?: ReactNode }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(EDITOR_FLAG_KEY, '1')
    } catch {
      // Storage can be disabled; the site then simply shows no admin bar.
    }
  }, [])
  return <>{children}</>
}
