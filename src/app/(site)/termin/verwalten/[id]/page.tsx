import type { Metadata } from 'next'

import { GLOBALS } from '@/contracts/slugs'
import { readSalon, viewOf } from '@/features/booking'
import { appointmentMailState } from '@/features/booking'
import { changeDeadline, findManaged, mayChange } from '@/features/booking'
import { ManageView } from '@/features/booking'
import { settleDepositOnReturn } from '@/features/booking'
import { NotFoundContent } from '@/lib/ui/NotFoundContent'

import { getPayloadClient, getSiteSettings } from '../../../_data/queries'

type Args = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: `Ihr Termin | ${settings.businessName}` }, robots: { index: false } }
}

const one = (value: string | string[] | undefined) =>
  String((Array.isArray(value) ? value[0] : value) ?? '')

/** One appointment, readable with the key of its link only (from the confirmation and its mails). */
export default async function ManagePage({ params, searchParams }: Args) {
  const [{ id }, query] = await Promise.all([params, searchParams])
  const key = one(query.key)
  const payload = await getPayloadClient()
  const found = await findManaged(payload, id, key)
  if (!found) return <NotFoundContent />
  const appointment = await settleDepositOnReturn(payload, found)
  const [salon, settings, view, mail] = await Promise.all([
    readSalon(payload),
    payload.findGlobal({ slug: GLOBALS.bookingSettings, depth: 0 }),
    viewOf(payload, appointment),
    appointmentMailState(payload, appointment),
  ])
  const flash = one(query.abgesagt) ? 'abgesagt' : one(query.verlegt) ? 'verlegt' : undefined
  return (
    <ManageView
      view={view}
      salon={salon}
      settings={settings}
      manageKey={key}
      changeable={mayChange(appointment, settings)}
      deadline={changeDeadline(appointment, settings)}
      mail={mail}
      {...(flash ? { flash } : {})}
    />
  )
}
