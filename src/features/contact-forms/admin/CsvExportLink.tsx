/** Above the submissions list: the download of all submissions as a spreadsheet. */
export function CsvExportLink() {
  return (
    <div style={{ marginBottom: '1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href="/api/form-submissions/export.csv"
        download
      >
        Alle Anfragen als CSV herunterladen
      </a>
    </div>
  )
}
