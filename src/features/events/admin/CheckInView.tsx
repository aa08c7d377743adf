import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewProps } from 'payload'

import { isStaffRequest } from '@/lib/access'

import { CheckInForm } from './CheckInForm.client'

/** /admin/einlass: the door on a phone; scan or type a ticket's code. Staff only. */
export function CheckInView({ initPageResult, params, searchParams }: AdminViewProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = isStaffRequest(req)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Einlass</h1>
        {allowed ? <CheckInForm /> : <p>Sie haben keine Berechtigung für den Einlass.</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
