'use client'

import { Link, useConfig, useTranslation } from '@payloadcms/ui'
import { formatAdminURL, formatDate } from '@payloadcms/ui/shared'

/** The salon's clock: every list shows dates as the dashboard, the mails and the files do. */
export const SALON_TIME_ZONE = 'Europe/Berlin'

type CellProps = {
  cellData?: unknown
  collectionSlug?: string
  field: { admin?: { date?: { displayFormat?: string } } }
  /** The list's first column: the way to the record, as Payload's own cell makes it. */
  link?: boolean
  linkURL?: string
  onClick?: (args: { cellData: unknown; collectionSlug?: string; rowData: unknown }) => void
  rowData?: { id?: number | string }
  viewType?: string
}

/**
 * A date in a list, in Europe/Berlin whatever the browser's zone (Payload's own cell follows
 * the browser: a laptop on UTC showed a request an hour earlier than the dashboard did). In the
 * first column it is the link to the record, as Payload's cell is: an appointment list whose
 * first column is its time had no way into an appointment.
 */
export function BerlinDateCell(props: CellProps) {
  const { cellData, collectionSlug, field, link, linkURL, onClick, rowData, viewType } = props
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pattern = field.admin?.date?.displayFormat ?? config.admin.dateFormat ?? 'dd.MM.yyyy HH:mm'
  const text = cellData
    ? formatDate({ date: cellData as string, i18n, pattern, timezone: SALON_TIME_ZONE })
    : ''
  if (typeof onClick === 'function')
    return (
      <button type="button" onClick={() => onClick({ cellData, collectionSlug, rowData })}>
        {text || '–'}
      </button>
    )
  if (link && (linkURL || (collectionSlug && rowData?.id != null)))
    return (
      <Link
        prefetch={false}
        href={
          linkURL ??
          formatAdminURL({
            adminRoute: config.routes.admin,
            path: `/collections/${collectionSlug}${viewType === 'trash' ? '/trash' : ''}/${encodeURIComponent(String(rowData!.id))}`,
          })
        }
      >
        {text || '–'}
      </Link>
    )
  return <span>{text}</span>
}
