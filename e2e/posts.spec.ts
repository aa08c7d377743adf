import type { Page } from '@playwright/test'

import { adminHeaders, expect, expectNoAxeViolations, recordForeignRequests, test } from './support'
import { childrenNamed, childText, readXml } from '../src/test/readXml'

// „Aktuelles“ and the portfolio as visitors use them (docs/posts.md), on the seeded demo.

const lightbox = (page: Page) => page.locator('.lb[role="dialog"]')
const counter = (page: Page) => lightbox(page).locator('[data-lb-counter]')

async function lightboxReady(page: Page) {
  await expect(page.locator('[data-island="lightbox"]')).toHaveAttribute('data-island-ready', '')
}

test('the news list shows the demo posts newest first, by category and tag, and each post', async ({
  page,
  baseURL,
}) => {
  const foreign = recordForeignRequests(page, new URL(baseURL!).origin)
  await page.goto('/aktuelles')
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelles' })).toBeVisible()
  const titles = page.locator('main li h2')
  // The first three: a test below publishes a post dated long ago while this one runs.
  await expect(titles.first()).toHaveText('Winterpflege: So bleibt Ihr Haar geschmeidig')
  await expect(titles.nth(1)).toHaveText('Balayage in Honigblond: der Farbtrend des Jahres')
  await expect(titles.nth(2)).toHaveText('Neu im Team: Aylin Kaya, unsere Lockenspezialistin')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/aktuelles\/feed$/,
  )
  await expectNoAxeViolations(page)

  await page
    .getByRole('navigation', { name: 'Kategorien' })
    .getByRole('link', { name: 'Trends' })
    .click()
  await expect(page).toHaveURL(/\/aktuelles\/kategorie\/trends$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategorie: Trends')
  await expect(titles).toHaveText(['Balayage in Honigblond: der Farbtrend des Jahres'])
  await expect(
    page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Trends' }),
  ).toHaveAttribute('aria-current', 'page')

  await titles.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/aktuelles\/balayage-trend$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Balayage in Honigblond: der Farbtrend des Jahres',
  )
  await expect(page.locator('main')).toContainText('von Marie Linde')
  await expectNoAxeViolations(page)
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
  const posting = jsonLd.find((entry) => entry['@type'] === 'BlogPosting')
  expect(posting).toMatchObject({
    headline: 'Balayage in Honigblond: der Farbtrend des Jahres',
    author: { '@type': 'Person', name: 'Marie Linde' },
    articleSection: ['Trends'],
    keywords: 'Farbe',
  })
  expect(posting.url).toMatch(/\/aktuelles\/balayage-trend$/)

  await page.getByRole('navigation', { name: 'Schlagwörter' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/aktuelles\/schlagwort\/farbe$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schlagwort: Farbe')
  await expectNoAxeViolations(page)

  const missing = await page.goto('/aktuelles/gibt-es-nicht')
  expect(missing?.status()).toBe(404)
  expect((await page.request.get('/aktuelles/seite/2')).status()).toBe(404)
  expect((await page.request.get('/aktuelles/kategorie/unbekannt')).status()).toBe(404)
  expect(foreign).toEqual([])
})

test('pictures in a post open as the lightbox gallery „post“', async ({ page }) => {
  await page.goto('/aktuelles/winterpflege-fuer-ihr-haar')
  await lightboxReady(page)
  const pictures = page.locator('[data-post-content] a.post-image')
  await expect(pictures).toHaveCount(2)
  await pictures.first().click()
  await expect(lightbox(page)).toBeVisible()
  await expect(counter(page)).toHaveText('Bild 1 von 2')
  expect(page.url()).toMatch(/#post\/1$/)
  await page.keyboard.press('ArrowRight')
  await expect(counter(page)).toHaveText('Bild 2 von 2')
  await page.keyboard.press('Escape')
  await expect(lightbox(page)).toBeHidden()
})

test('the feed lists the posts with absolute links, as a feed reader reads it', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/aktuelles/feed')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const feed = readXml(await response.text())
  expect(feed).toMatchObject({ name: 'rss', attributes: { version: '2.0' } })
  const channel = childrenNamed(feed, 'channel')[0]!
  expect(childText(channel, 'language')).toBe('de-DE')
  expect(childrenNamed(channel, 'atom:link')[0]!.attributes).toMatchObject({
    href: `${baseURL}/aktuelles/feed`,
    rel: 'self',
  })
  const items = childrenNamed(channel, 'item')
  expect(items.length).toBeGreaterThanOrEqual(3)
  for (const item of items) {
    expect(childText(item, 'title')).not.toBe('')
    expect(childText(item, 'link')).toMatch(new RegExp(`^${baseURL}/aktuelles/[a-z0-9-]+$`))
    expect(childText(item, 'guid')).toBe(childText(item, 'link'))
    // RFC 822 with a zone, as RSS 2.0 asks: a reader parses it to the same instant.
    const date = childText(item, 'pubDate')
    expect(date).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/,
    )
    expect(Number.isNaN(Date.parse(date))).toBe(false)
  }
  const winter = items.find(
    (item) => childText(item, 'link') === `${baseURL}/aktuelles/winterpflege-fuer-ihr-haar`,
  )!
  expect(childrenNamed(winter, 'category').map((category) => category.text)).toContain(
    'Pflegetipps',
  )
})

