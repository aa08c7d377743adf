import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { exportXml, type KitItem, SITE, sourceOf, zipOf } from '../test/exportKit'
import { runImport } from './runImport.server'
import { UploadsZipError, uploadsPath } from './uploadsZip.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

/** The old salon's front page (its address was the root), a page the demo has too, a post. */
const ITEMS: KitItem[] = [
  {
    id: 20,
    type: 'attachment',
    title: 'Salon',
    status: 'inherit',
    attachmentUrl: `${SITE}/wp-content/uploads/2023/02/salon.jpg`,
    meta: { _wp_attached_file: '2023/02/salon.jpg' },
  },
  {
    id: 21,
    type: 'attachment',
    title: 'Nicht im Archiv',
    status: 'inherit',
    attachmentUrl: `${SITE}/wp-content/uploads/2023/02/fehlt.jpg`,
    meta: { _wp_attached_file: '2023/02/fehlt.jpg' },
  },
  {
    id: 1,
    type: 'page',
    title: 'Willkommen',
    slug: 'home',
    link: `${SITE}/`,
    content: '<p>Schön, dass Sie da sind.</p>',
    meta: { _thumbnail_id: '20' },
  },
  { id: 2, type: 'page', title: 'Unser Salon', slug: 'salon', content: 'Seit 1990.' },
  { id: 3, type: 'post', title: 'Neu bei uns', slug: 'neu-bei-uns', content: 'Neu.' },
]

describeEach('WordPress import: uploads as a zip, the demo replaced (%s)', (kind) => {
  let instance: TestPayload
  let work: string
  let zip: string
  const payload = () => instance.payload
  const source = sourceOf(exportXml(ITEMS, []))
  const demoPage = (title: string, slug: string, extra: Record<string, unknown> = {}) =>
    payload().create({
      collection: 'pages',
      data: { title, slug, _status: 'published', demo: true, ...extra },
    })
  const paths = async () =>
    (await payload().find({ collection: 'pages', pagination: false, depth: 0, sort: 'path' })).docs
      .map((doc) => `${doc.path}${doc.demo ? ' (Demo)' : ''}`)
      .sort()

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    work = mkdtempSync(path.join(tmpdir(), 'wp-zip-'))
    const picture = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#806040' },
    })
      .jpeg()
      .toBuffer()
    zip = path.join(work, 'uploads.zip')
    writeFileSync(
      zip,
      zipOf({
        'wp-content/uploads/2023/02/salon.jpg': picture,
        'wp-content/uploads/2023/02/salon-300x200.jpg': picture,
        'wp-content/plugins/evil.php': Buffer.from('<?php'),
      }),
    )
    // The demo salon as the seed leaves it, and one demo page the owner has made her own.
    const home = await demoPage('Startseite', 'startseite')
    await demoPage('Salon', 'salon')
    await demoPage('Impressum', 'impressum')
    const services = await demoPage('Leistungen', 'leistungen')
    await payload().create({
      collection: 'pages',
      data: { title: 'Preise', slug: 'preise', parent: services.id, _status: 'published' },
    })
    await payload().create({
      collection: 'posts',
      data: { title: 'Demo-Beitrag', slug: 'demo-beitrag', _status: 'published', demo: true },
    })
    expect(home.path).toBe('/')
  })
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true })
    await instance?.cleanup()
  })

  it('reads archives of wp-content/uploads, of uploads and of its content alike', () => {
    expect(uploadsPath('wp-content/uploads/2023/02/a.jpg')).toBe('2023/02/a.jpg')
    expect(uploadsPath('uploads/2023/02/a.jpg')).toBe('2023/02/a.jpg')
    expect(uploadsPath('2023/02/a.jpg')).toBe('2023/02/a.jpg')
    expect(uploadsPath('backup/wp-content/uploads/2023/a.jpg')).toBe('2023/a.jpg')
  })

  it('a dry run lists what it would replace and finds the pictures in the zip, changing nothing', async () => {
    const before = await paths()
    const report = await runImport(payload(), {
      source,
      mediaDir: zip,
      dryRun: true,
      replaceDemo: true,
    })
    expect(await paths()).toEqual(before)
    expect(report.demo).toMatchObject({ held: true, replaced: true })
    expect(report.demo.backup).toBeUndefined()
    expect(report.demo.removed.map((row) => row.title).sort()).toEqual([
      'Demo-Beitrag',
      'Salon',
      'Startseite',
    ])
    expect(report.counts.Medien).toEqual({ created: 1, updated: 0 })
    expect(report.missingMedia.map((row) => row.title)).toEqual(['Nicht im Archiv'])
    // The export's pages take the demo's addresses: no clash to report.
    expect(report.clashes).toEqual([])
  })

  it('without the choice it adds beside the demo and says so', async () => {
    const report = await runImport(payload(), { source, dryRun: true })
    expect(report.demo).toMatchObject({ held: true, replaced: false, removed: [] })
    expect(report.clashes.map((row) => `${row.wanted} → ${row.got}`).sort()).toEqual([
      '/ → /home',
      '/salon → /salon-2',
    ])
  })

  it('replaces the untouched demo after a backup; the site keeps its legal pages and the owner’s', async () => {
    const report = await runImport(payload(), {
      source,
      mediaDir: zip,
      dryRun: false,
      replaceDemo: true,
    })
    expect(report.demo.backup).toMatch(/^salon-.*\.tar\.gz$/)
    expect(readdirSync(path.join(instance.mediaDir, '..', 'backups'))).toContain(report.demo.backup)
    // The old front page is the home page now; „Leistungen“ stays while the owner's page hangs below.
    expect(await paths()).toEqual([
      '/',
      '/impressum (Demo)',
      '/leistungen (Demo)',
      '/leistungen/preise',
      '/salon',
    ])
    const home = await payload().find({ collection: 'pages', where: { path: { equals: '/' } } })
    expect(home.docs[0]).toMatchObject({ title: 'Willkommen', wordpressId: 1 })
    const posts = await payload().find({ collection: 'posts', depth: 0 })
    expect(posts.docs.map((doc) => doc.slug)).toEqual(['neu-bei-uns'])
    // The picture came out of the zip; nothing else of it reached the media library.
    const media = await payload().find({ collection: 'media', depth: 0 })
    expect(media.docs.map((doc) => doc.wordpressId)).toEqual([20])
    expect(report.missingMedia.map((row) => row.title)).toEqual(['Nicht im Archiv'])
  })

  it('refuses a media file that is no zip, with nothing changed', async () => {
    const notZip = path.join(work, 'kaputt.zip')
    writeFileSync(notZip, 'kein Archiv')
    const before = await paths()
    await expect(
      runImport(payload(), { source, mediaDir: notZip, dryRun: false }),
    ).rejects.toBeInstanceOf(UploadsZipError)
    expect(await paths()).toEqual(before)
  })
})
