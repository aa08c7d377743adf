import { describe, expect, it } from 'vitest'

import { pageMetadata } from './metadata'

const settings = { businessName: 'Salon Lindenblüte' }

describe('pageMetadata', () => {
  it('titles a page with the business name and a canonical URL', () => {
    const meta = pageMetadata({
      page: { title: 'Team', path: '/team', meta: {} },
      settings,
      serverUrl: 'https://salon.example',
    })
    expect(meta.title).toEqual({ absolute: 'Team | Salon Lindenblüte' })
    expect(meta.alternates?.canonical).toBe('https://salon.example/team')
    expect(meta.openGraph).toMatchObject({
      locale: 'de_DE',
      siteName: 'Salon Lindenblüte',
      url: 'https://salon.example/team',
    })
    expect(meta.twitter).toMatchObject({ card: 'summary' })
  })
  it('uses the SEO fields and an absolute share image', () => {
    const meta = pageMetadata({
      page: {
        title: 'Startseite',
        path: '/',
        meta: {
          title: 'Friseur in Berlin',
          description: 'Schnitt und Farbe',
          image: {
            id: 1,
            alt: 'x',
            url: '/api/media/file/a.jpg',
            updatedAt: '',
            createdAt: '',
            sizes: { og: { url: '/api/media/file/a-og.jpg' } },
          },
        },
      },
      settings,
      serverUrl: 'https://salon.example',
    })
    expect(meta.title).toEqual({ absolute: 'Friseur in Berlin | Salon Lindenblüte' })
    expect(meta.description).toBe('Schnitt und Farbe')
    expect(meta.openGraph?.images).toEqual([
      { url: 'https://salon.example/api/media/file/a-og.jpg' },
    ])
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
  })
  it('titles the home page with the business name alone', () => {
    const meta = pageMetadata({
      page: { title: 'Startseite', path: '/', meta: {} },
      settings,
      serverUrl: 'https://x',
    })
    expect(meta.title).toEqual({ absolute: 'Salon Lindenblüte' })
  })
})
