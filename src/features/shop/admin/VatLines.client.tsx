'use client'

import { FieldLabel, useField } from '@payloadcms/ui'

import { formatPrice } from '@/lib/format'

type Line = { taxClass?: string; ratePercent?: number; grossCents?: number; vatCents?: number }

/**
 * The VAT contained in an order, as a table the owner reads (rate, gross, VAT). It replaces the
 * JSON field's code editor, which Payload loads from a CDN: the owner's address went to a third
 * party on every visit, and offline the field never showed.
 */
export function VatLines({ path = 'vatLines' }: { path?: string }) {
  const { value } = useField<Line[] | null>({ path })
  const lines = Array.isArray(value) ? value : []
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <FieldLabel label="Enthaltene Umsatzsteuer" path={path} />
      {lines.length === 0 ? (
        <p>Keine Umsatzsteuer ausgewiesen.</p>
      ) : (
        <table className="table" style={{ width: 'auto' }}>
          <thead>
            <tr>
              <th scope="col">Steuersatz</th>
              <th scope="col">Brutto</th>
              <th scope="col">darin MwSt.</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.taxClass}-${index}`}>
                <td>{line.ratePercent ?? '?'} %</td>
                <td>{formatPrice(line.grossCents ?? 0)}</td>
                <td>{formatPrice(line.vatCents ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
