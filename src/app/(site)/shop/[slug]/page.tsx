import type { Metadata } from 'next'

import { ProductDetail } from '@/features/shop/ProductDetail'
import { readShopSettings } from '@/features/shop/pricing.server'
import { productBySlug } from '@/features/shop/shopQueries.server'
import { absoluteMediaUrl } from '@/lib/media/sources'
import { env } from '@/lib/env'
import { NotFoundContent } from '@/lib/ui/NotFoundContent'

import { getPayloadClient, getSiteSettings } from '../../_data/queries'

type Args = { params: Promise<{ slug: string }> }

export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

const segment = (slug: string) => {
  try {
    return decodeURIComponent(slug)
  } catch {
    return ''
  }
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug } = await params
  const [product, settings] = await Promise.all([
    productBySlug(await getPayloadClient(), segment(slug)),
    getSiteSettings(),
  ])
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

/** /shop/<slug>: one product, its variants and the form that puts it in the cart. */
export default async function ProductPage({ params }: Args) {
  const { slug } = await params
  const payload = await getPayloadClient()
  const [product, shop] = await Promise.all([
    productBySlug(payload, segment(slug)),
    readShopSettings(payload),
  ])
  if (!product) return <NotFoundContent />
  return (
    <ProductDetail
      product={product}
      smallBusiness={Boolean(shop.smallBusiness)}
      shippingPath={shop.shippingPagePath}
    />
  )
}
