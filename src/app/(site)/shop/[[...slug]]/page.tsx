import type { Metadata } from 'next'

import { ProductCard } from '@/features/shop'
import { ProductDetail } from '@/features/shop'
import { readShopSettings } from '@/features/shop'
import { shopStyles as styles } from '@/features/shop'
import { listProducts, productBySlug } from '@/features/shop'
import { env } from '@/lib/env'
import { absoluteMediaUrl } from '@/lib/media/sources'
import { NotFoundContent } from '@/lib/ui/NotFoundContent'

import { getPayloadClient, getSiteSettings } from '../../_data/queries'

type Args = { params: Promise<{ slug?: string[] }> }

// /shop and /shop/<slug> in one optional catch-all, like the pages: rendered on the first request
// and kept, expired by the products' hooks; nothing is rendered at build time (a build must not
// depend on a database's products).
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

/** The product's slug, null for the list, '' for an address that can be no product. */
function slugOf(slug: string[] | undefined): string | null {
  if (!slug || slug.length === 0) return null
  if (slug.length > 1) return ''
  try {
    return decodeURIComponent(slug[0]!)
  } catch {
    return ''
  }
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const slug = slugOf((await params).slug)
  const settings = await getSiteSettings()
  if (slug === null)
    return {
      title: { absolute: `Shop | ${settings.businessName}` },
      description: `Pflegeprodukte und Gutscheine von ${settings.businessName}.`,
      alternates: { canonical: '/shop' },
    }
  const product = slug ? await productBySlug(await getPayloadClient(), slug) : null
  if (!product)
    return {
      title: { absolute: `Seite nicht gefunden | ${settings.businessName}` },
      robots: { index: false },
    }
  const image = absoluteMediaUrl(
    typeof product.images?.[0] === 'object' ? product.images[0] : null,
    env().serverUrl,
  )
  return {
    title: { absolute: `${product.title} | ${settings.businessName}` },
    description: product.summary ?? undefined,
    alternates: { canonical: `/shop/${product.slug}` },
    openGraph: image ? { images: [image] } : undefined,
  }
}

/** /shop: every visible product; /shop/<slug>: one product and the form that adds it to the cart. */
export default async function ShopPage({ params }: Args) {
  const slug = slugOf((await params).slug)
  const payload = await getPayloadClient()
  const shop = await readShopSettings(payload)
  if (slug !== null) {
    const product = slug ? await productBySlug(payload, slug) : null
    if (!product) return <NotFoundContent />
    return (
      <ProductDetail
        product={product}
        smallBusiness={Boolean(shop.smallBusiness)}
        shippingPath={shop.shippingPagePath}
      />
    )
  }
  const products = await listProducts(payload)
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
              // Only the first: on a phone the second is below the fold, and a second preload
              // would halve the bandwidth of the picture that is the page's largest paint.
              priority={index === 0}
            />
          ))}
        </ul>
      )}
    </article>
  )
}
