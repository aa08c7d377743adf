import type { Browser, Page } from '@playwright/test'

import { DEMO_PAGES, expect, test } from './support'
import { publicPageSettled } from './settled'

test.describe('header', () => {
  test('the skip link leads to the content', async ({ page }) => {
    await page.goto('/team')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' })
    await expect(skip).toBeFocused()
    await skip.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })
})

test.describe('footer', () => {
  test('has social links with names, and the legal links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      /instagram/,
    )
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank')
    const legal = footer.getByRole('navigation', { name: 'Rechtliches' })
    await legal.getByRole('link', { name: 'Impressum' }).click()
    await expect(page).toHaveURL(/\/impressum$/)
    await expect(page.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/datenschutz',
    )
  })
})

test.describe('team', () => {
  test('a member’s tooltip shows on keyboard focus and describes the role', async ({ page }) => {
    await page.goto('/team')
    const role = page.getByRole('button', { name: 'Coloristin' })
    await expect(role).toHaveAccessibleDescription('Balayage, Strähnen und Farbkorrekturen')
    await role.focus()
    await expect(
      page.getByRole('tooltip', { name: 'Balayage, Strähnen und Farbkorrekturen' }),
    ).toBeVisible()
    await expect(page.getByRole('img', { name: 'Porträt von Aylin Kaya' })).toBeVisible()
  })
})

test.describe('images', () => {
  test('are served as AVIF or WebP in fitting sizes, lazily below the fold, with long caching', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/galerie')
    const image = page.getByRole('img', { name: 'Glänzendes Haar nach der Pflegebehandlung' })
    await expect(image).toHaveAttribute('loading', 'lazy')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.avif\?v=/)
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
    const response = await request.get(src)
    expect(response.headers()['content-type']).toBe('image/avif')
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('the hero on a phone loads the rendition its width needs, preloaded with the same srcset', async ({
    browser,
  }) => {
    // Lighthouse's phone: 412 px wide at 1.75 dpr needs a picture of 721 px.
    const context = await lighthousePhone(browser)
    const page = await context.newPage()
    const images = recordImagePaths(page)
    await page.goto('/')
    const preload = page.locator('link[rel="preload"][as="image"]')
    await expect(preload).toHaveCount(1)
    const srcset = (await preload.getAttribute('imagesrcset')) ?? ''
    expect(srcset).toMatch(/ 768w/)
    const hero = page.locator('main img').first()
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-768x\d+\.(avif|webp)\?v=/)
    const drawn = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
    // The preloaded file is the one drawn, fetched once.
    expect(srcset).toContain(drawn)
    expect(images.filter((path) => path === drawn)).toHaveLength(1)
    await context.close()
  })

  test('a parallax picture on a phone is the rendition its width needs, fetched when near', async ({
    browser,
  }) => {
    const context = await lighthousePhone(browser)
    const page = await context.newPage()
    const images = recordImagePaths(page)
    await page.goto('/')
    await publicPageSettled(page)
    // The hero's file is the parallax section's too; none larger than the phone needs.
    expect(images.filter((path) => /-(1080|1600)x/.test(path))).toEqual([])
    const layer = page.locator('[data-parallax-layer]')
    await layer.scrollIntoViewIfNeeded()
    const picture = layer.locator('img')
    await expect(picture).toHaveAttribute('loading', 'lazy')
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-768x\d+\.avif\?v=/)
    await expect(picture).toHaveCSS('object-fit', 'cover')
    await expect(layer.locator('div')).toHaveCSS('mix-blend-mode', 'multiply')
    await context.close()
  })

  test('a phone’s first page leaves the web fonts until after its first paint; the next page uses them', async ({
    browser,
  }) => {
    const context = await lighthousePhone(browser)
    const page = await context.newPage()
    await page.goto('/kontakt')
    const hasFaces = () =>
      page.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'))
    const families = () =>
      page.evaluate(() => [
        getComputedStyle(document.querySelector('h1')!).fontFamily,
        getComputedStyle(document.querySelector('main p')!).fontFamily,
      ])
    expect(await hasFaces()).toBe(false)
    const [heading, body] = await families()
    expect(heading).toMatch(/^"headingFont Fallback"/)
    expect(body).toMatch(/^"bodyFont Fallback"/)
    const loaded = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => ['bodyFont', 'headingFont'].includes(face.family))
          .map((face) => face.status),
      )
    await expect.poll(loaded).toEqual(['loaded', 'loaded'])
    const { paint, fonts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }))
    expect(fonts).toHaveLength(2)
    expect(fonts.every((start) => start >= paint)).toBe(true)

    await page.evaluate(() => location.assign('/galerie'))
    await page.waitForURL('**/galerie')
    expect(await hasFaces()).toBe(true)
    const [nextHeading, nextBody] = await families()
    expect(nextHeading).toMatch(/^headingFont,/)
    expect(nextBody).toMatch(/^bodyFont,/)
    await expect.poll(loaded).toEqual(['loaded', 'loaded'])

    // A wide screen uses them from its first page.
    const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await wide.goto('/kontakt')
    expect(await wide.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'))).toBe(
      true,
    )
    await wide.close()
    await context.close()
  })

  for (const path of ['/shop', '/veranstaltungen']) {
    test(`${path} on a phone preloads only the first card's picture, the one drawn`, async ({
      browser,
    }) => {
      const context = await lighthousePhone(browser)
      const page = await context.newPage()
      await page.goto(path)
      const preload = page.locator('link[rel="preload"][as="image"]')
      await expect(preload).toHaveCount(1)
      const first = page.locator('main li img').first()
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc))
        .not.toBe('')
      const drawn = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc))
      expect(await preload.getAttribute('imagesrcset')).toContain(drawn.pathname)
      await context.close()
    })
  }
})

