'use client'

import { useRowLabel } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Row = {
  link?: {
    label?: string | null
    type?: string | null
    page?: unknown
    post?: unknown
    work?: unknown
  } | null
}

/** The collection a link of each type points into, and what the owner calls it. */
const LINKED = {
  page: { collection: 'pages', noun: 'Seite' },
  post: { collection: 'posts', noun: 'Beitrag' },
  work: { collection: 'portfolio', noun: 'Arbeit' },
} as const

/**
 * A menu row labelled by its link's text, with a warning when the page it links to is not
 * published: visitors do not see the item until it is (lib/link.ts leaves such links out).
 */
export function LinkRowLabel({ empty }: { empty: string }) {
  const { data } = useRowLabel<Row>()
  const label = data?.link?.label?.trim()
  const type = data?.link?.type
  const linked = type && Object.hasOwn(LINKED, type) ? LINKED[type as keyof typeof LINKED] : null
  const page = linked ? data?.link?.[type as keyof typeof LINKED] : null
  const pageId = page && typeof page === 'object' ? (page as { id?: unknown }).id : page
  const [checked, setChecked] = useState<{ id: unknown; offline: boolean } | null>(null)
  const offline = checked !== null && checked.id === pageId && checked.offline
  useEffect(() => {
    if (pageId == null || pageId === '') return
    const controller = new AbortController()
    fetch(
      `/api/${linked?.collection ?? 'pages'}/${encodeURIComponent(String(pageId))}?depth=0&draft=false&select[_status]=true`,
      {
        credentials: 'include',
        signal: controller.signal,
      },
    )
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { _status?: string } | null) =>
        setChecked({ id: pageId, offline: Boolean(doc && doc._status !== 'published') }),
      )
      .catch(() => undefined)
    return () => controller.abort()
  }, [pageId, linked?.collection])
  return (
    <span>
      {label || empty}
      {offline && (
        <strong data-link-offline>
          {' '}
          · {linked?.noun ?? 'Seite'} nicht veröffentlicht: für Besucher ausgeblendet
        </strong>
      )}
    </span>
  )
}
