import type { Payload } from 'payload'

import { countryByCode, stateOf } from '../cart/countries'
import { SHOP_PATHS } from '../paths'
import { redeemableVoucher } from '../orders/placeOrder.server'
import {
  limited,
  readShopForm,
  redirectTo,
  refusalAnswer,
  shopLimiter,
  wantsJson,
} from '../shopHttp.server'
import { normaliseVoucherCode } from './voucherCodes'
import { voucherCookie } from './voucherCookie.server'

/** What the checkout shows for a code it did not take; the same for every reason. */
export const VOUCHER_STATUS = {
  refused: 'abgelehnt',
  limited: 'zu-viele',
} as const

/** The checkout again, for the same country and state, with a status for the voucher field. */
function checkoutUrl(fields: URLSearchParams, status?: string) {
  const country = countryByCode(fields.get('land') ?? '')?.code ?? 'DE'
  const query = new URLSearchParams({ land: country })
  const state = stateOf(country, fields.get('bundesland') ?? '')
  if (state) query.set('bundesland', state)
  if (status) query.set('gutschein', status)
  return `${SHOP_PATHS.checkout}?${query}`
}

/**
 * POST /api/shop/voucher: the checkout's „Gutschein einlösen“. The one place a visitor can try a
 * code, limited per address like the other shop endpoints (ten tries in ten minutes). An unknown,
 * expired and used-up code get the same answer, so trying codes tells nothing about the vouchers
 * the salon sold; the order endpoint checks the code again when the visitor pays with it.
 * An empty code takes the voucher off the order.
 */
export async function handleVoucherPost(request: Request, payload: Payload): Promise<Response> {
  const tooMany = await limited(request, shopLimiter('voucher', 10, 10 * 60_000))
  if (tooMany)
    return wantsJson(request)
      ? refusalAnswer(request, tooMany, SHOP_PATHS.checkout)
      : redirectTo(checkoutUrl(new URLSearchParams(), VOUCHER_STATUS.limited))
  const fields = await readShopForm(request)
  if (!(fields instanceof URLSearchParams))
    return refusalAnswer(request, fields, SHOP_PATHS.checkout)
  const code = normaliseVoucherCode(fields.get('gutschein'))
  if (!code) return answer(request, fields, null)
  const found = await redeemableVoucher(payload, code)
  if ('status' in found)
    return wantsJson(request)
      ? refusalAnswer(request, found, SHOP_PATHS.checkout)
      : redirectTo(checkoutUrl(fields, VOUCHER_STATUS.refused), {
          'set-cookie': voucherCookie(null),
        })
  return answer(request, fields, found.code)
}

function answer(request: Request, fields: URLSearchParams, code: string | null) {
  const headers = { 'set-cookie': voucherCookie(code) }
  if (!wantsJson(request)) return redirectTo(checkoutUrl(fields), headers)
  return Response.json(
    { code, location: checkoutUrl(fields) },
    { headers: { ...headers, 'cache-control': 'no-store' } },
  )
}
