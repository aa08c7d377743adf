import { describe, expect, it } from 'vitest'

import type { Post } from '@/payload-types'

import type { PostView } from './postData.server'
import { rssOf, xmlText } from './postFeed'

const view = (post: Partial<Post>, categories = [{ name: 'Tipps & Tricks', slug: 'tipps' }]) =>
  ({
    post: {
      id: 1,
      title: 'Titel',
      slug: 'titel',
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-02T09:00:00.000Z',
      ...post,
    } as Post,
    picture: null,
    categories,
    tags: [],
  }) satisfies PostView

describe('rssOf', () => {
  it('lists the posts with absolute links, dates, authors and categories', () => {
    const xml = rssOf({
      siteName: 'Salon Lindenblüte',
      siteUrl: 'https://salon.example/',
      description: 'Neuigkeiten',
      views: [
        view({
          title: 'Winter',
          slug: 'winter',
          publishedAt: '2026-11-25T08:00:00.000Z',
          authorName: 'Marie',
        }),
      ],
    })
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain('<link>https://salon.example/aktuelles/winter</link>')
    expect(xml).toContain('<pubDate>Wed, 25 Nov 2026 08:00:00 GMT</pubDate>')
    expect(xml).toContain('<dc:creator>Marie</dc:creator>')
    expect(xml).toContain('<category>Tipps &amp; Tricks</category>')
    expect(xml).toContain('href="https://salon.example/aktuelles/feed" rel="self"')
  })

  it('escapes markup and drops characters XML cannot hold', () => {
    const xml = rssOf({
      siteName: 'A<B>',
      siteUrl: 'https://salon.example',
      description: 'x',
      views: [view({ title: '<script>alert("x")</script>\u0001', excerpt: "Tom's & Jerry's" })],
    })
    expect(xml).not.toContain('<script>')
    expect(xml).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>')
    expect(xml).toContain('<description>Tom&apos;s &amp; Jerry&apos;s</description>')
    expect(xml).toContain('Aktuelles | A&lt;B&gt;')
    expect(xmlText('a\u0000b\u000bc\td')).toBe('abc\td')
  })

  it('is a valid empty channel without posts', () => {
    const xml = rssOf({ siteName: 'S', siteUrl: 'https://s.example', description: 'd', views: [] })
    expect(xml).not.toContain('<item>')
    expect(xml).not.toContain('lastBuildDate')
    expect(xml.trim().endsWith('</rss>')).toBe(true)
  })
})
