import type { Metadata } from 'next'

import { GLOBALS } from '@/contracts/slugs'
import { privacyPathOf } from '@/features/consent'
import { bookingPageData } from '@/features/booking'
import { BookingView } from '@/features/booking'

import { getPayloadClient, getSiteSettings } from '../_data/queries'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { absolute: `Termin buchen | ${settings.businessName}` },
    description: `Termin bei ${settings.businessName} online buchen – ohne Anmeldung.`,
  }
}

/** /termin (CONTRACTS.md): online booking, one step per address; free times are live, never cached. */
export default async function BookingPage({ searchParams }: Args) {
  const query = await searchParams
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value ?? '']) params.append(name, one)
  const payload = await getPayloadClient()
  const [data, consent] = await Promise.all([
    bookingPageData(payload, params),
    payload.findGlobal({ slug: GLOBALS.consentSettings, depth: 0 }),
  ])
  return <BookingView data={data} privacyPath={privacyPathOf(consent)} />
}
