import { describe, expect, it } from 'vitest'

import { exportXml, SITE, sourceOf } from '../test/exportKit'
import { siteHosts } from './addresses'
import { oldAddresses } from './oldAddresses'
import { scanExport } from './scan'

const XML = exportXml(
  [
    {
      id: 30,
      type: 'post',
      title: 'Sommer',
      slug: 'sommer',
      link: `${SITE}/2024/05/02/sommer/`,
      date: '2024-05-02 07:00:00',
      terms: [
        { taxonomy: 'category', slug: 'pflege', name: 'Pflege' },
        { taxonomy: 'post_tag', slug: '%c3%a4rger', name: 'Ärger' },
      ],
    },
    {
      id: 31,
      type: 'attachment',
      title: 'Bild',
      status: 'inherit',
      parent: 30,
      link: `${SITE}/2024/05/02/sommer/bild/`,
    },
    { id: 32, type: 'attachment', title: 'Lose', status: 'inherit', link: `${SITE}/lose/` },
    { id: 40, type: 'page', title: 'Team', slug: 'team', link: `${SITE}/team/` },
    { id: 41, type: 'post', title: 'Entwurf', status: 'draft', link: `${SITE}/?p=41` },
  ],
  [
    { taxonomy: 'category', slug: 'pflege', name: 'Pflege' },
    { taxonomy: 'category', slug: 'locken', name: 'Locken' },
  ],
)

describe('the old addresses of an export', () => {
  it('lead every form WordPress answered to its new place, and nothing that did not come along', async () => {
    const scan = await scanExport(sourceOf(XML))
    scan.terms[1]!.parent = 'pflege'
    const moved = oldAddresses({
      scan,
      hosts: siteHosts(scan),
      addressOf: (item) => (item.type === 'page' ? `/${item.slug}` : `/aktuelles/${item.slug}`),
      ownPaths: new Set(['/team']),
      fileOf: (id) => (id === 32 ? '/api/media/file/lose.jpg' : undefined),
    })
    expect(Object.fromEntries(moved)).toEqual({
      '/2024/05/02/sommer': '/aktuelles/sommer',
      '/?p=30': '/aktuelles/sommer',
      '/2024/05/02/sommer/feed': '/aktuelles/sommer',
      // A picture's page: the post it was in, else its file.
      '/2024/05/02/sommer/bild': '/aktuelles/sommer',
      '/?attachment_id=31': '/aktuelles/sommer',
      '/lose': '/api/media/file/lose.jpg',
      '/?attachment_id=32': '/api/media/file/lose.jpg',
      // The site's own /team stays its own; the query form of the page still moves.
      '/?page_id=40': '/team',
      '/category/pflege': '/aktuelles/kategorie/pflege',
      '/?cat=1': '/aktuelles/kategorie/pflege',
      '/category/pflege/locken': '/aktuelles/kategorie/locken',
      '/?cat=2': '/aktuelles/kategorie/locken',
      '/tag/ärger': '/aktuelles/schlagwort/aerger',
      '/?tag=%C3%A4rger': '/aktuelles/schlagwort/aerger',
      '/author/anna': '/aktuelles',
      '/?author=1': '/aktuelles',
      '/2024': '/aktuelles',
      '/2024/05': '/aktuelles',
      '/?m=2024': '/aktuelles',
      '/?m=202405': '/aktuelles',
      '/feed': '/aktuelles/feed',
      '/feed/rss2': '/aktuelles/feed',
      '/feed/rss': '/aktuelles/feed',
      '/feed/atom': '/aktuelles/feed',
      '/feed/rdf': '/aktuelles/feed',
      '/rss': '/aktuelles/feed',
      '/rss2': '/aktuelles/feed',
      '/?feed=rss2': '/aktuelles/feed',
      '/?feed=rss': '/aktuelles/feed',
      '/?feed=atom': '/aktuelles/feed',
      '/?feed=rdf': '/aktuelles/feed',
    })
  })
})
