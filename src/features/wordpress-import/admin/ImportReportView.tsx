import { commentLine, type ImportReport, reportSections } from '../importer/report'

function ReportList({ title, rows }: { title: string; rows: string[] }) {
  if (rows.length === 0) return null
  return (
    <details open={rows.length <= 10}>
      <summary>
        {title} ({rows.length})
      </summary>
      <ul>
        {rows.slice(0, 500).map((row, index) => (
          <li key={index}>{row}</li>
        ))}
      </ul>
    </details>
  )
}

function DemoState({ report }: { report: ImportReport }) {
  const { demo } = report
  if (demo?.replaced)
    return (
      <ReportList
        title={
          (report.dryRun ? 'Demo-Inhalte, die ersetzt würden' : 'Ersetzte Demo-Inhalte') +
          (demo.backup ? ` (Sicherung vorher: ${demo.backup})` : '')
        }
        rows={demo.removed.map((row) => `${row.title} (${row.type})`)}
      />
    )
  if (demo?.held)
    return (
      <p>
        Die Demo-Inhalte des Beispielsalons bleiben neben dem Import stehen. Zum Ersetzen
        „Demo-Inhalte ersetzen“ ankreuzen und erneut starten.
      </p>
    )
  return null
}

function ImportedItems({ report }: { report: ImportReport }) {
  const items = report.items ?? []
  if (items.length === 0) return null
  return (
    <details open={items.length <= 10}>
      <summary>
        {report.dryRun ? 'Würde übernommen' : 'Übernommen'} ({items.length})
      </summary>
      <ul>
        {items.slice(0, 500).map((item, index) => (
          <li key={index}>
            {item.kind}: {item.edit ? <a href={item.edit}>{item.title}</a> : item.title} (
            {item.created ? 'neu' : 'aktualisiert'})
            {item.address && (
              <> → {item.edit ? <a href={item.address}>{item.address}</a> : item.address}</>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** A run's report: counts, what was left out and why, refused and missing media, old addresses. */
export function ReportView({ report, runId }: { report: ImportReport; runId?: number | string }) {
  const comments = commentLine(report)
  return (
    <section aria-label="Bericht" style={{ display: 'grid', gap: '0.5rem' }}>
      <h2 style={{ margin: 0 }}>
        {report.dryRun
          ? 'Probelauf: so würde importiert (nichts geändert)'
          : 'Import abgeschlossen'}
      </h2>
      <ul>
        {Object.entries(report.counts).map(([kind, { created, updated }]) => (
          <li key={kind}>
            {kind}: {created} neu, {updated} aktualisiert
          </li>
        ))}
        <li>Weiterleitungen von alten Adressen: {report.moved.length}</li>
        {comments && (
          <li>
            {comments}
            {runId !== undefined && (report.comments?.length ?? 0) > 0 && (
              <>
                {' '}
                <a href={`/api/wordpress-imports/${runId}/kommentare.csv`} download>
                  Kommentare herunterladen (CSV)
                </a>
              </>
            )}
          </li>
        )}
      </ul>
      <DemoState report={report} />
      {reportSections(report).map(({ title, rows }) => (
        <ReportList key={title} title={title} rows={rows} />
      ))}
      <ImportedItems report={report} />
      <ReportList
        title="Alte Adressen"
        rows={report.moved.map((row) => `${row.from} → ${row.to}`)}
      />
    </section>
  )
}
