import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewProps } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { hasRole } from '@/lib/access'

import { ImportForm } from './ImportForm.client'
import { holdsDemo } from '../importer/demoContent.server'
import { MAX_EXPORT_BYTES, MAX_MEDIA_ZIP_BYTES } from './limits'

/** /admin/umzug: a WordPress export into the site, a dry run first. Administrators only. */
export async function ImportView({ initPageResult, params, searchParams }: AdminViewProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = req.user?.collection === COLLECTIONS.users && hasRole(req.user as never, 'admin')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Umzug von WordPress</h1>
        {allowed ? (
          <>
            <p>
              Exportieren Sie in WordPress unter{' '}
              <strong>Werkzeuge → Daten exportieren → Alle Inhalte</strong> und laden Sie die Datei
              hier hoch. Der Probelauf zeigt, was übernommen wird, und ändert nichts. Seiten,
              Beiträge, Menü, Formulare, Portfolio und Produkte werden übernommen; alte Adressen
              leiten dauerhaft auf die neuen weiter. Die Bilder kommen aus dem Ordner{' '}
              <code>wp-content/uploads</code> der alten Website, als ZIP-Datei hochgeladen; ohne sie
              lädt der Import sie von der alten Website, solange sie erreichbar ist.
            </p>
            <ImportForm
              maxBytes={MAX_EXPORT_BYTES}
              maxMediaBytes={MAX_MEDIA_ZIP_BYTES}
              holdsDemo={allowed && (await holdsDemo(req.payload))}
            />
          </>
        ) : (
          <p>Nur Administratorinnen und Administratoren können importieren.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
