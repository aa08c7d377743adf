import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { parseCart } from '@/features/shop'
import { CartView } from '@/features/shop'
import { countryByCode, stateOf } from '@/features/shop'
import { CART_COOKIE } from '@/features/shop'
import { priceCart, readShopSettings } from '@/features/shop'
import { shopStyles as styles } from '@/features/shop'

import { getPayloadClient, getSiteSettings } from '../_data/queries'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? ''

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: `Warenkorb | ${settings.businessName}` }, robots: { index: false } }
}

/** /warenkorb: per visitor (it reads the cart cookie), so never cached for another. */
export default async function CartPage({ searchParams }: Args) {
  const query = await searchParams
  const cart = parseCart((await cookies()).get(CART_COOKIE)?.value)
  const payload = await getPayloadClient()
  const shop = await readShopSettings(payload)
  const calculated = Boolean(one(query.land))
  const country = countryByCode(one(query.land))?.code ?? 'DE'
  const destination = {
    country,
    state: stateOf(country, one(query.bundesland)),
    postcode: one(query.plz).slice(0, 12),
  }
  const priced = await priceCart(payload, cart, { destination, settings: shop })
  return (
    <article className={styles.shop}>
      <h1 className="page-title">Warenkorb</h1>
      <CartView
        priced={priced}
        destination={destination}
        calculated={calculated}
        shippingPath={shop.shippingPagePath}
      />
    </article>
  )
}
