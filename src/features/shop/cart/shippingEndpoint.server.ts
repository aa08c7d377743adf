import type { Payload } from 'payload'

import { formatPrice } from '@/lib/format'

import { countryByCode, stateOf } from './countries'
import { SHOP_PATHS } from '../paths'
import { priceCart } from './pricing.server'
import { cartOf, limited, refusal, refusalAnswer, shopLimiter } from '../shopHttp.server'

/**
 * GET /api/shop/shipping?country=DE&state=DE-BE&postcode=10969: the shipping calculator. The
 * options and their cost for the visitor's cart (free from a threshold) at that destination, and
 * the states the country has.
 */
export async function handleShippingGet(request: Request, payload: Payload): Promise<Response> {
  const tooMany = await limited(request, shopLimiter('shipping', 120, 60_000))
  if (tooMany) return refusalAnswer(request, tooMany, SHOP_PATHS.cart)
  const params = new URL(request.url).searchParams
  const country = countryByCode(params.get('country'))
  if (!country)
    return refusalAnswer(
      request,
      refusal(
        400,
        'invalid_country',
        'The country must be an ISO 3166-1 code the shop lists.',
        'Bitte ein Land aus der Liste wählen.',
      ),
      SHOP_PATHS.cart,
    )
  const postcode = (params.get('postcode') ?? '').trim().slice(0, 12)
  const state = stateOf(country.code, params.get('state'))
  const priced = await priceCart(payload, cartOf(request), {
    destination: { country: country.code, state, postcode },
  })
  return Response.json(
    {
      country: country.code,
      state,
      states: country.states,
      options: priced.shippingOptions.map((option) => ({
        ...option,
        cost: option.costCents === 0 ? 'kostenlos' : formatPrice(option.costCents),
      })),
      notice:
        !priced.needsShipping || priced.shippingOptions.some((option) => option.id !== 'pickup')
          ? ''
          : `Nach ${country.name} liefern wir leider nicht.${priced.shippingOptions.length ? ' Abholung im Salon ist möglich.' : ''}`,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}