/** The paths of every picture the page requests from now on, in order. */
function recordImagePaths(page: Page) {
  const images: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname)
  })
  return images
}

/** The phone Lighthouse measures on: 412 px wide at 1.75 dpr. */
function lighthousePhone(browser: Browser) {
  return browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
}

test.describe('the site’s column', () => {
  const PAGES = [
    '/',
    '/leistungen',
    '/kontakt',
    '/impressum',
    '/shop',
    '/termin',
    '/veranstaltungen',
    '/veranstaltungen/pflege-abend',
    '/veranstaltungen/flechtkurs',
    '/veranstaltungen/locken-sprechstunde',
    '/veranstaltungen/brautfrisuren-probetag',
    '/mein-konto',
    '/suche?s=Balayage',
  ]

  test('every page’s heading stands in the column the header stands in, at 1440 and 390 px', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of [...PAGES, ...DEMO_PAGES.map((demo: { path: string }) => demo.path)]) {
        await page.goto(path)
        const brand = await page.locator('header a[href="/"]').first().boundingBox()
        // Where the heading's text begins: its box may span the column's gutter.
        const textX = await page
          .getByRole('heading', { level: 1 })
          .first()
          .evaluate((heading) => {
            const range = document.createRange()
            range.selectNodeContents(heading)
            return range.getClientRects()[0]?.x ?? heading.getBoundingClientRect().x
          })
        expect(brand, path).not.toBeNull()
        // Within the column (from the header's name), never at the window's edge while the
        // header stands in the column.
        expect(textX, `${path} at ${width} px`).toBeGreaterThanOrEqual(brand!.x - 2)
        // And every line of text below it (a block without the column's rule stood at the
        // window's edge on /datenschutz while its heading was in place).
        const outside = await page.locator('main').evaluate((main, left) => {
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
          const found: string[] = []
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim()
            const parent = node.parentElement
            // What is not drawn (hidden, closed, a tooltip until hover or focus) has no place.
            const drawn = parent?.checkVisibility({
              opacityProperty: true,
              visibilityProperty: true,
            })
            if (!text || !parent || !drawn || parent.closest('[aria-hidden="true"]')) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            const first = [...range.getClientRects()].find((rect) => rect.width > 0)
            if (first && first.x < left) found.push(`${text.slice(0, 40)} at x=${first.x}`)
          }
          return found
        }, brand!.x - 2)
        expect(outside, `${path} at ${width} px`).toEqual([])
      }
    }
  })
})

test('no robot trap is visible, reachable or fillable on any form, with or without styles', async ({
  page,
}) => {
  for (const [path, name] of [
    ['/kontakt', '_hp_homepage'],
    ['/mein-konto/registrieren', 'bitte_leer_lassen'],
    ['/veranstaltungen/pflege-abend', 'bitte_leer_lassen'],
  ] as const) {
    await page.goto(path)
    const traps = await page.locator(`input[name="${name}"]`).all()
    expect(traps.length, path).toBeGreaterThan(0)
    for (const trap of traps) {
      await expect(trap, path).toBeHidden()
      // Hidden by its own markup, whatever stylesheet the page has, and never tabbed to.
      expect(
        await trap.evaluate(
          (input) =>
            Boolean(input.closest('[hidden][aria-hidden="true"]')) && input.tabIndex === -1,
        ),
        path,
      ).toBe(true)
    }
  }
})
