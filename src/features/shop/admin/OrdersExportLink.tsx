/** Above the orders list: the CSV export of every order (for the tax adviser or a spreadsheet). */
export function OrdersExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/api/orders/export.csv" download>
        Alle Bestellungen als CSV herunterladen
      </a>
    </p>
  )
}
