/** The shop's addresses (CONTRACTS.md: /shop, /shop/<slug>, /warenkorb, /kasse) and its legal pages. */
export const SHOP_PATHS = {
  catalogue: '/shop',
  product: (slug: string) => `/shop/${slug}`,
  cart: '/warenkorb',
  checkout: '/kasse',
  /** The confirmation of one order, readable with its key only. */
  order: (number: string, key: string) =>
    `/kasse/bestellung/${encodeURIComponent(number)}?key=${encodeURIComponent(key)}`,
  /** The Widerrufsbutton (BGB § 356a): „Vertrag widerrufen“. */
  withdraw: '/vertrag-widerrufen',
  shippingInfo: '/versand-und-zahlung',
  terms: '/agb',
  withdrawalInfo: '/widerrufsbelehrung',
} as const

/** The shop's endpoints; every one answers JSON errors in English with a 4xx status. */
export const SHOP_API = {
  cart: '/api/shop/cart',
  shipping: '/api/shop/shipping',
  orders: '/api/shop/orders',
  payAgain: '/api/shop/orders/pay',
  withdrawal: '/api/shop/withdrawal',
  voucher: '/api/shop/voucher',
} as const

/** The cart cookie: product, variant and quantity per line, no prices (the server prices). */
export const CART_COOKIE = 'salon_cart'
