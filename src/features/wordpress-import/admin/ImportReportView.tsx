import type { ImportReport } from '../importer/report'

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

/** A run's report: counts, what was left out and why, missing media, clashes, old addresses. */
export function ReportView({ report }: { report: ImportReport }) {
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
      </ul>
      <DemoState report={report} />
      <ReportList
        title="Nicht übernommen"
        rows={report.skipped.map((row) => `${row.title} (${row.type}): ${row.reason}`)}
      />
      <ReportList
        title="Fehlende Medien"
        rows={report.missingMedia.map((row) => `${row.title}: ${row.url}`)}
      />
      <ReportList
        title="Adressen schon vergeben"
        rows={report.clashes.map((row) => `${row.title}: ${row.wanted} → ${row.got}`)}
      />
      <ReportList title="Hinweise" rows={report.notes.map((row) => `${row.title}: ${row.note}`)} />
      <ReportList
        title="Alte Adressen"
        rows={report.moved.map((row) => `${row.from} → ${row.to}`)}
      />
    </section>
  )
}
