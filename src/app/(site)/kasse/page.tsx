import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { parseCart } from '@/features/shop/cart'
import { CheckoutView } from '@/features/shop/CheckoutView'
import { countryByCode, stateOf } from '@/features/shop/countries'
import { CART_COOKIE, SHOP_PATHS } from '@/features/shop/paths'
import { redeemableVoucher } from '@/features/shop/placeOrder.server'
import { priceCart, readShopSettings } from '@/features/shop/pricing.server'
import styles from '@/features/shop/Shop.module.css'

import { getPayloadClient, getSiteSettings } from '../_data/queries'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? ''

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: `Kasse | ${settings.businessName}` }, robots: { index: false } }
}

/** /kasse: per visitor (cart cookie), never cached for another. */
export default async function CheckoutPage({ searchParams }: Args) {
  const query = await searchParams
  const cart = parseCart((await cookies()).get(CART_COOKIE)?.value)
  const payload = await getPayloadClient()
  const settings = await readShopSettings(payload)
  const country = countryByCode(one(query.land))?.code ?? 'DE'
  const destination = { country, state: stateOf(country, one(query.bundesland)) }
  const code = one(query.gutschein).trim().slice(0, 40)
  const found = code ? await redeemableVoucher(payload, code) : null
  const voucher = found
    ? 'status' in found
      ? { code, problem: found.notice }
      : { code: found.code, problem: null }
    : null
  const balance = found && !('status' in found) ? found.balanceCents : 0
  const first = await priceCart(payload, cart, { destination, settings })
  const priced = await priceCart(payload, cart, {
    destination,
    settings,
    shippingId: first.shippingOptions[0]?.id ?? null,
    voucherBalanceCents: balance,
  })
  return (
    <article className={styles.shop}>
      <h1 className="page-title">Kasse</h1>
      {priced.lines.length === 0 ? (
        <p>
          Ihr Warenkorb ist leer. <a href={SHOP_PATHS.catalogue}>Zum Shop</a>
        </p>
      ) : (
        <CheckoutView
          priced={priced}
          settings={settings}
          destination={destination}
          voucher={voucher}
        />
      )}
    </article>
  )
}
