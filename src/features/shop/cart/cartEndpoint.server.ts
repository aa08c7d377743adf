import type { Payload } from 'payload'

import { HELD_REF, ticketSeller } from '@/contracts/ticketSales'
import { formatPrice } from '@/lib/format'
import type { Product } from '@/payload-types'

import { addLine, type CartLine, itemCount, lineKey, setLineQuantity } from './cart'
import {
  allowedQuantity,
  type CatalogueProduct,
  isOfferRefusal,
  isSoldOut,
  offerOf,
} from '../catalogue/catalogue'
import { SHOP_PATHS } from '../paths'
import { lineUrl, type PricedCart, priceCart } from './pricing.server'
import { parseEuroInput } from '@/lib/euroInput'
import {
  cartCookie,
  cartOf,
  hasUnreadableCart,
  INVALID_RETURN,
  limited,
  readShopForm,
  redirectTo,
  refusal,
  refusalAnswer,
  returnTarget,
  shopLimiter,
  type ShopRefusal,
  wantsJson,
} from '../shopHttp.server'

/** The lines the cookie keeps: as priced, without what cannot be ordered at all. */
const keptLines = (priced: PricedCart): CartLine[] =>
  priced.lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({ ...line.line, quantity: line.quantity }))

/** The cart as the header's dropdown and the cart page's script read it. */
export function cartSummary(priced: PricedCart) {
  const lines = priced.lines.map((line) => ({
    key: line.key,
    title: line.offer.title,
    variantLabel: line.offer.variantLabel,
    quantity: line.quantity,
    unitPrice: formatPrice(line.offer.priceCents),
    lineTotal: formatPrice(line.lineTotalCents),
    lineTotalCents: line.lineTotalCents,
    unitPriceText: line.unitPriceText,
    url: lineUrl(line),
    problem: line.problem,
  }))
  return {
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines,
    subtotalCents: priced.totals.subtotalCents,
    subtotal: formatPrice(priced.totals.subtotalCents),
  }
}

const NOT_FOUND = refusal(
  404,
  'unknown_product',
  'There is no product with this id in the shop.',
  'Dieses Produkt gibt es im Shop nicht (mehr).',
)

/**
 * The variant for the values chosen in the attribute selects (a form sent without script has no
 * variant id). A combination no variant has yields a made-up id, which offerOf refuses.
 */
function variantByOptions(product: Product, fields: URLSearchParams): string | null {
  const option1 = fields.get('option1')
  if (!option1 || !product.variants?.length) return null
  const option2 = fields.get('option2') ?? ''
  const twoAttributes = (product.attributes?.length ?? 0) > 1
  const match = product.variants.find(
    (variant) =>
      variant.option1 === option1 && (!twoAttributes || (variant.option2 ?? '') === option2),
  )
  return match?.id ?? 'none'
}

/** The line a form post adds: product, variant, amount for a free voucher, quantity by the rules. */
async function lineToAdd(
  payload: Payload,
  fields: URLSearchParams,
): Promise<CartLine | ShopRefusal> {
  const productId = Number(fields.get('product'))
  if (!Number.isSafeInteger(productId) || productId <= 0) return NOT_FOUND
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ id: { equals: productId } }, { active: { equals: true } }] },
    limit: 1,
    depth: 0,
  })
  const product = docs[0] as Product | undefined
  // Tickets come into the cart from their event's page, with the places held for the names.
  if (!product || product.kind === 'ticket') return NOT_FOUND
  const variantId = fields.get('variant') || variantByOptions(product, fields)
  const amountText = fields.get('amount')
  const amountCents = amountText ? parseEuroInput(amountText) : null
  const offer = offerOf(product as unknown as CatalogueProduct, variantId, amountCents)
  if (isOfferRefusal(offer))
    return offer.refused === 'invalid_amount'
      ? refusal(
          400,
          'invalid_amount',
          'The voucher amount is outside the allowed range.',
          `Bitte einen Betrag zwischen ${formatPrice(product.freeAmount?.minCents ?? 500)} und ${formatPrice(product.freeAmount?.maxCents ?? 50_000)} angeben.`,
        )
      : refusal(
          400,
          offer.refused,
          offer.refused === 'no_variant'
            ? 'This product has variants; choose one.'
            : 'This combination of options does not exist.',
          offer.refused === 'no_variant'
            ? 'Bitte wählen Sie zuerst eine Variante.'
            : 'Diese Kombination ist nicht erhältlich. Bitte wählen Sie eine andere.',
        )
  if (isSoldOut(offer))
    return refusal(
      409,
      'sold_out',
      'This item is sold out.',
      `„${offer.title}“ ist leider ausverkauft.`,
    )
  return {
    productId,
    variantId: offer.variantId,
    amountCents: offer.voucher && !offer.variantId && amountCents ? amountCents : null,
    quantity: allowedQuantity(fields.get('quantity') ?? offer.rules.min, offer),
  }
}

