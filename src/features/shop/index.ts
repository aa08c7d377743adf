import type { Endpoint, Plugin } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { offerShopSales } from '@/contracts/ticketSales'
import { hasRole, staffOf } from '@/lib/access'

import { orderDocumentEndpoints } from './orders/documentEndpoints.server'
import { Orders } from './collections/orders'
import { Products } from './collections/products'
import { ShopSettings } from './collections/shopSettings'
import { Vouchers } from './collections/vouchers'
import { ordersCsv } from './orders/ordersCsv'
import { shopSalesService } from './ticketSales.server'

const exportOrders: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const user = staffOf(req)
    if (!hasRole(user, 'admin') && !hasRole(user, 'editor'))
      return Response.json(
        { code: 'forbidden', message: 'Only staff may export orders.' },
        { status: 403 },
      )
    const { docs } = await req.payload.find({
      collection: 'orders',
      sort: 'createdAt',
      limit: 0,
      pagination: false,
      depth: 0,
      req,
    })
    return new Response(ordersCsv(docs), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="bestellungen-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/**
 * The shop (docs/shop.md): products with variations, orders placed by the checkout, value
 * vouchers, and the „Shop“ settings (VAT status, payment, shipping zones, legal pages). Sells
 * event tickets for the events feature through contracts/ticketSales.ts.
 */
export const shopFeature: Plugin = (config) =>
  offerShopSales(
    withFeature(config, {
      collections: [
        Products,
        { ...Orders, endpoints: [exportOrders, ...orderDocumentEndpoints] },
        Vouchers,
      ],
      globals: [ShopSettings],
    }),
    shopSalesService,
  )

// The face of this feature for src/app (ESLint refuses deeper imports from there).
export { default as shopStyles } from './Shop.module.css'
export { CartDropdown } from './cart/CartDropdown'
export { CartView } from './cart/CartView'
export { parseCart } from './cart/cart'
export { handleCartGet, handleCartPost } from './cart/cartEndpoint.server'
export { countryByCode, stateOf } from './cart/countries'
export { priceCart, readShopSettings } from './cart/pricing.server'
export { handleShippingGet } from './cart/shippingEndpoint.server'
export { ProductCard } from './catalogue/ProductCard'
export { ProductDetail } from './catalogue/ProductDetail'
export { listProductPaths, listProducts, productBySlug } from './catalogue/shopQueries.server'
export { CheckoutView } from './checkout/CheckoutView'
export type { CheckoutPrefill } from './checkout/CheckoutView'
export { WithdrawLink } from './legal/WithdrawLink'
export { WithdrawalView } from './legal/WithdrawalView'
export {
  NO_WITHDRAWAL_RIGHT,
  exemptLines,
  handleWithdrawalPost,
  orderOf,
  readWithdrawal,
  withdrawsNothing,
} from './legal/withdrawal.server'
export { OrderConfirmation } from './orders/OrderConfirmation'
export { confirmationMailState } from './orders/confirmationMail.server'
export { handleOrderPost } from './orders/orderEndpoint.server'
export { ORDER_STATUSES, isOrderStatus } from './orders/orderStatus'
export { VOUCHER_REFUSED, redeemableVoucher } from './orders/placeOrder.server'
export { CART_COOKIE, SHOP_PATHS } from './paths'
export { VOUCHER_COOKIE, voucherFromCookie } from './vouchers/voucherCookie.server'
export { VOUCHER_STATUS, handleVoucherPost } from './vouchers/voucherEndpoint.server'
