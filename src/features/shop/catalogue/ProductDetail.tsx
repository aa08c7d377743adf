import { island } from '@/lib/islands'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { largeImageUrl } from '@/lib/media/sources'
import { formatPrice } from '@/lib/format'
import type { Media, Product } from '@/payload-types'

import {
  type CatalogueProduct,
  isOfferRefusal,
  isSoldOut,
  isVoucher,
  lowestPrice,
  offerOf,
  orderableMax,
  quantityRulesOf,
} from './catalogue'
import { SHOP_API, SHOP_PATHS } from '../paths'
import { PriceInfo } from './PriceInfo'
import { unitPriceTextOf } from '../cart/pricing.server'
import { QuantityInput } from './QuantityInput'
import styles from '../Shop.module.css'
import type { VariantData } from './variantData'

const stockText = (stock: number | null, backorders: boolean, min: number) => {
  if (stock == null) return 'Auf Lager'
  if (stock < min) return backorders ? 'Nachbestellt, etwas längere Lieferzeit' : 'Ausverkauft'
  return stock <= 3 ? `Nur noch ${stock} auf Lager` : 'Auf Lager'
}

const imageUrl = (media: Media | number | null | undefined) =>
  media && typeof media === 'object' ? (largeImageUrl(media) ?? '') : ''

/** What the `product` island needs of each variant: options, price, stock and picture. */
function variantDataOf(
  catalogue: CatalogueProduct,
  variants: NonNullable<Product['variants']>,
  min: number,
): VariantData[] {
  return variants.map((variant) => {
    const offer = offerOf(catalogue, variant.id)
    const ok = !isOfferRefusal(offer)
    return {
      id: variant.id ?? '',
      options: [variant.option1, variant.option2 ?? ''],
      price: formatPrice(variant.priceCents),
      unitPrice: ok ? unitPriceTextOf(offer) : null,
      stock: ok ? stockText(offer.stock, offer.backorders, min) : '',
      soldOut: ok ? isSoldOut(offer) : true,
      max: ok ? orderableMax(offer) : null,
      image: imageUrl(variant.image),
    }
  })
}

/** One select per attribute; the island fills the hidden variant id from the choices. */
function VariantSelects({ product }: { product: Product }) {
  const variants = product.variants ?? []
  const attributes = (product.attributes ?? []).map((attribute) => attribute.name)
  return (
    <fieldset className={styles.variants}>
      <legend className="visually-hidden">Variante wählen</legend>
      {attributes.map((name, index) => {
        const values = [
          ...new Set(
            variants
              .map((variant) => (index === 0 ? variant.option1 : variant.option2))
              .filter((value): value is string => Boolean(value)),
          ),
        ]
        return (
          <p key={name} className={styles.field}>
            <label htmlFor={`option${index + 1}`}>{name}</label>
            <select id={`option${index + 1}`} name={`option${index + 1}`} defaultValue="" required>
              <option value="">Bitte wählen</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </p>
        )
      })}
      <input type="hidden" name="variant" value="" data-variant-id />
    </fieldset>
  )
}

/** A voucher of a free amount: the visitor types the euros. */
function FreeAmountField({ product }: { product: Product }) {
  return (
    <p className={styles.field}>
      <label htmlFor="voucher-amount">
        Betrag in Euro ({formatPrice(product.freeAmount?.minCents ?? 500)} bis{' '}
        {formatPrice(product.freeAmount?.maxCents ?? 50_000)})
      </label>
      <input
        id="voucher-amount"
        name="amount"
        inputMode="decimal"
        required
        placeholder="z. B. 40"
      />
    </p>
  )
}

function DescriptionAndPictures({ product, images }: { product: Product; images: Media[] }) {
  return (
    <>
      {product.description && (
        <div className={styles.description}>
          <h2>Beschreibung</h2>
          {product.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.slice(1).map((image) => (
            <li key={image.id}>
              <a href={imageUrl(image)}>
                <ResponsiveImage media={image} sizes="120px" className={styles.thumb} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * The product page: pictures, description, price with Grundpreis and notices, the variant selects
 * (one per attribute) and the quantity, posted to the cart. Without script it works as a form
 * (the server refuses an impossible combination); the `product` island updates price,
 * Grundpreis, stock and picture as a variant is chosen and refuses impossible combinations at once.
 */
export function ProductDetail({
  product,
  smallBusiness,
  shippingPath,
}: {
  product: Product
  smallBusiness: boolean
  shippingPath: string
}) {
  const catalogue = product as unknown as CatalogueProduct
  const variants = product.variants ?? []
  const rules = quantityRulesOf(catalogue)
  const voucher = isVoucher(catalogue)
  const single = variants.length ? null : offerOf(catalogue, null)
  const singleOffer = single && !isOfferRefusal(single) ? single : null
  const { cents, from } = lowestPrice(catalogue)
  const variantData = variantDataOf(catalogue, variants, rules.min)
  const images = (product.images ?? []).filter((image): image is Media => typeof image === 'object')
  const soldOut = singleOffer ? isSoldOut(singleOffer) : variantData.every((v) => v.soldOut)
  const freeAmount = voucher && product.freeAmount?.enabled
  return (
    <article className={styles.product}>
      <div className={styles.gallery}>
        {images[0] && (
          <ResponsiveImage
            media={images[0]}
            sizes="(min-width: 1024px) 560px, 92vw"
            priority
            className={styles.mainImage}
          />
        )}
      </div>
      <div className={styles.details}>
        <h1 className="page-title">{product.title}</h1>
        {product.summary && <p className={styles.summary}>{product.summary}</p>}
        <PriceInfo
          cents={singleOffer?.priceCents ?? cents}
          from={!singleOffer && from}
          unitPriceText={singleOffer ? unitPriceTextOf(singleOffer) : null}
          smallBusiness={smallBusiness}
          shippingPath={shippingPath}
          voucher={voucher}
          deliveryTime={product.deliveryTime}
          live
        />
        <form
          method="post"
          action={SHOP_API.cart}
          className={styles.buyForm}
          {...island('product', 'interaction')}
          data-variants={JSON.stringify(variantData)}
        >
          <input type="hidden" name="action" value="add" />
          <input type="hidden" name="product" value={product.id} />
          <input type="hidden" name="return" value={SHOP_PATHS.cart} />
          {variants.length > 0 && <VariantSelects product={product} />}
          {freeAmount && variants.length === 0 && <FreeAmountField product={product} />}
          <p className={styles.stock} data-stock aria-live="polite">
            {singleOffer && !voucher
              ? stockText(singleOffer.stock, singleOffer.backorders, rules.min)
              : ''}
          </p>
          <p className={styles.variantProblem} data-variant-problem role="alert" hidden />
          <div className={styles.buyRow}>
            <QuantityInput
              id="quantity"
              rules={rules}
              value={rules.min}
              max={singleOffer ? orderableMax(singleOffer) : rules.max}
            />
            <button type="submit" className={styles.primaryButton} disabled={soldOut} data-add>
              {soldOut ? 'Ausverkauft' : 'In den Warenkorb'}
            </button>
          </div>
          <p className={styles.addedNotice} data-added role="status" />
        </form>
        <DescriptionAndPictures product={product} images={images} />
      </div>
    </article>
  )
}
