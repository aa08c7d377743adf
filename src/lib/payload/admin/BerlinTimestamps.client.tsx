'use client'

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'

import { SALON_TIME_ZONE } from './BerlinDateCell.client'

/**
 * „Zuletzt geändert“ and „Erstellt“ above a record on the salon's clock, written as Payload
 * writes them. Payload's own line follows the browser's zone (its DocumentControls format
 * without one), which app/(payload)/timestamps.css hides; this takes its place beside the
 * buttons (germanDates.ts adds it to every collection with timestamps).
 */
export function BerlinTimestamps() {
  const { savedDocumentData: data } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pattern = config.admin.dateFormat ?? 'dd.MM.yyyy HH:mm'
  const stamp = (value: unknown) =>
    typeof value === 'string' && value
      ? formatDate({ date: value, i18n, pattern, timezone: SALON_TIME_ZONE })
      : ''
  const changed = stamp(data?.deletedAt) || stamp(data?.updatedAt)
  const created = stamp(data?.createdAt)
  if (!changed && !created) return null
  return (
    <p data-berlin-timestamps className="doc-controls__berlin-timestamps">
      {changed && (
        <span>
          {data?.deletedAt ? 'Gelöscht' : 'Zuletzt geändert'}: <strong>{changed}</strong>
        </span>
      )}
      {created && (
        <span>
          Erstellt: <strong>{created}</strong>
        </span>
      )}
    </p>
  )
}
