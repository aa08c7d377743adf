import type { Metadata } from 'next'

import {
  exemptLines,
  NO_WITHDRAWAL_RIGHT,
  orderOf,
  readWithdrawal,
  withdrawsNothing,
} from '@/features/shop'
import { shopStyles as styles } from '@/features/shop'
import { WithdrawalView } from '@/features/shop'

import { getPayloadClient, getSiteSettings } from '../_data/queries'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { absolute: `Vertrag widerrufen | ${settings.businessName}` },
    robots: { index: false },
  }
}

/** The Widerrufsbutton's page (§ 356a BGB), linked from every page's footer and the order mail. */
export default async function WithdrawPage({ searchParams }: Args) {
  const query = await searchParams
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    if (typeof value === 'string') params.set(name, value)
  let view: Parameters<typeof WithdrawalView>[0] = { step: 'form', values: {}, errors: {} }
  const receivedAt = params.get('eingegangen')
  if (receivedAt && !Number.isNaN(Date.parse(receivedAt)))
    view = { step: 'received', number: (params.get('bestellung') ?? '').slice(0, 20), receivedAt }
  else if (params.has('name') || params.has('order')) {
    const { request, errors } = readWithdrawal(params)
    if (params.get('aendern') || Object.keys(errors).length)
      view = { step: 'form', values: request, errors: params.get('aendern') ? {} : errors }
    else {
      const order = await orderOf(await getPayloadClient(), request.number, request.email)
      view = order
        ? withdrawsNothing(order)
          ? { step: 'form', values: request, errors: { form: NO_WITHDRAWAL_RIGHT.notice } }
          : { step: 'review', values: request, exempt: exemptLines(order) }
        : {
            step: 'form',
            values: request,
            errors: {
              form: 'Zu dieser Bestellnummer und E-Mail-Adresse finden wir keine Bestellung. Bitte prüfen Sie beide Angaben.',
            },
          }
    }
  }
  return (
    <article className={styles.shop}>
      <h1 className="page-title">Vertrag widerrufen</h1>
      <WithdrawalView {...view} />
    </article>
  )
}
