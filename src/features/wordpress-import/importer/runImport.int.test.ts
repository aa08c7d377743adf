import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { exportXml, type KitItem, menuItem, SITE, sourceOf } from '../test/exportKit'
import { runImport } from './runImport.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

const MAIL =
  'a:3:{s:7:"subject";s:23:"Anfrage von [your-name]";s:9:"recipient";s:22:"team@alt-salon.example";s:4:"body";s:14:"[your-message]";}'

const UPLOAD = `${SITE}/wp-content/uploads/2024/05/salon.jpg`

/** The old salon: a child page before its parent, a page whose address the site has, posts. */
const ITEMS: KitItem[] = [
  {
    id: 20,
    type: 'attachment',
    title: 'Der Salon',
    slug: 'salon',
    status: 'inherit',
    attachmentUrl: UPLOAD,
    meta: {
      _wp_attached_file: '2024/05/salon.jpg',
      _wp_attachment_image_alt: 'Blick in den Salon',
    },
  },
  {
    id: 21,
    type: 'attachment',
    title: 'Fehlt',
    status: 'inherit',
    attachmentUrl: `${SITE}/wp-content/uploads/2024/05/fehlt.jpg`,
    meta: { _wp_attached_file: '2024/05/fehlt.jpg' },
  },
  {
    id: 11,
    type: 'page',
    title: 'Unser Team',
    slug: 'team',
    parent: 10,
    link: `${SITE}/ueber-uns/team/`,
    content: 'Wir sind vier.',
  },
  {
    id: 10,
    type: 'page',
    title: 'Über uns',
    slug: '%c3%bcber-uns',
    link: `${SITE}/%c3%bcber-uns/`,
    content: '<p>Seit 1990.</p>',
  },
  {
    id: 12,
    type: 'page',
    title: 'Kontakt',
    slug: 'kontakt',
    link: `${SITE}/kontakt/`,
    content: '[contact-form-7 id="5" title="Kontakt"]',
  },
  {
    id: 30,
    type: 'post',
    title: 'Sommerzeit',
    slug: 'sommerzeit',
    link: `${SITE}/2024/05/02/sommerzeit/`,
    excerpt: '<p>Länger <b>geöffnet</b></p>',
    content: `[caption id="attachment_20" width="300"]<img class="wp-image-20" src="${UPLOAD}" alt="" /> Unser Salon[/caption]\n\nMehr <a href="${SITE}/ueber-uns/team/">über das Team</a> und <a href="javascript:alert(1)">nichts</a>.\n\n[gallery ids="20,21"]\n\n<iframe src="https://www.youtube.com/embed/abc"></iframe>`,
    terms: [
      { taxonomy: 'category', slug: 'news', name: 'Neuigkeiten' },
      { taxonomy: 'post_tag', slug: 'sommer', name: 'Sommer' },
    ],
    meta: { _thumbnail_id: '20' },
  },
  {
    id: 31,
    type: 'post',
    title: 'Entwurf',
    slug: 'entwurf',
    status: 'draft',
    content: 'Noch nicht fertig',
  },
  {
    id: 33,
    type: 'post',
    title: 'Silvester',
    slug: 'silvester',
    status: 'future',
    date: '2099-12-31 09:00:00',
    content: 'Bald',
  },
  { id: 32, type: 'post', title: 'Feed', slug: 'feed', content: 'Ein Beitrag namens Feed' },
  { id: 40, type: 'page', title: 'Weg', slug: 'weg', status: 'trash' },
  {
    id: 70,
    type: 'product',
    title: 'Pflegeöl',
    slug: 'pflegeoel',
    link: `${SITE}/produkt/pflegeoel/`,
    content: '<p>Für <strong>glänzendes</strong> Haar.</p>',
    excerpt: 'Arganöl',
    terms: [{ taxonomy: 'product_type', slug: 'simple', name: 'simple' }],
    meta: {
      _sku: 'OEL-1',
      _regular_price: '24.90',
      _sale_price: '19.90',
      _price: '19.90',
      _manage_stock: 'yes',
      _stock: '7',
      _weight: '0.25',
      _thumbnail_id: '20',
    },
  },
  {
    id: 71,
    type: 'product',
    title: 'Shampoo',
    slug: 'shampoo',
    link: `${SITE}/produkt/shampoo/`,
    terms: [
      { taxonomy: 'product_type', slug: 'variable', name: 'variable' },
      { taxonomy: 'pa_groesse', slug: '250-ml', name: '250 ml' },
      { taxonomy: 'pa_groesse', slug: '500-ml', name: '500 ml' },
    ],
    meta: {
      _product_attributes:
        'a:1:{s:10:"pa_groesse";a:6:{s:4:"name";s:10:"pa_groesse";s:5:"value";s:0:"";s:8:"position";i:0;s:10:"is_visible";i:1;s:12:"is_variation";i:1;s:11:"is_taxonomy";i:1;}}',
    },
  },
  {
    id: 72,
    type: 'product_variation',
    title: 'Shampoo - 250 ml',
    parent: 71,
    status: 'publish',
    meta: {
      attribute_pa_groesse: '250-ml',
      _price: '12',
      _sku: 'SH-250',
      _manage_stock: 'yes',
      _stock: '3',
    },
  },
  {
    id: 73,
    type: 'product_variation',
    title: 'Shampoo - 500 ml',
    parent: 71,
    status: 'publish',
    meta: { attribute_pa_groesse: '500-ml', _price: '20.5', _sku: 'SH-500' },
  },
  {
    id: 74,
    type: 'product',
    title: 'Set',
    slug: 'set',
    terms: [{ taxonomy: 'product_type', slug: 'grouped', name: 'grouped' }],
  },
  {
    id: 80,
    type: 'avada_portfolio',
    title: 'Balayage in Kupfer',
    slug: 'balayage-kupfer',
    link: `${SITE}/portfolio-items/balayage-kupfer/`,
    excerpt: 'Warm und weich',
    content:
      '[fusion_builder_container][fusion_builder_row][fusion_builder_column][fusion_text]<p>Drei Stunden, zwei Töne.</p>[/fusion_text][fusion_gallery][fusion_gallery_image image_id="20|full" /][/fusion_gallery][/fusion_builder_column][/fusion_builder_row][/fusion_builder_container]',
    terms: [{ taxonomy: 'portfolio_category', slug: 'farbe', name: 'Farbe' }],
    meta: { _thumbnail_id: '20' },
  },
  {
    id: 5,
    type: 'wpcf7_contact_form',
    title: 'Kontakt',
    status: 'publish',
    meta: {
      _form:
        '<label> Ihr Name (Pflichtfeld)\n [text* your-name] </label>\n<label> E-Mail\n [email* your-email] </label>\n[textarea your-message]\n[submit "Senden"]',
      _mail: MAIL,
    },
  },
  menuItem(50, 'hauptmenue', 1, { kind: 'custom', object: 'custom', url: `${SITE}/` }, 0, 'Start'),
  menuItem(51, 'hauptmenue', 2, { kind: 'post_type', object: 'page', objectId: 10 }),
  menuItem(52, 'hauptmenue', 3, { kind: 'post_type', object: 'page', objectId: 11 }, 51),
  menuItem(53, 'hauptmenue', 4, { kind: 'taxonomy', object: 'category', objectId: 1 }, 51, 'Neues'),
  menuItem(54, 'hauptmenue', 5, { kind: 'post_type', object: 'post', objectId: 30 }, 52),
  menuItem(55, 'hauptmenue', 6, { kind: 'post_type', object: 'page', objectId: 40 }),
  menuItem(
    60,
    'social',
    1,
    { kind: 'custom', object: 'custom', url: 'https://instagram.com/salon' },
    0,
    'Instagram',
  ),
]