test('the portfolio shows the work, by category, with before and after in one lightbox gallery', async ({
  page,
}) => {
  await page.goto('/portfolio')
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
  // The demo's three works (a test below publishes more while this one runs).
  for (const title of [
    'Von Straßenköterblond zu Honig-Balayage',
    'Lange Haare ab: kinnlanger Bob',
    'Hochgesteckte Brautfrisur mit Wellen',
  ])
    await expect(page.locator('main li h2').filter({ hasText: title })).toHaveCount(1)
  await expectNoAxeViolations(page)
  await page
    .getByRole('navigation', { name: 'Kategorien' })
    .getByRole('link', { name: 'Farbe' })
    .click()
  await expect(page).toHaveURL(/\/portfolio\/kategorie\/farbe$/)
  await expect(page.locator('main li h2')).toHaveText(['Von Straßenköterblond zu Honig-Balayage'])
  await page.locator('main li h2 a').click()
  await expect(page).toHaveURL(/\/portfolio\/honigblonde-balayage$/)
  await expect(page.locator('main')).toContainText('Balayage mit Glossing · von Sophie Wagner')
  await expectNoAxeViolations(page)

  await lightboxReady(page)
  await page.getByRole('figure').filter({ hasText: 'Vorher' }).getByRole('link').click()
  await expect(counter(page)).toHaveText('Bild 1 von 3')
  expect(page.url()).toMatch(/#portfolio\/1$/)
  await page.keyboard.press('ArrowRight')
  await expect(counter(page)).toHaveText('Bild 2 von 3')
  await page.keyboard.press('Escape')
  expect((await page.request.get('/portfolio/kategorie/unbekannt')).status()).toBe(404)
})

for (const width of [1440, 390])
  test(`a portfolio work holds videos, and its text's pictures open in the work's gallery (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    const foreign = recordForeignRequests(page, new URL(baseURL!).origin)
    const images = (await (
      await page.request.get('/api/media?where[mimeType][contains]=image&limit=3&depth=0', {
        headers: adminHeaders(),
      })
    ).json()) as { docs: Array<{ id: number }> }
    const [first, second, third] = images.docs.map((doc) => doc.id)
    const slug = `e2e-werk-${width}-${Date.now().toString(36)}`
    const paragraph = (text: string) => ({
      type: 'paragraph',
      version: 1,
      format: '',
      indent: 0,
      direction: 'ltr',
      children: [
        { type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 },
      ],
    })
    const made = await page.request.post('/api/portfolio', {
      headers: { ...adminHeaders(), origin: 'http://127.0.0.1:3210' },
      data: {
        title: `Werk mit Video ${width}`,
        slug,
        _status: 'published',
        before: first,
        after: second,
        description: {
          root: {
            type: 'root',
            version: 1,
            format: '',
            indent: 0,
            direction: 'ltr',
            children: [
              paragraph('So entstand der Schnitt.'),
              {
                type: 'upload',
                version: 3,
                format: '',
                relationTo: 'media',
                value: third,
                fields: null,
              },
            ],
          },
        },
        pictures: [
          { kind: 'image', image: first, caption: 'Von der Seite' },
          {
            kind: 'video',
            image: second,
            videoSource: 'youtube',
            videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            caption: 'Der Schnitt im Video',
          },
        ],
      },
    })
    expect(made.status(), await made.text()).toBe(201)

    await page.goto(`/portfolio/${slug}`)
    await expect(page.getByRole('heading', { name: 'Weitere Bilder und Videos' })).toBeVisible()
    const video = page.getByRole('figure').filter({ hasText: 'Der Schnitt im Video' })
    await expect(video.getByRole('link')).toHaveAccessibleName(/\(Video\)/)
    await expectNoAxeViolations(page)

    await lightboxReady(page)
    // The text's picture is the third of the work's gallery, after before and after.
    await page.locator('.post-image').click()
    await expect(counter(page)).toHaveText('Bild 3 von 5')
    expect(page.url()).toMatch(/#portfolio\/3$/)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText('Bild 5 von 5')
    // The video asks before YouTube hears of the visitor.
    await expect(lightbox(page).locator('[data-lb-gate="youtube"]')).toBeVisible()
    await expect(lightbox(page).locator('iframe')).toHaveCount(0)
    await page.keyboard.press('Escape')
    expect(foreign).toEqual([])
  })

test('a post the owner publishes appears in the list, the feed and the sitemap; a draft does not', async ({
  page,
}) => {
  const slug = `e2e-beitrag-${Date.now().toString(36)}`
  const made = await page.request.post('/api/posts?draft=true', {
    headers: { ...adminHeaders(), origin: 'http://127.0.0.1:3210' },
    data: {
      title: 'Neu: Sonntagsöffnung',
      slug,
      excerpt: 'Einmal im Monat.',
      // Long ago: last in the list, so the other tests of this file see the demo posts first.
      publishedAt: '2020-01-05T09:00:00.000Z',
      _status: 'draft',
    },
  })
  expect(made.status()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number } }
  await page.goto('/aktuelles')
  await expect(page.getByRole('link', { name: 'Neu: Sonntagsöffnung' })).toHaveCount(0)
  expect((await page.request.get(`/aktuelles/${slug}`)).status()).toBe(404)

  const published = await page.request.patch(`/api/posts/${doc.id}`, {
    headers: { ...adminHeaders(), origin: 'http://127.0.0.1:3210' },
    data: { _status: 'published' },
  })
  expect(published.status()).toBe(200)
  await page.goto('/aktuelles')
  await expect(page.locator('main li h2').last()).toHaveText('Neu: Sonntagsöffnung')
  expect(await (await page.request.get('/aktuelles/feed')).text()).toContain(slug)
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/aktuelles/${slug}`)
  await page.goto(`/aktuelles/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neu: Sonntagsöffnung')

  const removed = await page.request.delete(`/api/posts/${doc.id}`, {
    headers: { ...adminHeaders(), origin: 'http://127.0.0.1:3210' },
  })
  expect(removed.status()).toBe(200)
  expect((await page.request.get(`/aktuelles/${slug}`)).status()).toBe(404)
})
