/** The export corpus of the tests (corpus/README.md): its files and the thousand-item export. */
import { createReadStream, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { ExportSource } from '../importer/scan'
import { exportXml, type KitItem, sourceOf } from './exportKit'

export const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus')

/** Every export file of the corpus, by name. */
export const corpusFiles = () =>
  readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.xml'))
    .sort()

/** An export file as runImport reads it (a stream per pass, as the command line does). */
export const fileSource =
  (name: string): ExportSource =>
  () =>
    createReadStream(path.join(CORPUS_DIR, name))

/**
 * A thousand items of one site, as a blog of some years has them: 600 posts over 50 months in
 * 12 categories and 40 tags, 100 pages (a quarter under a parent), 250 attachments (their files
 * not given and the old host not answering), 50 menu items.
 */
export function thousandItems(): { name: string; source: ExportSource; xml: string } {
  const items: KitItem[] = []
  for (let n = 0; n < 600; n += 1) {
    const month = n % 50
    const year = 2020 + Math.floor(month / 12)
    const date = `${year}-${String((month % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')} 10:00:00`
    items.push({
      id: 1000 + n,
      type: 'post',
      title: `Beitrag ${n + 1}: Pflege im ${['Frühling', 'Sommer', 'Herbst', 'Winter'][n % 4]}`,
      slug: `beitrag-${n + 1}`,
      link: `https://tausend.example/${date.slice(0, 4)}/${date.slice(5, 7)}/beitrag-${n + 1}/`,
      date,
      content: `<p>Absatz ${n + 1} mit <strong>Tipps</strong>.</p>`,
      terms: [
        { taxonomy: 'category', slug: `kategorie-${n % 12}`, name: `Kategorie ${n % 12}` },
        { taxonomy: 'post_tag', slug: `tag-${n % 40}`, name: `Tag ${n % 40}` },
      ],
    })
  }
  for (let n = 0; n < 100; n += 1)
    items.push({
      id: 2000 + n,
      type: 'page',
      title: `Seite ${n + 1}`,
      slug: `seite-${n + 1}`,
      parent: n >= 75 ? 2000 + (n % 75) : 0,
      link:
        n >= 75
          ? `https://tausend.example/seite-${(n % 75) + 1}/seite-${n + 1}/`
          : `https://tausend.example/seite-${n + 1}/`,
      content: `Inhalt ${n + 1}`,
    })
  for (let n = 0; n < 250; n += 1)
    items.push({
      id: 3000 + n,
      type: 'attachment',
      title: `Bild ${n + 1}`,
      status: 'inherit',
      parent: 1000 + n,
      attachmentUrl: `https://tausend.example/wp-content/uploads/2021/01/bild-${n + 1}.jpg`,
      meta: { _wp_attached_file: `2021/01/bild-${n + 1}.jpg` },
    })
  for (let n = 0; n < 50; n += 1)
    items.push({
      id: 4000 + n,
      type: 'nav_menu_item',
      title: '',
      menuOrder: n + 1,
      terms: [{ taxonomy: 'nav_menu', slug: 'haupt', name: 'Hauptmenü' }],
      meta: {
        _menu_item_type: 'post_type',
        _menu_item_object: 'page',
        _menu_item_object_id: String(2000 + n),
        _menu_item_menu_item_parent: '0',
        _menu_item_url: '',
        _menu_item_target: '',
      },
    })
  const xml = exportXml(items, [
    ...Array.from({ length: 12 }, (_, n) => ({
      taxonomy: 'category' as const,
      slug: `kategorie-${n}`,
      name: `Kategorie ${n}`,
    })),
    { taxonomy: 'nav_menu', slug: 'haupt', name: 'Hauptmenü' },
  ]).replaceAll('https://alt-salon.example', 'https://tausend.example')
  return { name: 'thousand (generated)', source: sourceOf(xml), xml }
}
