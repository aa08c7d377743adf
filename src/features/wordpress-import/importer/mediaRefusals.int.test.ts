import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { COLLECTIONS } from '@/contracts/slugs'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { exportXml, type KitItem, SITE, sourceOf, zipOf } from '../test/exportKit'
import type { ImportReport } from './report'
import { runImport } from './runImport.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

/** A real uploads folder holds a few files the media library cannot take; each is one of them. */
async function oddUploads() {
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#a86' },
  })
    .jpeg()
    .toBuffer()
  return {
    'good.jpg': photo,
    'photo-named.png': photo,
    'logo.svg': Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20" fill="#363"/></svg>',
    ),
    'readme.txt': Buffer.from('Bitte nicht löschen.\n'.repeat(20)),
    'fake.png': Buffer.from('<!DOCTYPE html><html><body>404 Not Found</body></html>'),
    'zeros.jpg': Buffer.alloc(2048),
    'empty.jpg': Buffer.alloc(0),
    'broken.jpg': photo.subarray(0, Math.floor(photo.length / 2)),
    'preise.pdf': Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  } as Record<string, Buffer>
}

const NAMES = [
  'good.jpg',
  'photo-named.png',
  'logo.svg',
  'readme.txt',
  'fake.png',
  'zeros.jpg',
  'empty.jpg',
  'broken.jpg',
  'preise.pdf',
  'link.jpg',
]

const ITEMS: KitItem[] = [
  ...NAMES.map((name, index) => ({
    id: 500 + index,
    type: 'attachment',
    title: name,
    status: 'inherit',
    attachmentUrl: `${SITE}/wp-content/uploads/2024/05/${name}`,
    meta: { _wp_attached_file: `2024/05/${name}` },
  })),
  {
    id: 600,
    type: 'post',
    title: 'Galerie',
    slug: 'galerie',
    content: `[gallery ids="${NAMES.map((_, index) => 500 + index).join(',')}"]`,
  },
]

const EXPECTED_REFUSALS = {
  '2024/05/readme.txt': 'Textdatei, kein Bild',
  '2024/05/fake.png': 'HTML-Seite, kein Bild (die alte Website lieferte wohl eine Fehlerseite)',
  '2024/05/zeros.jpg': 'enthält nur Nullbytes (beschädigt)',
  '2024/05/empty.jpg': 'leere Datei (0 Byte)',
  '2024/05/broken.jpg': 'Bild ist beschädigt oder unvollständig',
  '2024/05/preise.pdf': 'PDF-Dokument: die Mediathek nimmt nur Bilder und Videos',
}

const refusals = (report: ImportReport) =>
  Object.fromEntries(report.refusedMedia.map((row) => [row.file, row.reason]))

describeEach('WordPress import with files the media library cannot take (%s)', (kind) => {
  let test: TestPayload
  let dir: string
  beforeAll(async () => {
    test = await startTestPayload(kind)
    dir = mkdtempSync(path.join(tmpdir(), 'salon-odd-uploads-'))
  })
  afterAll(async () => {
    await test?.cleanup()
    rmSync(dir, { recursive: true, force: true })
  })

  it('lists each refused file with its reason and imports everything else, dry run and import alike', async () => {
    const files = await oddUploads()
    const uploads = path.join(dir, 'folder')
    mkdirSync(path.join(uploads, '2024/05'), { recursive: true })
    for (const [name, data] of Object.entries(files))
      writeFileSync(path.join(uploads, '2024/05', name), data)
    symlinkSync('/etc/passwd', path.join(uploads, '2024/05/link.jpg'))
    const source = sourceOf(exportXml(ITEMS))

    const dry = await runImport(test.payload, { source, mediaDir: uploads, dryRun: true })
    const done = await runImport(test.payload, { source, mediaDir: uploads, dryRun: false })
    expect(done.counts).toEqual(dry.counts)
    expect(done.refusedMedia).toEqual(dry.refusedMedia)
    expect(done.counts.Medien).toEqual({ created: 3, updated: 0 })
    expect(done.counts.Beiträge).toEqual({ created: 1, updated: 0 })
    expect(refusals(done)).toEqual({
      ...EXPECTED_REFUSALS,
      '2024/05/link.jpg': 'Verknüpfung (Symlink), keine Datei',
    })
    expect(done.notes).toEqual(
      expect.arrayContaining([
        { title: 'logo.svg', note: 'SVG-Grafik als PNG-Bild übernommen (ohne Skripte und Links)' },
        {
          title: 'photo-named.png',
          note: 'Endung .png passte nicht zum Inhalt (JPEG): als .jpg übernommen',
        },
      ]),
    )
    const media = await test.payload.find({
      collection: COLLECTIONS.media,
      depth: 0,
      sort: 'wordpressId',
      overrideAccess: true,
    })
    expect(media.docs.map((doc) => [doc.wordpressId, doc.mimeType])).toEqual([
      [500, 'image/jpeg'],
      [501, 'image/jpeg'],
      [502, 'image/png'],
    ])
    expect(media.docs[1]?.filename).toMatch(/\.jpg$/)
  })

  it('takes the uploads as a zip the same way, a symbolic link inside it included', async () => {
    await test.payload.delete({
      collection: COLLECTIONS.media,
      where: { id: { exists: true } },
      overrideAccess: true,
    })
    const files = await oddUploads()
    const zip = path.join(dir, 'uploads.zip')
    writeFileSync(
      zip,
      zipOf(
        {
          ...Object.fromEntries(
            Object.entries(files).map(([name, data]) => [
              `wp-content/uploads/2024/05/${name}`,
              data,
            ]),
          ),
          'wp-content/uploads/2024/05/link.jpg': Buffer.from('/etc/passwd'),
        },
        { links: ['wp-content/uploads/2024/05/link.jpg'] },
      ),
    )
    const source = sourceOf(exportXml(ITEMS))
    const dry = await runImport(test.payload, { source, mediaDir: zip, dryRun: true })
    const done = await runImport(test.payload, { source, mediaDir: zip, dryRun: false })
    expect(done.counts.Medien).toEqual({ created: 3, updated: 0 })
    expect(dry.counts.Medien).toEqual(done.counts.Medien)
    expect(refusals(done)).toEqual({
      ...EXPECTED_REFUSALS,
      '2024/05/link.jpg': 'Verknüpfung (Symlink) im Archiv, keine Datei',
    })
    expect(refusals(dry)).toEqual(refusals(done))
  })
})
