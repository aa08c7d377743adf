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

/** The report as text for the command line, in German like the admin. */
export function reportText(report: ImportReport): string {
  const lines = [
    `${report.dryRun ? 'Probelauf (nichts geändert)' : 'Import abgeschlossen'}: ${report.site}`,
    '',
  ]
  for (const [kind, { created, updated }] of Object.entries(report.counts))
    lines.push(`  ${kind}: ${created} neu, ${updated} aktualisiert`)
  lines.push(`  Weiterleitungen (301) von alten Adressen: ${report.moved.length}`)
  lines.push(...demoLines(report))
  const section = (title: string, rows: string[]) => {
    if (rows.length === 0) return
    lines.push('', `${title} (${rows.length}):`, ...rows.slice(0, 200).map((row) => `  - ${row}`))
    if (rows.length > 200) lines.push(`  … und ${rows.length - 200} weitere`)
  }
  section(
    'Nicht übernommen',
    report.skipped.map((row) => `${row.title} (${row.type}): ${row.reason}`),
  )
  section(
    'Fehlende Medien',
    report.missingMedia.map((row) => `${row.title}: ${row.url}`),
  )
  section(
    'Adressen schon vergeben',
    report.clashes.map((row) => `${row.title}: ${row.wanted} → ${row.got}`),
  )
  section(
    'Hinweise',
    report.notes.map((row) => `${row.title}: ${row.note}`),
  )
  return lines.join('\n') + '\n'
}
