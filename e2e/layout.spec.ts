import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from './support'

test.describe('header', () => {
  test('main menu carries the breakpoint from the settings', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toHaveAttribute(
      'data-breakpoint',
      '1024',
    )
  })

  test('a dropdown opens for keyboard users and on hover', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' })
    const damen = nav.getByRole('link', { name: 'Damen' })
    await expect(damen).toBeHidden()
    await nav.getByRole('link', { name: 'Leistungen' }).focus()
    await expect(damen).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(damen).toBeFocused()
    await expect(damen).toHaveAttribute('href', '/leistungen#_damen')
    await page.mouse.move(0, 600)
    await page.locator('body').click({ position: { x: 5, y: 600 } })
    await nav.getByRole('link', { name: 'Galerie' }).hover()
    await expect(damen).toBeHidden()
  })

  test('a mega menu shows columns with headings and images', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' })
    await nav.getByRole('link', { name: 'Salon', exact: true }).hover()
    for (const heading of ['Über uns', 'Besondere Anlässe', 'Ihr Besuch']) {
      await expect(nav.getByRole('region', { name: heading })).toBeVisible()
    }
    await expect(nav.getByRole('region', { name: 'Über uns' }).locator('img')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the skip link leads to the content', async ({ page }) => {
    await page.goto('/team')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' })
    await expect(skip).toBeFocused()
    await skip.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('the menu stays usable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const kontakt = page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: 'Kontakt' })
    await kontakt.scrollIntoViewIfNeeded()
    await kontakt.click()
    await expect(page).toHaveURL(/\/kontakt$/)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
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
    const image = page.getByRole('img', { name: 'Balayage in Honigblond' })
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
})
