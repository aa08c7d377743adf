'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Payload renders a ui field's server component with the whole form only, not again after a
 * save, so „Online-Zahlung ist an/aus“ would tell the state before the save. Once a save changed
 * the document, the page is read again (its form then takes the saved state, custom parts
 * included). Keyed on `updatedAt`, so the refreshed document itself does not refresh again.
 */
export function RefreshAfterSave() {
  const { savedDocumentData } = useDocumentInfo()
  const router = useRouter()
  const updatedAt = savedDocumentData?.updatedAt as string | undefined
  const seen = useRef(updatedAt)
  useEffect(() => {
    if (updatedAt === seen.current) return
    seen.current = updatedAt
    router.refresh()
  }, [updatedAt, router])
  return null
}
