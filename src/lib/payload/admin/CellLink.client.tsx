'use client'

import { Link, useConfig } from '@payloadcms/ui'
import { formatAdminURL } from '@payloadcms/ui/shared'
import type { ReactNode } from 'react'

/** What Payload hands a list cell about the way to its record. */
export type CellLinkProps = {
  cellData?: unknown
  collectionSlug?: string
  /** The list's first column: the way to the record. */
  link?: boolean
  linkURL?: string
  onClick?: (args: { cellData: unknown; collectionSlug?: string; rowData: unknown }) => void
  rowData?: { id?: number | string }
  viewType?: string
}

/**
 * A custom list cell's content as Payload's own cell wraps it: a link to the record in the
 * first column, a button where a drawer picks the row. Without it, a list whose first column
 * had its own cell (an appointment's time) had no way into its records.
 */
export function CellLink({
  cellData,
  collectionSlug,
  link,
  linkURL,
  onClick,
  rowData,
  viewType,
  children,
}: CellLinkProps & { children: ReactNode }) {
  const { config } = useConfig()
  if (typeof onClick === 'function')
    return (
      <button type="button" onClick={() => onClick({ cellData, collectionSlug, rowData })}>
        {children}
      </button>
    )
  if (!link || (!linkURL && (!collectionSlug || rowData?.id == null)))
    return <span>{children}</span>
  const href =
    linkURL ??
    formatAdminURL({
      adminRoute: config.routes.admin,
      path: `/collections/${collectionSlug}${viewType === 'trash' ? '/trash' : ''}/${encodeURIComponent(String(rowData!.id))}`,
    })
  return (
    <Link prefetch={false} href={href}>
      {children}
    </Link>
  )
}
