/** What the product page tells its island about each variant (data-variants). */
export type VariantData = {
  id: string
  /** The values of attribute 1 and 2 ('' when the product has one attribute). */
  options: [string, string]
  price: string
  unitPrice: string | null
  stock: string
  soldOut: boolean
  max: number | null
  image: string
}

/** The variant for the chosen values; null when no variant has this combination. */
export function matchVariant(
  variants: VariantData[],
  chosen: [string, string],
  attributeCount: number,
): VariantData | null {
  return (
    variants.find((variant) =>
      variant.options.slice(0, attributeCount).every((value, index) => value === chosen[index]),
    ) ?? null
  )
}
