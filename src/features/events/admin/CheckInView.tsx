import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewProps, Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaffRequest } from '@/lib/access'
import { berlinDate } from '@/lib/berlinTime'

import { CheckInForm, type DoorEvent } from './CheckInForm.client'
import { clock } from '@/lib/clock'

const when = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** Events the door may admit to: running or starting within the next 30 days, soonest first. */
async function doorEvents(payload: Payload, now: Date) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.events,
    where: {
      and: [
        { end: { greater_than: new Date(now.getTime() - 86_400_000).toISOString() } },
        { start: { less_than: new Date(now.getTime() + 30 * 86_400_000).toISOString() } },
      ],
    },
    sort: 'start',
    depth: 0,
    limit: 30,
    overrideAccess: true,
  })
  const today = berlinDate(now)
  const events: DoorEvent[] = docs.map((event) => ({
    id: event.id,
    label: `${when.format(new Date(event.start))} · ${event.title}`,
  }))
  // Today's event, when there is exactly one: the door admits to it unless changed.
  const todays = docs.filter(
    (event) => berlinDate(event.start) <= today && today <= berlinDate(event.end),
  )
  return { events, initialEvent: todays.length === 1 ? todays[0]!.id : null }
}

/** /admin/einlass: the door on a phone; scan or type a ticket's code. Staff only. */
export async function CheckInView({ initPageResult, params, searchParams }: AdminViewProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = isStaffRequest(req)
  const door = allowed ? await doorEvents(req.payload, clock.now()) : null
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
        {door ? <CheckInForm {...door} /> : <p>Sie haben keine Berechtigung für den Einlass.</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