const TERMS = [
  { taxonomy: 'category' as const, slug: 'news', name: 'Neuigkeiten' },
  { taxonomy: 'post_tag' as const, slug: 'sommer', name: 'Sommer' },
  { taxonomy: 'nav_menu' as const, slug: 'hauptmenue', name: 'Hauptmenü' },
  { taxonomy: 'portfolio_category' as const, slug: 'farbe', name: 'Farbe' },
  { taxonomy: 'nav_menu' as const, slug: 'social', name: 'Social' },
]

describeEach('WordPress import (%s)', (kind) => {
  let instance: TestPayload
  let mediaDir: string
  const payload = () => instance.payload
  const source = sourceOf(exportXml(ITEMS, TERMS))
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        (['pages', 'posts', 'media', 'redirects', 'post-categories'] as const).map(
          async (collection) => [collection, (await payload().count({ collection })).totalDocs],
        ),
      ),
    )

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    mediaDir = mkdtempSync(path.join(tmpdir(), 'wp-uploads-'))
    mkdirSync(path.join(mediaDir, '2024/05'), { recursive: true })
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a06080' } })
      .jpeg()
      .toFile(path.join(mediaDir, '2024/05/salon.jpg'))
    // The site's own page at the address the old „Kontakt“ had.
    await payload().create({
      collection: 'pages',
      data: { title: 'Kontakt', slug: 'kontakt', _status: 'published' },
    })
  })
  afterAll(async () => {
    rmSync(mediaDir, { recursive: true, force: true })
    await instance?.cleanup()
  })

  it('changes nothing in a dry run and reports what it would do', async () => {
    const before = await counts()
    const report = await runImport(payload(), { source, mediaDir, dryRun: true })
    expect(await counts()).toEqual(before)
    expect(report.dryRun).toBe(true)
    expect(report.counts).toMatchObject({
      Seiten: { created: 3, updated: 0 },
      Beiträge: { created: 4, updated: 0 },
      Medien: { created: 1, updated: 0 },
    })
  })

  it('rolls everything back when a save fails halfway', async () => {
    const before = await counts()
    const create = payload().create.bind(payload())
    const spy = vi.spyOn(payload(), 'create').mockImplementation((async (options: {
      collection: string
    }) => {
      if (options.collection === 'posts') throw new Error('disk full')
      return create(options as never)
    }) as never)
    await expect(runImport(payload(), { source, mediaDir, dryRun: false })).rejects.toThrow(
      'disk full',
    )
    spy.mockRestore()
    expect(await counts()).toEqual(before)
  })

  it('imports pages under their parents, posts with terms, pictures and old addresses', async () => {
    const report = await runImport(payload(), { source, mediaDir, dryRun: false })
    const pages = await payload().find({
      collection: 'pages',
      where: { wordpressId: { exists: true } },
      depth: 0,
      pagination: false,
    })
    expect(pages.docs.map((page) => page.path).sort()).toEqual([
      '/kontakt-2',
      '/ueber-uns',
      '/ueber-uns/team',
    ])
    expect(report.clashes).toEqual([{ title: 'Kontakt', wanted: '/kontakt', got: '/kontakt-2' }])
    expect(report.skipped.map((row) => `${row.type} ${row.title}`).sort()).toEqual([
      'nav_menu Social',
      'nav_menu_item #55',
      'page Weg',
      'product Set',
    ])
    expect(report.missingMedia).toEqual([
      {
        title: 'Fehlt',
        url: `${SITE}/wp-content/uploads/2024/05/fehlt.jpg`,
        reason: expect.stringMatching(
          /^nicht in den hochgeladenen Medien; alter Server alt-salon\.example /,
        ),
      },
    ])
    expect(report.notes).toEqual(
      expect.arrayContaining([
        { title: 'Sommerzeit', note: 'Unsicherer Link entfernt (Text behalten)' },
      ]),
    )

    const [media] = (
      await payload().find({
        collection: 'media',
        where: { wordpressId: { equals: 20 } },
        depth: 0,
      })
    ).docs
    expect(media?.alt).toBe('Blick in den Salon')
    const [post] = (
      await payload().find({
        collection: 'posts',
        where: { wordpressId: { equals: 30 } },
        depth: 1,
      })
    ).docs
    expect(post).toMatchObject({
      title: 'Sommerzeit',
      path: '/aktuelles/sommerzeit',
      _status: 'published',
      authorName: 'Anna Schere',
      excerpt: 'Länger geöffnet',
      publishedAt: '2024-05-02T07:00:00.000Z',
    })
    expect((post?.image as { id: number }).id).toBe(media?.id)
    expect((post?.categories as Array<{ slug: string }>).map((term) => term.slug)).toEqual(['news'])
    expect(post?.layout?.map((block) => block.blockType)).toEqual([
      'richText',
      'gallery',
      'videoEmbed',
    ])
    const text = JSON.stringify(post?.layout?.[0])
    expect(text).toContain('"url":"/ueber-uns/team"')
    expect(text).not.toMatch(/javascript|alt-salon\.example/)
    const layoutJson = JSON.stringify(post?.layout)
    expect(layoutJson).not.toContain('alt-salon.example')
    const feed = (
      await payload().find({
        collection: 'posts',
        where: { wordpressId: { equals: 32 } },
        depth: 0,
      })
    ).docs[0]
    expect(feed?.slug).toBe('feed-2')
    const draft = (
      await payload().find({
        collection: 'posts',
        where: { wordpressId: { equals: 31 } },
        draft: true,
        depth: 0,
      })
    ).docs[0]
    expect(draft?._status).toBe('draft')

    const redirects = await payload().find({ collection: 'redirects', depth: 0, pagination: false })
    const moved = Object.fromEntries(redirects.docs.map((doc) => [doc.from, doc.to]))
    expect(moved).toMatchObject({
      '/2024/05/02/sommerzeit': '/aktuelles/sommerzeit',
      [`/?p=30`]: '/aktuelles/sommerzeit',
      '/?page_id=11': '/ueber-uns/team',
      '/über-uns': '/ueber-uns',
    })
    // The site's own page keeps its address.
    expect(moved['/kontakt']).toBeUndefined()
    expect(moved['/?p=31']).toBeUndefined()

    // Scheduled in WordPress: a draft here that Payload publishes at its time.
    const scheduled = (
      await payload().find({
        collection: 'posts',
        where: { wordpressId: { equals: 33 } },
        draft: true,
        depth: 0,
      })
    ).docs[0]
    expect(scheduled?._status).toBe('draft')
    const jobs = await payload().find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      depth: 0,
    })
    expect(jobs.docs).toHaveLength(1)
    expect(jobs.docs[0]).toMatchObject({
      waitUntil: '2099-12-31T09:00:00.000Z',
      input: { type: 'publish', doc: { relationTo: 'posts', value: String(scheduled?.id) } },
    })
  })

  it('imports simple and variable WooCommerce products into the shop', async () => {
    const { docs } = await payload().find({
      collection: 'products',
      where: { wordpressId: { exists: true } },
      sort: 'wordpressId',
      depth: 0,
    })
    expect(docs.map((doc) => doc.slug)).toEqual(['pflegeoel', 'shampoo'])
    expect(docs[0]).toMatchObject({
      title: 'Pflegeöl',
      priceCents: 1990,
      stock: 7,
      weightGrams: 250,
      sku: 'OEL-1',
      summary: 'Arganöl',
      description: 'Für glänzendes Haar.',
      active: true,
    })
    expect(docs[0]?.images).toHaveLength(1)
    expect(docs[1]).toMatchObject({ priceCents: 1200, attributes: [{ name: 'Groesse' }] })
    expect(
      docs[1]?.variants?.map(({ option1, priceCents, stock, sku }) => ({
        option1,
        priceCents,
        stock,
        sku,
      })),
    ).toEqual([
      { option1: '250 ml', priceCents: 1200, stock: 3, sku: 'SH-250' },
      { option1: '500 ml', priceCents: 2050, stock: null, sku: 'SH-500' },
    ])
    const moved = await payload().find({
      collection: 'redirects',
      where: { to: { equals: '/shop/shampoo' } },
      depth: 0,
    })
    expect(moved.docs.map((doc) => doc.from).sort()).toEqual([
      '/?p=71',
      '/?product=shampoo',
      '/produkt/shampoo',
    ])
  })

  it('imports Contact Form 7 forms and shows them where the old page did', async () => {
    const { docs } = await payload().find({
      collection: 'contact-forms',
      where: { wordpressId: { equals: 5 } },
      depth: 0,
    })
    expect(docs[0]).toMatchObject({
      title: 'Kontakt',
      submitLabel: 'Senden',
      mail: {
        recipients: 'team@alt-salon.example',
        subject: 'Anfrage von [your-name]',
        replyToField: 'your-email',
      },
    })
    expect(
      docs[0]?.fields?.map((field) => [field.type, field.name, field.label, field.required]),
    ).toEqual([
      ['text', 'your-name', 'Ihr Name', true],
      ['email', 'your-email', 'E-Mail', true],
      ['textarea', 'your-message', 'your-message', false],
    ])
    const [page] = (
      await payload().find({
        collection: 'pages',
        where: { wordpressId: { equals: 12 } },
        depth: 0,
      })
    ).docs
    expect(page?.layout).toEqual([
      expect.objectContaining({ blockType: 'contactForm', form: docs[0]?.id }),
    ])
  })

  it('imports Avada portfolio items into the portfolio', async () => {
    const { docs } = await payload().find({
      collection: 'portfolio',
      where: { wordpressId: { equals: 80 } },
      depth: 1,
    })
    expect(docs[0]).toMatchObject({
      title: 'Balayage in Kupfer',
      path: '/portfolio/balayage-kupfer',
      _status: 'published',
      excerpt: 'Warm und weich',
    })
    expect((docs[0]?.category as { slug: string }).slug).toBe('farbe')
    expect(docs[0]?.pictures).toHaveLength(1)
    expect(JSON.stringify(docs[0]?.description)).toContain('Drei Stunden, zwei Töne.')
    const moved = await payload().find({
      collection: 'redirects',
      where: { to: { equals: '/portfolio/balayage-kupfer' } },
      depth: 0,
    })
    expect(moved.docs.map((doc) => doc.from).sort()).toEqual([
      '/?p=80',
      '/portfolio-items/balayage-kupfer',
    ])
  })

  it('rebuilds the main menu with its submenu, linking pages, posts and categories', async () => {
    const header = await payload().findGlobal({ slug: 'header', depth: 1 })
    const menu = (header.mainMenu ?? []).map((row) => ({
      label: row.link.label,
      type: row.link.type,
      kind: row.kind,
      children: (row.children ?? []).map((child) => [child.link.label, child.link.type]),
    }))
    expect(menu).toEqual([
      { label: 'Start', type: 'url', kind: 'none', children: [] },
      {
        label: 'Über uns',
        type: 'page',
        kind: 'dropdown',
        children: [
          ['Unser Team', 'page'],
          ['Neues', 'url'],
          ['Sommerzeit', 'post'],
        ],
      },
    ])
    expect(header.mainMenu?.[0]?.link.url).toBe('/')
    expect((header.mainMenu?.[1]?.link.page as { path: string }).path).toBe('/ueber-uns')
    expect(header.mainMenu?.[1]?.children?.[1]?.link.url).toBe('/aktuelles/kategorie/news')
  })

  it('updates what it imported when run again, duplicating nothing', async () => {
    const before = await counts()
    const report = await runImport(payload(), { source, mediaDir, dryRun: false })
    expect(await counts()).toEqual(before)
    expect(report.counts).toMatchObject({
      Produkte: { created: 0, updated: 2 },
      Seiten: { created: 0, updated: 3 },
      Beiträge: { created: 0, updated: 4 },
      Medien: { created: 0, updated: 1 },
    })
  })
})
