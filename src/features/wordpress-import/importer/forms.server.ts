import type { Payload, PayloadRequest } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'

import { contactFormData } from '../cf7/cf7Form'
import { upsert } from './apply.server'
import { count, type ImportReport } from './report'
import type { ExportScan } from './scan'

/** The imported forms, found as `[contact-form-7 id="…" title="…"]` names them. */
export type FormLookup = (wordpressId: string, title: string) => number | string | undefined

/**
 * Contact Form 7 forms into contact forms, before any page that shows one: a page's
 * `[contact-form-7 id="12"]` (or the newer hash id, or the title) becomes the contact form block.
 */
export async function importForms(
  payload: Payload,
  req: PayloadRequest,
  scan: ExportScan,
  dryRun: boolean,
  report: ImportReport,
): Promise<FormLookup> {
  const byKey = new Map<string, number | string>()
  const settings = await payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0, req })
  const salonEmail = (settings as { email?: string | null }).email ?? null
  for (const item of scan.items.values()) {
    if (item.type !== 'wpcf7_contact_form' || item.status === 'trash') continue
    const { data, notes } = contactFormData(item.title, item.cf7 ?? {}, {
      siteTitle: scan.site?.title ?? '',
      salonEmail,
    })
    for (const note of notes) report.notes.push({ title: `Formular „${item.title}“`, note })
    if (!data) {
      report.skipped.push({ title: item.title, type: item.type, reason: notes.at(-1) ?? '' })
      continue
    }
    const saved = await upsert(
      payload,
      req,
      COLLECTIONS.contactForms,
      item.id,
      { ...data, wordpressId: item.id },
      dryRun,
    )
    count(report, 'Kontaktformulare', saved.created)
    byKey.set(`id:${item.id}`, saved.id)
    if (item.cf7?._hash) byKey.set(`hash:${item.cf7._hash.slice(0, 7)}`, saved.id)
    byKey.set(`title:${item.title}`, saved.id)
  }
  return (wordpressId, title) =>
    byKey.get(`id:${wordpressId}`) ??
    byKey.get(`hash:${wordpressId.slice(0, 7)}`) ??
    (title ? byKey.get(`title:${title}`) : undefined)
}