/** A removed line of held tickets gives its places back at once, not when the hold runs out. */
async function releaseHeld(payload: Payload, key: string) {
  const ref = key.split('_')[1] ?? ''
  const seller = ticketSeller(payload)
  if (seller && HELD_REF.test(ref)) await seller.release(payload, ref)
}

/**
 * POST /api/shop/cart: `action` add (product, variant, quantity, amount), update (key, quantity)
 * or remove (key). Answers the cart as JSON, or sends a form post back where it came from.
 */
export async function handleCartPost(request: Request, payload: Payload): Promise<Response> {
  const back = SHOP_PATHS.cart
  const tooMany = await limited(request, shopLimiter('cart', 120, 60_000))
  if (tooMany) return refusalAnswer(request, tooMany, back)
  const fields = await readShopForm(request)
  if (fields instanceof URLSearchParams === false) return refusalAnswer(request, fields, back)
  const returnTo = returnTarget(fields.get('return'), back)
  if (returnTo === null) return refusalAnswer(request, INVALID_RETURN, back)
  let lines = cartOf(request)
  const action = fields.get('action') ?? 'add'
  let notice = ''
  let asked: { key: string; quantity: number } | null = null
  if (action === 'add') {
    const line = await lineToAdd(payload, fields)
    if ('status' in line) return refusalAnswer(request, line, back)
    lines = addLine(lines, line)
    notice = 'Der Artikel liegt im Warenkorb.'
    asked = {
      key: lineKey(line),
      quantity: lines.find((l) => lineKey(l) === lineKey(line))!.quantity,
    }
  } else if (action === 'update' || action === 'remove') {
    const key = fields.get('key') ?? ''
    if (!lines.some((line) => lineKey(line) === key))
      return refusalAnswer(
        request,
        refusal(
          404,
          'unknown_line',
          'This line is not in the cart.',
          'Dieser Artikel ist nicht mehr im Warenkorb.',
        ),
        back,
      )
    const quantity = action === 'remove' ? 0 : Number(fields.get('quantity'))
    if (!Number.isFinite(quantity))
      return refusalAnswer(
        request,
        refusal(
          400,
          'invalid_quantity',
          'The quantity must be a number.',
          'Bitte eine Menge als Zahl angeben.',
        ),
        back,
      )
    lines = setLineQuantity(lines, key, Math.max(0, Math.floor(quantity)))
    if (!lines.some((line) => lineKey(line) === key)) await releaseHeld(payload, key)
    notice = action === 'remove' ? 'Der Artikel wurde entfernt.' : 'Die Menge wurde geändert.'
  } else
    return refusalAnswer(
      request,
      refusal(
        400,
        'invalid_action',
        'The action must be add, update or remove.',
        'Unbekannte Aktion.',
      ),
      back,
    )
  // Priced again: quantities are brought within each product's rules and stock, gone lines drop.
  const priced = await priceCart(payload, lines)
  const kept = keptLines(priced)
  const capped = asked && priced.lines.find((line) => line.key === asked!.key)
  if (capped && capped.quantity < asked!.quantity)
    notice = `Von „${capped.offer.title}“ sind höchstens ${capped.quantity} Stück bestellbar; so viele liegen jetzt im Warenkorb.`
  const headers = { 'set-cookie': cartCookie(kept) }
  if (!wantsJson(request)) return redirectTo(returnTo, headers)
  return Response.json(
    { ...cartSummary(priced), notice },
    { headers: { ...headers, 'cache-control': 'no-store' } },
  )
}

/** GET /api/shop/cart: the cart as JSON for the header's dropdown. */
export async function handleCartGet(request: Request, payload: Payload): Promise<Response> {
  const tooMany = await limited(request, shopLimiter('cart-read', 240, 60_000))
  if (tooMany) return refusalAnswer(request, tooMany, SHOP_PATHS.cart)
  const priced = await priceCart(payload, cartOf(request))
  const rewrite = priced.adjusted || hasUnreadableCart(request)
  return Response.json(
    {
      ...cartSummary(priced),
      notice: priced.adjusted
        ? 'Ihr Warenkorb wurde angepasst: gleiche Artikel zusammengefasst und Mengen auf das Bestellbare begrenzt.'
        : '',
    },
    {
      headers: {
        'cache-control': 'private, no-store',
        vary: 'cookie',
        // A cart cookie that said more or other than the cart holds is replaced by what it holds.
        ...(rewrite ? { 'set-cookie': cartCookie(keptLines(priced)) } : {}),
      },
    },
  )
}

export { itemCount }
