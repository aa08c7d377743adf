import type { Metadata } from 'next'

import { confirmationMailState, orderPaymentState, orderWithKey } from '@/features/shop'
import { OrderConfirmation } from '@/features/shop'
import { readShopSettings } from '@/features/shop'
import { shopStyles as styles } from '@/features/shop'
import { NotFoundContent } from '@/lib/ui/NotFoundContent'

import { getPayloadClient, getSiteSettings } from '../../../_data/queries'

type Args = {
  params: Promise<{ number: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: `Bestellung | ${settings.businessName}` }, robots: { index: false } }
}

/** The confirmation of one order: only with its key (from the redirect and the order mail). */
export default async function OrderPage({ params, searchParams }: Args) {
  const [{ number }, query] = await Promise.all([params, searchParams])
  const key = String(Array.isArray(query.key) ? query.key[0] : (query.key ?? ''))
  const payload = await getPayloadClient()
  const found = await orderWithKey(payload, decodeURIComponent(number), key)
  if (!found) return <NotFoundContent />
  // Asking Mollie may have moved the order on (paid, cancelled): read it again then.
  const payment = await orderPaymentState(payload, found)
  const order = payment
    ? await payload.findByID({ collection: 'orders', id: found.id, depth: 0, overrideAccess: true })
    : found
  const [settings, mail, site] = await Promise.all([
    readShopSettings(payload),
    confirmationMailState(payload, order),
    getSiteSettings(),
  ])
  return (
    <article className={styles.shop}>
      <OrderConfirmation
        order={order}
        settings={settings}
        mail={mail}
        phone={site.phone ?? null}
        payment={payment}
      />
    </article>
  )
}
