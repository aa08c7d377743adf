import { escapeHtml } from '@/lib/escapeHtml'
import { formatDateTime } from '@/lib/format'
import { STANDALONE_PAGE_POLICY } from '@/lib/securityHeaders'

import type { PersonalData } from '../accountExport.server'
import { machineRecord, shownValue } from './personalRecords'
import { clock } from '@/lib/clock'

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1f2328;margin:0;padding:1.5rem;max-width:48rem}' +
  'h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #d0d7de}' +
  'h3{font-size:1.05rem;margin:1.25rem 0 .25rem}dl{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;margin:0}' +
  'dt{color:#57606a}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}ul{margin:0;padding-left:1.1rem}' +
  '@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}'

/**
 * The readable copy of a person's data (DSGVO Art. 15, issue 56): one German page with a heading
 * per kind and per record, Berlin times and euros, nothing to load and no script. The fields are
 * exactly those of the JSON file (each collection's offer, src/contracts/personalData.ts).
 */
export function personalDataPage(data: PersonalData, salonName: string, now = clock.now()): string {
  const sections: string[] = []
  for (const { offer: kind, docs: records } of data.kinds) {
    if (!records.length) continue
    const items = records.map((doc) => {
      const record = machineRecord(kind, doc)
      const rows = kind.fields
        .filter((column) => record[column.key] !== undefined)
        .map((column) => {
          const shown = shownValue(column, record[column.key])
          const value = Array.isArray(shown)
            ? `<ul>${shown.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
            : escapeHtml(shown)
          return `<dt>${escapeHtml(column.label)}</dt><dd>${value}</dd>`
        })
      return `<h3>${escapeHtml(kind.title(doc))}</h3><dl>${rows.join('')}</dl>`
    })
    sections.push(
      `<section><h2>${escapeHtml(kind.label)} (${records.length})</h2>${items.join('')}</section>`,
    )
  }
  const title = `Ihre gespeicherten Daten bei ${salonName}`
  const body = sections.length
    ? sections.join('')
    : '<p>Zu dieser E-Mail-Adresse ist bei uns nichts gespeichert.</p>'
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>Auskunft nach Art. 15 DSGVO für <strong>${escapeHtml(data.email)}</strong>, erstellt am ${escapeHtml(formatDateTime(now))}. Alle Zeiten sind deutsche Zeit (Europe/Berlin). Dieselben Angaben maschinenlesbar: die JSON-Datei.</p>${body}</main></body></html>`
}

/** The page as a download (`attachment`) or to open in the browser. */
export function personalDataPageAnswer(html: string, fileName: string, download: boolean) {
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': STANDALONE_PAGE_POLICY,
      'content-disposition': `${download ? 'attachment' : 'inline'}; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  })
}
