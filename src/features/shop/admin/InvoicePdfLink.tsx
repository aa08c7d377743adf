import type { UIFieldServerProps } from 'payload'

/** In a stored invoice: the PDF as it was issued, to print, save or send again. */
export function InvoicePdfLink({ data }: UIFieldServerProps) {
  const doc = data as { id?: number; label?: string } | undefined
  if (!doc?.id) return null
  return (
    <p className="field-type" data-invoice-pdf style={{ marginBottom: '1.5rem' }}>
      <a href={`/api/invoices/${doc.id}/pdf`} target="_blank" rel="noopener">
        {doc.label} als PDF öffnen
      </a>
    </p>
  )
}
