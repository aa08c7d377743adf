/** What an import did or (in a dry run) would do, for the command line and the admin. */
export type ImportReport = {
  dryRun: boolean
  site: string
  /** By kind („Seiten“, „Beiträge“ …): created and updated. */
  counts: Record<string, { created: number; updated: number }>
  /** Old address → new address of every published item. */
  moved: Array<{ from: string; to: string }>
  skipped: Array<{ title: string; type: string; reason: string }>
  /** Attachments without a file: none in the uploads and none from the old host, and why. */
  missingMedia: Array<{ title: string; url: string; reason?: string }>
  /** Files that were there but that the media library cannot take, and why (the import went on). */
  refusedMedia: Array<{ title: string; file: string; reason: string }>
  /** Every page, post, work, product and event of this run: new or updated, where it is now. */
  items: Array<{
    kind: string
    title: string
    created: boolean
    /** Its address on the site (published or not). */
    address?: string
    /** Its page in the admin (not in a dry run). */
    edit?: string
  }>
  /** The export's comments (the site has none): kept for the owner as a file, never published. */
  comments: Array<{ item: string; address?: string; author: string; date: string; text: string }>
  /** Comments marked as spam or deleted on the old site: counted, not kept. */
  commentsLeftOut: number
  /** What the content converter left out or changed, by item. */
  notes: Array<{ title: string; note: string }>
  /** Address clashes with the site's own pages, and how they were resolved. */
  clashes: Array<{ title: string; wanted: string; got: string }>
  /** The demo salon's content: whether the site held it, and what the import replaced. */
  demo: {
    held: boolean
    replaced: boolean
    removed: Array<{ title: string; type: string }>
    /** The backup made before (not in a dry run). */
    backup?: string
  }
}

export const emptyReport = (dryRun: boolean, site: string): ImportReport => ({
  dryRun,
  site,
  counts: {},
  moved: [],
  skipped: [],
  missingMedia: [],
  refusedMedia: [],
  items: [],
  comments: [],
  commentsLeftOut: 0,
  notes: [],
  clashes: [],
  demo: { held: false, replaced: false, removed: [] },
})

const listeners = new WeakMap<ImportReport, () => void>()

/** Told after each counted document (the admin's progress bar). */
export const onCount = (report: ImportReport, listener: () => void) => {
  listeners.set(report, listener)
}

export function count(
  report: ImportReport,
  kind: string,
  created: boolean,
  item?: { title: string; collection: string; id: number | string; address?: string },
) {
  listeners.get(report)?.()
  const entry = (report.counts[kind] ??= { created: 0, updated: 0 })
  if (created) entry.created += 1
  else entry.updated += 1
  if (item)
    report.items.push({
      kind,
      title: item.title,
      created,
      ...(item.address ? { address: item.address } : {}),
      ...(report.dryRun ? {} : { edit: `/admin/collections/${item.collection}/${item.id}` }),
    })
}

/** What the report says about the demo salon's content, in German. */
export function demoLines(report: ImportReport): string[] {
  const { demo } = report
  if (demo.replaced)
    return [
      '',
      `Demo-Inhalte ${report.dryRun ? 'würden ersetzt' : 'ersetzt'}: ${demo.removed.length} entfernt` +
        (demo.backup ? ` (Sicherung vorher: ${demo.backup})` : ''),
      ...demo.removed.map((row) => `  - ${row.title} (${row.type})`),
    ]
  if (demo.held)
    return [
      '',
      'Die Website enthält noch unveränderte Demo-Inhalte des Beispielsalons; sie bleiben neben dem Import.',
      'Zum Ersetzen (nach einer Sicherung) den Import mit --yes wiederholen oder im Admin „Demo-Inhalte ersetzen“ wählen.',
    ]
  return []
}

/** The report's lists, in German, as the command line and the admin show them. */
export function reportSections(report: ImportReport): Array<{ title: string; rows: string[] }> {
  return [
    {
      title: 'Nicht übernommen',
      rows: report.skipped.map((row) => `${row.title} (${row.type}): ${row.reason}`),
    },
    {
      title: 'Fehlende Medien',
      rows: report.missingMedia.map(
        (row) =>
          `${row.title}: ${row.url || '(keine Adresse)'}${row.reason ? ` – ${row.reason}` : ''}`,
      ),
    },
    {
      title: 'Dateien, die die Mediathek nicht aufnimmt',
      rows: (report.refusedMedia ?? []).map((row) => `${row.file} (${row.title}): ${row.reason}`),
    },
    {
      title: 'Adressen schon vergeben',
      rows: report.clashes.map((row) => `${row.title}: ${row.wanted} → ${row.got}`),
    },
    { title: 'Hinweise', rows: report.notes.map((row) => `${row.title}: ${row.note}`) },
  ]
}

/** What the report says of the old site's comments. */
export function commentLine(report: ImportReport): string | null {
  const kept = report.comments?.length ?? 0
  const left = report.commentsLeftOut ?? 0
  if (kept + left === 0) return null
  return (
    `Kommentare: ${kept} (die Website zeigt keine Kommentare; sie ${report.dryRun ? 'würden' : 'werden'} als Tabelle zum Herunterladen aufbewahrt)` +
    (left ? `; ${left} als Spam oder gelöscht markierte nicht übernommen` : '')
  )
}

/** The report as text for the command line, in German like the admin. */
export function reportText(report: ImportReport): string {
  const lines = [
    `${report.dryRun ? 'Probelauf (nichts geändert)' : 'Import abgeschlossen'}: ${report.site}`,
    '',
  ]
  for (const [kind, { created, updated }] of Object.entries(report.counts))
    lines.push(`  ${kind}: ${created} neu, ${updated} aktualisiert`)
  lines.push(`  Weiterleitungen (301) von alten Adressen: ${report.moved.length}`)
  const comments = commentLine(report)
  if (comments) lines.push(`  ${comments}`)
  lines.push(...demoLines(report))
  const section = (title: string, rows: string[]) => {
    if (rows.length === 0) return
    lines.push('', `${title} (${rows.length}):`, ...rows.slice(0, 200).map((row) => `  - ${row}`))
    if (rows.length > 200) lines.push(`  … und ${rows.length - 200} weitere`)
  }
  for (const { title, rows } of reportSections(report)) section(title, rows)
  section(
    report.dryRun ? 'Würde übernommen' : 'Übernommen',
    report.items.map(
      (item) =>
        `${item.kind}: ${item.title} (${item.created ? 'neu' : 'aktualisiert'})${item.address ? ` → ${item.address}` : ''}`,
    ),
  )
  return lines.join('\n') + '\n'
}
