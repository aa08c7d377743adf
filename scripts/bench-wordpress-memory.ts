// Part of `npm run bench` (issue 46: „a 100 MB export in bounded memory“): writes a synthetic
// export of about 100 MB (posts with long content), then reads it as the import does, the first
// pass (scanExport: every item without its content) and the second (readWxr: item by item), from
// a file stream, sampling the process's memory. Prints one JSON line.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { once } from 'node:events'

import { readWxr, scanExport } from '../src/features/wordpress-import'

const TARGET_BYTES = 100 * 1024 * 1024
const PARAGRAPH = `<p>${'Glanz, Farbe und Schnitt: ein Absatz wie aus einem echten Salon-Blog. '.repeat(20)}</p>\n`

const HEAD = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Großer Salon-Blog</title>
  <link>https://gross.example</link>
  <language>de-DE</language>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://gross.example</wp:base_site_url>
  <wp:base_blog_url>https://gross.example</wp:base_blog_url>
`
const TAIL = '</channel>\n</rss>\n'

/** A post as WordPress 6 writes it (readExport.test.ts has the same shape). */
const itemOf = (id: number) => `<item>
  <title><![CDATA[Beitrag ${id}]]></title>
  <link>https://gross.example/beitrag-${id}/</link>
  <dc:creator><![CDATA[inhaberin]]></dc:creator>
  <guid isPermaLink="false">https://gross.example/?p=${id}</guid>
  <content:encoded><![CDATA[${PARAGRAPH.repeat(8)}]]></content:encoded>
  <excerpt:encoded><![CDATA[Kurz gesagt.]]></excerpt:encoded>
  <wp:post_id>${id}</wp:post_id>
  <wp:post_date><![CDATA[2024-05-02 10:00:00]]></wp:post_date>
  <wp:post_date_gmt><![CDATA[2024-05-02 08:00:00]]></wp:post_date_gmt>
  <wp:post_name><![CDATA[beitrag-${id}]]></wp:post_name>
  <wp:status><![CDATA[publish]]></wp:status>
  <wp:post_parent>0</wp:post_parent>
  <wp:menu_order>0</wp:menu_order>
  <wp:post_type><![CDATA[post]]></wp:post_type>
</item>
`

/** The export written in pieces (its head, each post, its end), never whole in memory. */
async function writeExport(file: string): Promise<number> {
  const out = createWriteStream(file)
  out.write(HEAD)
  let id = 1
  for (let bytes = 0; bytes < TARGET_BYTES; id += 1) {
    const item = itemOf(id)
    bytes += Buffer.byteLength(item)
    if (!out.write(item)) await once(out, 'drain')
  }
  out.end(TAIL)
  await once(out, 'finish')
  return id - 1
}

async function measure<T>(run: () => Promise<T>) {
  global.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  const started = performance.now()
  const result = await run()
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage().rss)
  return {
    result,
    ms: Math.round(performance.now() - started),
    rssBeforeMb: Math.round(before / 1024 / 1024),
    rssPeakMb: Math.round(peak / 1024 / 1024),
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'wp-memory-'))
  try {
    const file = path.join(dir, 'export.xml')
    const posts = await writeExport(file)
    const source = () => createReadStream(file, { highWaterMark: 64 * 1024 })
    const scan = await measure(async () => (await scanExport(source)).items.size)
    const read = await measure(async () => {
      let items = 0
      for await (const entry of readWxr(source())) if (entry.kind === 'item') items += 1
      return items
    })
    const figures = {
      exportMb: Math.round(statSync(file).size / 1024 / 1024),
      posts,
      scan: {
        items: scan.result,
        ms: scan.ms,
        rssBeforeMb: scan.rssBeforeMb,
        rssPeakMb: scan.rssPeakMb,
      },
      read: {
        items: read.result,
        ms: read.ms,
        rssBeforeMb: read.rssBeforeMb,
        rssPeakMb: read.rssPeakMb,
      },
    }
    console.error(
      `WordPress export of ${figures.exportMb} MB (${posts} posts): scan ${scan.ms} ms, peak ${scan.rssPeakMb} MB RSS; read ${read.ms} ms, peak ${read.rssPeakMb} MB RSS`,
    )
    console.log(JSON.stringify({ wordpressMemory: figures }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

void main()
