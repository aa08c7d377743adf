import type { UIFieldServerProps } from 'payload'

import { invoicesOfOrder } from '../invoices/issueInvoice.server'

/**
 * „Rechnung“ and „Lieferschein“ as PDF, beside the order, and every correction issued for it.
 * The invoice is issued the first time it is opened (invoices/issueInvoice.server.ts) and is
 * the same document ever after; all open in a new tab to print or save.
 */
export async function OrderDocuments({ data, payload }: UIFieldServerProps) {
  const id = (data as { id?: number } | undefined)?.id
  if (!id) return null
  const corrections = (await invoicesOfOrder(payload, id)).filter(
    (doc) => doc.kind === 'correction',
  )
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
      {corrections.map((doc) => (
        <span key={doc.id}>
          {' · '}
          <a href={`/api/invoices/${doc.id}/pdf`} target="_blank" rel="noopener">
            Rechnungskorrektur {doc.label} (PDF)
          </a>
        </span>
      ))}
    </div>
  )
}
