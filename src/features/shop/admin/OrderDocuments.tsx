import type { UIFieldServerProps } from 'payload'

/**
 * „Rechnung“ and „Lieferschein“ as PDF, beside the order. The invoice gets its number the first
 * time it is opened (orders/invoice.server.ts); both open in a new tab to print or save.
 */
export function OrderDocuments({ data }: UIFieldServerProps) {
  const id = (data as { id?: number } | undefined)?.id
  if (!id) return null
  return (
    <div className="field-type" data-order-documents style={{ marginBottom: '1.5rem' }}>
      <p style={{ margin: '0 0 0.25rem' }}>Belege</p>
      <a href={`/api/orders/${id}/rechnung`} target="_blank" rel="noopener">
        Rechnung (PDF)
      </a>
      {' · '}
      <a href={`/api/orders/${id}/lieferschein`} target="_blank" rel="noopener">
        Lieferschein (PDF)
      </a>
    </div>
  )
}
