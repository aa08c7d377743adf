import type { Metadata } from 'next'

import { BookingTickets } from '@/features/events'
import { bookingByKey } from '@/features/events'
import { ticketQrSvg } from '@/features/events'
import { NotFoundContent } from '@/lib/ui/NotFoundContent'

import { getPayloadClient, getSiteSettings } from '../../../_data/queries'

type Args = {
  params: Promise<{ key: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Personal: the tickets of one booking, by the secret key of its link. Never cached or indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: `Ihre Karten | ${settings.businessName}` }, robots: { index: false } }
}

export default async function EventBookingPage({ params, searchParams }: Args) {
  // The key is base64url: anything that needs decoding is no key.
  const { key } = await params
  const payload = await getPayloadClient()
  const booking = await bookingByKey(payload, key)
  if (!booking) return <NotFoundContent />
  const qrCodes = new Map(
    await Promise.all(
      booking.tickets.map(
        async (ticket) => [ticket.id, await ticketQrSvg(ticket.code ?? '')] as const,
      ),
    ),
  )
  const cancelled = Number((await searchParams).storniert)
  return (
    <BookingTickets
      bookingKey={key}
      event={booking.event}
      tickets={booking.tickets}
      qrCodes={qrCodes}
      cancelledNow={Number.isSafeInteger(cancelled) && cancelled > 0 ? cancelled : 0}
    />
  )
}
