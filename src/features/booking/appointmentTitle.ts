import type { CollectionBeforeChangeHook } from 'payload'

import type { Appointment } from '@/payload-types'

const format = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** The list's title: „Di., 01.12., 10:00 · Maria Muster“ or „… · blockiert“. */
export const titleOfAppointment: CollectionBeforeChangeHook<Appointment> = ({
  data,
  originalDoc,
}) => {
  const doc = { ...originalDoc, ...data }
  const who = doc.kind === 'blocked' ? 'blockiert' : (doc.customerName ?? '').trim() || 'ohne Namen'
  data.title = doc.start ? `${format.format(new Date(doc.start))} · ${who}` : who
  return data
}
