import type { Payload } from 'payload'

import { linksToPage } from '../menuLinks'

import { GLOBALS } from '@/contracts/slugs'

type Props = { payload: Payload; data?: { id?: number | string; _status?: string | null } }

/**
 * In the page's sidebar: which menus link to it, so the owner knows before „Veröffentlichung
 * aufheben“ or „Löschen“ that the menu item disappears for visitors (it comes back when the
 * page is published again).
 */
export async function MenuLinksNotice({ payload, data }: Props) {
  if (!data?.id) return null
  const [header, footer] = await Promise.all([
    payload.findGlobal({ slug: GLOBALS.header, depth: 0 }),
    payload.findGlobal({ slug: GLOBALS.footer, depth: 0 }),
  ])
  const links = [
    ...linksToPage(header, data.id, 'Hauptmenü'),
    ...linksToPage(footer, data.id, 'Fußbereich'),
  ]
  if (links.length === 0) return null
  const places = [...new Set(links.map((link) => link.place))].join(' und ')
  const labels = links.map((link) => link.label).filter(Boolean)
  const published = data._status === 'published'
  return (
    <div className="field-type" role="note" data-menu-links style={{ marginBottom: '1rem' }}>
      <p>
        <strong>Im {places} verlinkt</strong>
        {labels.length ? ` („${labels.join('“, „')}“)` : ''}.{' '}
        {published
          ? 'Wenn Sie die Veröffentlichung aufheben oder die Seite löschen, verschwindet der Menüpunkt für Besucher, bis die Seite wieder veröffentlicht ist.'
          : 'Die Seite ist nicht veröffentlicht: Besucher sehen den Menüpunkt erst, wenn Sie sie veröffentlichen.'}
      </p>
    </div>
  )
}
