import type { Browser } from '@playwright/test'

import { expect, test } from './support'

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
    const images: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname)
    })
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
    const images: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
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

  test('a phone’s first page leaves the heading face to after its first paint; the next page uses it', async ({
    browser,
  }) => {
    const context = await lighthousePhone(browser)
    const page = await context.newPage()
    await page.goto('/kontakt')
    const hasFace = () =>
      page.evaluate(() => document.documentElement.hasAttribute('data-heading-font'))
    const headingFamily = () => page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)
    expect(await hasFace()).toBe(false)
    expect(await headingFamily()).toMatch(/^"headingFont Fallback"/)
    const face = () =>
      page.evaluate(() => [...document.fonts].find((f) => f.family === 'headingFont')?.status)
    await expect.poll(face).toBe('loaded')
    const { paint, fonts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }))
    // The body face (preloaded) before the paint, the heading face after it.
    expect(fonts.filter((start) => start < paint)).toHaveLength(1)
    expect(fonts.filter((start) => start >= paint)).toHaveLength(1)

    await page.evaluate(() => location.assign('/galerie'))
    await page.waitForURL('**/galerie')
    expect(await hasFace()).toBe(true)
    expect(await headingFamily()).toMatch(/^headingFont,/)
    await expect.poll(face).toBe('loaded')

    // A wide screen uses it from its first page.
    const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await wide.goto('/kontakt')
    expect(
      await wide.evaluate(() => document.documentElement.hasAttribute('data-heading-font')),
    ).toBe(true)
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

/** The phone Lighthouse measures on: 412 px wide at 1.75 dpr. */
function lighthousePhone(browser: Browser) {
  return browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
}
