'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'

/** The salon's clock: every list shows dates as the dashboard, the mails and the files do. */
export const SALON_TIME_ZONE = 'Europe/Berlin'

/**
 * A date in a list, in Europe/Berlin whatever the browser's zone (Payload's own cell follows
 * the browser: a laptop on UTC showed a request an hour earlier than the dashboard did).
 */
type CellProps = {
  cellData?: unknown
  field: { admin?: { date?: { displayFormat?: string } } }
}

export function BerlinDateCell({ cellData, field }: CellProps) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  if (!cellData) return <span />
  const pattern = field.admin?.date?.displayFormat ?? config.admin.dateFormat ?? 'dd.MM.yyyy HH:mm'
  return (
    <span>
      {formatDate({ date: cellData as string, i18n, pattern, timezone: SALON_TIME_ZONE })}
    </span>
  )
}
