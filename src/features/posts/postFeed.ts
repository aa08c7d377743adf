import type { PostView } from './postData.server'
import { POST_PATHS } from './postPaths'

/** Posts in the feed: the newest, as WordPress' default. */
export const FEED_SIZE = 10

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text as XML character data; characters XML 1.0 forbids are dropped. */
export const xmlText = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex -- exactly the control characters XML forbids
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)

type Feed = { siteName: string; siteUrl: string; description: string; views: PostView[] }

/** RSS 2.0 of the newest posts (`/aktuelles/feed`), with absolute links to this site. */
export function rssOf({ siteName, siteUrl, description, views }: Feed): string {
  const base = siteUrl.replace(/\/$/, '')
  const newest = views[0]?.post
  const items = views.map(({ post, categories }) => {
    const link = base + POST_PATHS.detail(post.slug ?? '')
    const date = new Date(post.publishedAt ?? post.createdAt).toUTCString()
    return [
      '    <item>',
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${date}</pubDate>`,
      ...(post.authorName ? [`      <dc:creator>${xmlText(post.authorName)}</dc:creator>`] : []),
      ...categories.map((category) => `      <category>${xmlText(category.name)}</category>`),
      ...(post.excerpt ? [`      <description>${xmlText(post.excerpt)}</description>`] : []),
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlText(`Aktuelles | ${siteName}`)}</title>`,
    `    <link>${xmlText(base + POST_PATHS.list)}</link>`,
    `    <atom:link href="${xmlText(base + POST_PATHS.feed)}" rel="self" type="application/rss+xml" />`,
    `    <description>${xmlText(description)}</description>`,
    '    <language>de-DE</language>',
    ...(newest
      ? [`    <lastBuildDate>${new Date(newest.updatedAt).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
