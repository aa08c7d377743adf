import type { Payload } from 'payload'

import type { Product } from '@/payload-types'

import { variantLabelOf } from '../catalogue/catalogue'

type Row = { key: string; product: Product; label: string; stock: number | null | undefined }

/** Above the products list: the stock of every product and variant, the lowest first. */
export async function StockOverview({ payload }: { payload: Payload }) {
  const { docs } = await payload.find({
    collection: 'products',
    where: { kind: { not_equals: 'voucher' } },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const rows: Row[] = docs.flatMap((product) =>
    product.variants?.length
      ? product.variants.map((variant) => ({
          key: `${product.id}-${variant.id}`,
          product,
          label: variantLabelOf(product, variant),
          stock: variant.stock,
        }))
      : [{ key: String(product.id), product, label: '', stock: product.stock }],
  )
  const counted = rows
    .filter((row) => row.stock != null)
    .sort((a, b) => (a.stock ?? 0) - (b.stock ?? 0))
  if (counted.length === 0) return null
  return (
    <details style={{ margin: '0 0 1rem' }}>
      <summary>
        Bestandsübersicht: {counted.filter((row) => (row.stock ?? 0) <= 0).length} ausverkauft,{' '}
        {counted.filter((row) => (row.stock ?? 0) > 0 && (row.stock ?? 0) <= 3).length} mit
        höchstens 3 Stück
      </summary>
      <table style={{ marginTop: '0.5rem', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'left', paddingRight: '1.5rem' }}>Produkt</th>
            <th style={{ textAlign: 'left', paddingRight: '1.5rem' }}>Variante</th>
            <th style={{ textAlign: 'right' }}>Bestand</th>
          </tr>
        </thead>
        <tbody>
          {counted.map((row) => (
            <tr key={row.key}>
              <td style={{ paddingRight: '1.5rem' }}>
                <a href={`/admin/collections/products/${row.product.id}`}>{row.product.title}</a>
              </td>
              <td style={{ paddingRight: '1.5rem' }}>{row.label || '–'}</td>
              <td style={{ textAlign: 'right' }}>
                {(row.stock ?? 0) <= 0 ? `${row.stock} (ausverkauft)` : row.stock}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
