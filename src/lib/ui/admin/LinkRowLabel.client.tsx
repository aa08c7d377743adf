'use client'

import { useRowLabel } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Row = { link?: { label?: string | null; type?: string | null; page?: unknown } | null }

/**
 * A menu row labelled by its link's text, with a warning when the page it links to is not
 * published: visitors do not see the item until it is (lib/link.ts leaves such links out).
 */
export function LinkRowLabel({ empty }: { empty: string }) {
  const { data } = useRowLabel<Row>()
  const label = data?.link?.label?.trim()
  const page = data?.link?.type === 'page' ? data.link.page : null
  const pageId = page && typeof page === 'object' ? (page as { id?: unknown }).id : page
  const [checked, setChecked] = useState<{ id: unknown; offline: boolean } | null>(null)
  const offline = checked !== null && checked.id === pageId && checked.offline
  useEffect(() => {
    if (pageId == null || pageId === '') return
    const controller = new AbortController()
    fetch(
      `/api/pages/${encodeURIComponent(String(pageId))}?depth=0&draft=false&select[_status]=true`,
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
  }, [pageId])
  return (
    <span>
      {label || empty}
      {offline && (
        <strong data-link-offline> · Seite nicht veröffentlicht: für Besucher ausgeblendet</strong>
      )}
    </span>
  )
}
