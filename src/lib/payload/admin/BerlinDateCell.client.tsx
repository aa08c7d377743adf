'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'

import { CellLink, type CellLinkProps } from './CellLink.client'

/** The salon's clock: every list shows dates as the dashboard, the mails and the files do. */
export const SALON_TIME_ZONE = 'Europe/Berlin'

type CellProps = CellLinkProps & {
  field: { admin?: { date?: { displayFormat?: string } } }
}

/**
 * A date in a list, in Europe/Berlin whatever the browser's zone (Payload's own cell follows
 * the browser: a laptop on UTC showed a request an hour earlier than the dashboard did); in the
 * first column the link to the record, as Payload's cell is.
 */
export function BerlinDateCell(props: CellProps) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pattern =
    props.field.admin?.date?.displayFormat ?? config.admin.dateFormat ?? 'dd.MM.yyyy HH:mm'
  const text = props.cellData
    ? formatDate({ date: props.cellData as string, i18n, pattern, timezone: SALON_TIME_ZONE })
    : ''
  return <CellLink {...props}>{text || (props.link ? '–' : '')}</CellLink>
}
