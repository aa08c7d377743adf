import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import type { Product } from '@/payload-types'

import {
  type CatalogueProduct,
  isVoucher,
  lowestPrice,
  offerOf,
  isOfferRefusal,
  productSoldOut,
} from './catalogue'
import { SHOP_PATHS } from '../paths'
import { PriceInfo } from './PriceInfo'
import { unitPriceTextOf } from '../cart/pricing.server'
import styles from '../Shop.module.css'

/** One product in the /shop list: picture, name, price with its notices, sold out. */
export function ProductCard({
  product,
  smallBusiness,
  shippingPath,
  priority,
}: {
  product: Product
  smallBusiness: boolean
  shippingPath: string
  priority: boolean
}) {
  const catalogue = product as unknown as CatalogueProduct
  const { cents, from } = lowestPrice(catalogue)
  const single = product.variants?.length ? null : offerOf(catalogue, null)
  const unitPriceText = single && !isOfferRefusal(single) ? unitPriceTextOf(single) : null
  const soldOut = productSoldOut(catalogue)
  const image = product.images?.[0]
  return (
    <li className={styles.card}>
      <a href={SHOP_PATHS.product(product.slug ?? '')} className={styles.cardLink}>
        {image && typeof image === 'object' && (
          <ResponsiveImage
            media={image}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
            className={styles.cardImage}
            priority={priority}
            decorative
          />
        )}
        <h2 className={styles.cardTitle}>{product.title}</h2>
      </a>
      {product.summary && <p className={styles.cardSummary}>{product.summary}</p>}
      <PriceInfo
        cents={cents}
        from={from}
        unitPriceText={unitPriceText}
        smallBusiness={smallBusiness}
        shippingPath={shippingPath}
        voucher={isVoucher(catalogue)}
        deliveryTime={product.deliveryTime}
      />
      {soldOut && <p className={styles.soldOut}>Ausverkauft</p>}
    </li>
  )
}
