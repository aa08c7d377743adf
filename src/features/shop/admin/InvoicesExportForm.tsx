/**
 * Above „Rechnungen“: the documents of a period for the tax adviser, as a ZIP of the PDFs as
 * issued and a CSV (one row per document and VAT rate). A plain form, so it works without script.
 */
export function InvoicesExportForm() {
  return (
    <form
      action="/api/invoices/export"
      method="get"
      data-invoices-export
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.75rem',
        alignItems: 'end',
        margin: '0 0 1rem',
      }}
    >
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        Von
        <input type="date" name="from" required />
      </label>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        Bis
        <input type="date" name="to" required />
      </label>
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
      >
        Rechnungen dieses Zeitraums herunterladen (ZIP mit PDF und CSV)
      </button>
    </form>
  )
}
