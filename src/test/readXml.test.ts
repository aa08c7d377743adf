import { describe, expect, it } from 'vitest'

import { childrenNamed, childText, readXml } from './readXml'

describe('readXml', () => {
  it('reads elements, attributes, text and CDATA', () => {
    const feed = readXml(
      '<?xml version="1.0"?><rss version="2.0"><channel><title>A &amp; B</title><item><description><![CDATA[<p>x</p>]]></description></item></channel></rss>',
    )
    expect(feed.name).toBe('rss')
    expect(feed.attributes.version).toBe('2.0')
    const [channel] = childrenNamed(feed, 'channel')
    expect(childText(channel!, 'title')).toBe('A & B')
    expect(childText(childrenNamed(channel!, 'item')[0]!, 'description')).toBe('<p>x</p>')
  })

  it('refuses what a real reader refuses', () => {
    expect(() => readXml('<rss><title>A & B</title></rss>')).toThrow()
    expect(() => readXml('<rss><channel></rss>')).toThrow()
  })
})
