import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'

import { ACCOUNT_PATHS } from '@/features/accounts'
import { signedInCustomer } from '@/features/accounts'
import { parseCart } from '@/features/shop'
import { CheckoutView, type CheckoutPrefill } from '@/features/shop'
import { countryByCode, stateOf } from '@/features/shop'
import { CART_COOKIE, SHOP_PATHS } from '@/features/shop'
import { redeemableVoucher, VOUCHER_REFUSED } from '@/features/shop'
import { VOUCHER_COOKIE, voucherFromCookie } from '@/features/shop'
import { VOUCHER_STATUS } from '@/features/shop'
import { onlineMethods, priceCart, readShopSettings } from '@/features/shop'
import { shopStyles as styles } from '@/features/shop'

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
  const jar = await cookies()
  const cart = parseCart(jar.get(CART_COOKIE)?.value)
  const payload = await getPayloadClient()
  const settings = await readShopSettings(payload)
  const customer = await signedInCustomer(payload, new Headers(await headers()))
  const country = countryByCode(one(query.land) || (customer?.billing?.country ?? ''))?.code ?? 'DE'
  const destination = { country, state: stateOf(country, one(query.bundesland)) }
  // Only a code the rate-limited voucher endpoint signed is looked up (voucherEndpoint.server.ts).
  const code = voucherFromCookie(jar.get(VOUCHER_COOKIE)?.value)
  const found = code ? await redeemableVoucher(payload, code) : null
  const status = one(query.gutschein)
  const voucher = found
    ? 'status' in found
      ? { code: '', problem: found.notice }
      : { code: found.code, problem: null }
    : status === VOUCHER_STATUS.refused
      ? { code: '', problem: VOUCHER_REFUSED.notice }
      : status === VOUCHER_STATUS.limited
        ? {
            code: '',
            problem:
              'Zu viele Versuche mit Gutscheincodes. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
          }
        : null
  const balance = found && !('status' in found) ? found.balanceCents : 0
  const online = await onlineMethods(payload)
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
      {priced.lines.length > 0 && !customer && (
        <p data-reload-on-login>
          Sie haben ein Kundenkonto? <a href={ACCOUNT_PATHS.home}>Anmelden</a> (oben rechts), dann
          füllen wir Ihre Adresse aus. Als Gast bestellen geht genauso.
        </p>
      )}
      {priced.lines.length === 0 ? (
        <p>
          Ihr Warenkorb ist leer. <a href={SHOP_PATHS.catalogue}>Zum Shop</a>
        </p>
      ) : (
        <CheckoutView
          priced={priced}
          settings={settings}
          destination={destination}
          online={online}
          voucher={voucher}
          prefill={customer ? prefillOf(customer) : undefined}
        />
      )}
    </article>
  )
}

type SavedCustomer = NonNullable<Awaited<ReturnType<typeof signedInCustomer>>>

/** The checkout's fields from „Mein Konto“: e-mail, phone and the saved addresses. */
function prefillOf(customer: SavedCustomer): CheckoutPrefill {
  const address = (saved: SavedCustomer['billing']) => ({
    first_name: saved?.firstName ?? '',
    last_name: saved?.lastName ?? '',
    company: saved?.company ?? '',
    street: saved?.street ?? '',
    postcode: saved?.postcode ?? '',
    city: saved?.city ?? '',
  })
  return {
    email: customer.email,
    phone: customer.phone ?? '',
    billing: address(customer.billing),
    shipping: address(customer.shipping),
  }
}
