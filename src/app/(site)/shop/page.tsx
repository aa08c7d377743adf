import type { Metadata } from 'next'

import { ProductCard } from '@/features/shop/ProductCard'
import { readShopSettings } from '@/features/shop/pricing.server'
import styles from '@/features/shop/Shop.module.css'
import { listProducts } from '@/features/shop/shopQueries.server'

import { getPayloadClient, getSiteSettings } from '../_data/queries'

// As every public page: rendered on the first request, kept, expired by the products' hooks.
export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { absolute: `Shop | ${settings.businessName}` },
    description: `Pflegeprodukte und Gutscheine von ${settings.businessName}.`,
    alternates: { canonical: '/shop' },
  }
}

/** /shop: every visible product with its price, Grundpreis and notices. */
export default async function ShopPage() {
  const payload = await getPayloadClient()
  const [products, shop] = await Promise.all([listProducts(payload), readShopSettings(payload)])
  return (
    <article className={styles.shop}>
      <h1 className="page-title">Shop</h1>
      {products.length === 0 ? (
        <p>Zurzeit gibt es hier keine Produkte.</p>
      ) : (
        <ul className={styles.grid}>
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              smallBusiness={Boolean(shop.smallBusiness)}
              shippingPath={shop.shippingPagePath}
              priority={index < 2}
            />
          ))}
        </ul>
      )}
    </article>
  )
}
