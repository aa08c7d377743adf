// The face of this feature: what src/app and tests may use (ESLint refuses deeper imports
// from the routes). The wiring (src/wiring/plugins.ts) takes the plugin from ./plugin, so plain
// Node (the Payload CLI, scripts, tests) never loads the pages' components and stylesheets.
export * from './plugin'

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
export { onlineMethods } from './checkout/onlineMethods.server'
export { paymentWords } from './checkout/payments'
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
export { handlePayAgainPost } from './orders/payAgainEndpoint.server'
export { orderPaymentState } from './orders/orderPayment.server'
export { orderWithKey } from './orders/orderWithKey.server'
export { ORDER_STATUSES, isOrderStatus } from './orders/orderStatus'
export { VOUCHER_REFUSED, redeemableVoucher } from './orders/placeOrder.server'
export { CART_COOKIE, SHOP_PATHS } from './paths'
export { VOUCHER_COOKIE, voucherFromCookie } from './vouchers/voucherCookie.server'
export { VOUCHER_STATUS, handleVoucherPost } from './vouchers/voucherEndpoint.server'
