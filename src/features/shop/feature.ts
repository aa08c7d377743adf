import type { FeatureManifest } from '@/lib/featureManifest'

/** The shop: products, cart, checkout, orders and vouchers. */
export const manifest = {
  plugin: true,
  islands: {
    'cart-dropdown': 'cart/cartDropdown.island',
    'cart-page': 'cart/cartPage.island',
    checkout: 'checkout/checkout.island',
    product: 'catalogue/product.island',
  },
  firstLoad: ['cart-dropdown'],
  collections: {
    products: 'products',
    orders: 'orders',
    vouchers: 'vouchers',
    invoices: 'invoices',
  },
  globals: {
    shopSettings: 'shop-settings',
  },
} satisfies FeatureManifest
