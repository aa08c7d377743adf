import { type Page } from '@playwright/test'

import {
  adminHeaders,
  afterFrames,
  expect,
  expectNoAxeViolations,
  pausePageClock,
  resizeViewport,
  test,
} from './support'

const scrollPosition = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const topOf = (page: Page, selector: string) =>
  page.evaluate(
    (sel) => Math.round(document.querySelector(sel)!.getBoundingClientRect().top),
    selector,
  )

/** Polls until the element's top is within 1.5 px of `expected` (layout rounds sub-pixels). */
const expectTop = (page: Page, selector: string, expected: number) =>
  expect
    .poll(async () => Math.abs((await topOf(page, selector)) - expected) <= 1.5, {
      message: `${selector} at ${expected} px`,
    })
    .toBe(true)

async function open(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 800 })
  await page.goto(path)
  await expect(page.locator('#main-nav')).toHaveAttribute('data-enhanced', '')
}

test.describe('in-page anchors', () => {
  test('#_anchor in the address scrolls after load and becomes #anchor (below the sticky header)', async ({
    page,
  }) => {
    await open(page, 1280, '/#_leistungen')
    await expect(page).toHaveURL(/\/#leistungen$/)
    // 66 px sticky header + 16 px gap.
    await expectTop(page, '#leistungen', 82)
    await expect(page.locator('#leistungen')).toBeFocused()
  })

  test('a #_ link to this page scrolls smoothly over 400 ms and rewrites the address', async ({
    page,
  }) => {
    await open(page, 375, '/')
    await expect(page.locator('main')).toHaveAttribute('data-island-ready', '')
    const link = page.getByRole('link', { name: 'Unsere Leistungen' })
    await expect(link).toHaveAttribute('href', '#_leistungen')
    const distance = (await topOf(page, '#leistungen')) - 16
    await pausePageClock(page)
    await link.click()
    // Half the time is half the way (ease in and out), and at 400 ms it has arrived.
    await page.clock.runFor(200)
    const halfway = 1 - ((await topOf(page, '#leistungen')) - 16) / distance
    expect(halfway).toBeGreaterThan(0.4)
    expect(halfway).toBeLessThan(0.6)
    await page.clock.runFor(190)
    expect(await topOf(page, '#leistungen')).toBeGreaterThan(16.5)
    await page.clock.runFor(20)
    await expectTop(page, '#leistungen', 16)
    await expect(page).toHaveURL(/\/#leistungen$/)
  })

  test('a link to an anchor on another page opens it with #_anchor, then scrolls there', async ({
    page,
  }) => {
    await open(page, 1280, '/team')
    await page.locator('#main-nav').getByRole('link', { name: 'Salon', exact: true }).hover()
    const anfahrt = page.locator('#main-nav').getByRole('link', { name: 'Anfahrt' })
    await expect(anfahrt).toHaveAttribute('href', '/kontakt#_adressen')
    // The panel fades and slides in over 150 ms. In the gate of 8 December the click during it
    // never navigated (the page scrolled instead, the address stayed /team for 30 s); the retry's
    // trace shows the click met the panel still moving. A person clicks what has stopped moving.
    await expect
      .poll(() =>
        anfahrt.evaluate(
          (link) =>
            link
              .closest('[data-open]')
              ?.getAnimations({ subtree: true })
              .filter((animation) => animation.playState === 'running').length ?? -1,
        ),
      )
      .toBe(0)
    // A settings save by a test running beside this one empties the page cache, and /kontakt is
    // then rendered anew on a busy machine: its load is given the time a cold render takes there.
    await Promise.all([
      page.waitForURL(/\/kontakt#/, { waitUntil: 'load', timeout: 30_000 }),
      anfahrt.click(),
    ])
    await expect(page).toHaveURL(/\/kontakt#adressen$/)
    await expectTop(page, '#adressen', 82)
  })

  test('the menu entry of the section in view is highlighted', async ({ page }) => {
    await open(page, 1280, '/leistungen')
    const menu = page.getByRole('navigation', { name: 'Leistungen' })
    await page.evaluate(() =>
      window.scrollTo(
        0,
        document.getElementById('herren')!.getBoundingClientRect().top + scrollY - 100,
      ),
    )
    await expect(menu.getByRole('link', { name: 'Herren' })).toHaveAttribute(
      'aria-current',
      'location',
    )
    await menu.getByRole('link', { name: 'Farbe & Strähnen' }).click()
    await expect(page).toHaveURL(/\/leistungen#farbe$/)
    await expect(menu.getByRole('link', { name: 'Farbe & Strähnen' })).toHaveAttribute(
      'aria-current',
      'location',
    )
    await expect(menu.getByRole('link', { name: 'Herren' })).not.toHaveAttribute('aria-current')
  })
})

test.describe('scroll-to-top button', () => {
  test('active past 200 px while scrolling down; 1200 ms back to the top', async ({ page }) => {
    await open(page, 375, '/leistungen')
    const button = page.locator('button', { hasText: 'Nach oben scrollen' })
    const active = () => button.getAttribute('data-active')
    await expect(button).toHaveAttribute('data-island-ready', '')
    await expect(button).toBeHidden()
    await page.mouse.wheel(0, 150)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150)
    await afterFrames(page)
    expect(await active()).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(button).toBeVisible()
    await expect(button).toHaveAccessibleName('Nach oben scrollen')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(button).toBeVisible()
    await expectNoAxeViolations(page)

    await button.focus()
    // Measured in the page, frame by frame: a busy machine delays the test's own clock, not the
    // animation. An animation passes positions between 900 and 0; a jump does not.
    const run = page.evaluate(
      () =>
        new Promise<{ elapsed: number; positions: number[] }>((resolve) => {
          const positions: number[] = []
          let started = 0
          const tick = (now: number) => {
            positions.push(Math.round(window.scrollY))
            if (!started && window.scrollY < 900) started = now
            if (started && window.scrollY === 0) resolve({ elapsed: now - started, positions })
            else requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        }),
    )
    await page.keyboard.press('Enter')
    const { elapsed, positions } = await run
    expect(positions.filter((top) => top > 0 && top < 900).length).toBeGreaterThan(3)
    expect(elapsed).toBeGreaterThanOrEqual(1000)
    await expect(page.locator('main')).toBeFocused()
  })

  test('jumps instantly under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, 1280, '/leistungen')
    const button = page.locator('button', { hasText: 'Nach oben scrollen' })
    await expect(button).toHaveAttribute('data-island-ready', '')
    await page.evaluate(() => window.scrollTo(0, 1200))
    await button.click()
    expect(await scrollPosition(page)).toBe(0)
  })
})

test.describe('full-height sections', () => {
  test('keys and wheel move one section at a time (450 ms), dots follow; axe clean', async ({
    page,
  }) => {
    await open(page, 1280, '/salon')
    const dots = page.getByRole('navigation', { name: 'Abschnitte' }).getByRole('link')
    await expect(dots).toHaveCount(3)
    await expect(dots.nth(0)).toHaveAccessibleName('Zu Abschnitt 1: Ankommen')
    await expectNoAxeViolations(page)

    await pausePageClock(page)
    await dots.nth(0).click()
    await page.clock.runFor(500)
    await expectTop(page, '#ankommen', 66)
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    const height = await page
      .locator('#ankommen')
      .evaluate((element: HTMLElement) => element.offsetHeight)
    expect(Math.abs(height - (800 - 66))).toBeLessThanOrEqual(1)

    await page.keyboard.press('ArrowDown')
    // A second press 449 ms later is swallowed: the page stays at the next section.
    await page.clock.runFor(449)
    await page.keyboard.press('ArrowDown')
    await page.clock.runFor(100)
    await expectTop(page, '#beraten', 66)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    // One 450 ms after the previous move is taken.
    await page.keyboard.press('ArrowDown')
    await page.clock.runFor(450)
    await expectTop(page, '#verwandeln', 66)
    await page.keyboard.press('ArrowUp')
    await page.clock.runFor(100)
    expect(await topOf(page, '#verwandeln')).toBeGreaterThan(70)
    await page.clock.runFor(400)
    await expectTop(page, '#beraten', 66)

    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 120)
    await page.clock.runFor(500)
    await expectTop(page, '#verwandeln', 66)
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')

    // Past the last section the page scrolls on as usual.
    await page.mouse.wheel(0, 300)
    await expect.poll(() => topOf(page, '#verwandeln')).toBeLessThan(0)
    await page.clock.resume()

    await dots.nth(0).click()
    await expectTop(page, '#ankommen', 66)
  })

  test('are ordinary blocks on small screens', async ({ page }) => {
    await open(page, 375, '/salon')
    await expect(page.getByRole('navigation', { name: 'Abschnitte' })).toBeHidden()
    const height = await page
      .locator('#beraten')
      .evaluate((element: HTMLElement) => element.offsetHeight)
    expect(height).toBeLessThan(800)
  })
})

test.describe('sticky sidebar', () => {
  test('stays 50 px below the sticky header on desktop, re-measured 350 ms after a resize, scrolls along on tablets', async ({
    page,
  }) => {
    await open(page, 1280, '/leistungen')
    const sidebar = '[data-sticky-sidebar]'
    await page.evaluate(() => {
      const aside = document.querySelector('aside')!.getBoundingClientRect()
      window.scrollTo(0, aside.top + scrollY + 400)
    })
    await expect.poll(() => topOf(page, sidebar)).toBe(66 + 50)

    // Re-measured 350 ms after a resize: a window too short for it lets it scroll along.
    const tall = await page
      .locator(sidebar)
      .evaluate((element: HTMLElement) => element.offsetHeight)
    await pausePageClock(page)
    await resizeViewport(page, { width: 1280, height: tall + 66 + 50 - 40 })
    await page.clock.runFor(349)
    await expect(page.locator(sidebar)).not.toHaveAttribute('data-sticky-off', '')
    await page.clock.runFor(1)
    await expect(page.locator(sidebar)).toHaveAttribute('data-sticky-off', '')
    await resizeViewport(page, { width: 1280, height: 800 })
    await page.clock.runFor(350)
    await expect(page.locator(sidebar)).not.toHaveAttribute('data-sticky-off', '')
    await page.clock.resume()

    await resizeViewport(page, { width: 800, height: 800 })
    await page.evaluate(() => window.scrollTo(0, 1400))
    await expect
      .poll(() => page.locator(sidebar).evaluate((element) => getComputedStyle(element).position))
      .toBe('static')
  })
})

test.describe('typography, animations and tooltips', () => {
  test('headings scale fluidly between phone and site width', async ({ page }) => {
    const h1Size = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('h1')!).fontSize))
    await open(page, 1280, '/team')
    expect(await h1Size()).toBe(52)
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await h1Size()).toBeCloseTo(31.52, 1)
  })

  test('entrance animations run on desktop only and never under reduced motion', async ({
    page,
  }) => {
    const animation = () =>
      page
        .locator('.reveal')
        .first()
        .evaluate((element) => getComputedStyle(element).animationName)
    await open(page, 1280, '/team')
    expect(await animation()).toBe('reveal')
    await page.setViewportSize({ width: 800, height: 800 })
    expect(await animation()).toBe('none')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await animation()).toBe('none')
  })

  test('tooltips show on hover and focus and Escape dismisses them', async ({ page }) => {
    await open(page, 1280, '/team')
    const role = page.getByRole('button', { name: 'Coloristin' })
    const tip = page.getByRole('tooltip', { name: 'Balayage, Strähnen und Farbkorrekturen' })
    await expect(role).toHaveAccessibleDescription('Balayage, Strähnen und Farbkorrekturen')
    await role.hover()
    await expect(tip).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(tip).toBeHidden()
    await page.mouse.move(0, 0)
    await role.focus()
    await expect(tip).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(tip).toBeHidden()
  })

  test('footer icons carry names and a tooltip; legal links are always there', async ({ page }) => {
    await open(page, 375, '/salon')
    const footer = page.getByRole('contentinfo')
    const instagram = footer.getByRole('link', { name: /Instagram/ })
    await instagram.hover()
    await expect(instagram.locator('.tooltip-text')).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toBeVisible()
  })
})

test.describe('block options on an editor’s page', () => {
  test.describe.configure({ mode: 'serial' })
  const path = '/e2e-seiteneffekte'
  let id: number | undefined

  test.beforeAll(async ({ request }) => {
    const response = await request.post('/api/pages', {
      headers: adminHeaders(),
      data: {
        title: 'E2E Seiteneffekte',
        slug: 'e2e-seiteneffekte',
        _status: 'published',
        layout: [
          {
            blockType: 'verticalMenu',
            heading: 'Schwebemenü',
            expandOn: 'hover',
            items: [
              {
                link: { type: 'url', url: '/team', label: 'Über uns' },
                children: [{ link: { type: 'url', url: '/galerie', label: 'Arbeiten' } }],
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Ohne Animation',
            buttons: [
              { link: { type: 'url', url: '#_ziel', label: 'Direkt zum Ziel', noScroll: true } },
            ],
          },
          { blockType: 'spacer', size: 'large' },
          { blockType: 'spacer', size: 'large' },
          { blockType: 'spacer', size: 'large' },
          {
            blockType: 'cta',
            anchor: 'ziel',
            heading: 'Ziel',
            buttons: [{ link: { type: 'url', url: '/kontakt', label: 'Kontakt' } }],
          },
        ],
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    id = ((await response.json()) as { doc: { id: number } }).doc.id
  })

  test.afterAll(async ({ request }) => {
    if (id) await request.delete(`/api/pages/${id}`, { headers: adminHeaders() })
  })

  test('a hover-mode vertical menu opens on hover and closes 500 ms after leaving', async ({
    page,
  }) => {
    await open(page, 1280, path)
    const menu = page.getByRole('navigation', { name: 'Schwebemenü' })
    const sub = menu.getByRole('link', { name: 'Arbeiten' })
    // Hovering before the island is attached would open the menu by CSS alone.
    await expect(page.locator('[data-island="vertical-menu"]')).toHaveAttribute(
      'data-island-ready',
      '',
    )
    await menu.getByRole('link', { name: 'Über uns' }).hover()
    await expect(sub).toBeVisible()
    // Timed in the page, so a busy machine cannot make the 500 ms look shorter.
    const left = await page.evaluate(() => performance.now())
    await page.mouse.move(900, 700)
    const hiddenAt = await sub.evaluate(
      (link) =>
        new Promise<number>((resolve) => {
          const check = () =>
            link.checkVisibility() ? requestAnimationFrame(check) : resolve(performance.now())
          check()
        }),
    )
    expect(hiddenAt - left).toBeGreaterThanOrEqual(490)
    expect(hiddenAt - left).toBeLessThan(1500)
  })

  test('a link marked no-scroll is left to the browser', async ({ page }) => {
    await open(page, 1280, path)
    const link = page.getByRole('link', { name: 'Direkt zum Ziel' })
    await expect(link).toHaveAttribute('data-no-scroll', '')
    // The site's own scrolling attached first, so its click handler is what is tested: attached
    // after the click, its on-load handler took the browser's #_ziel for an address to scroll to.
    await expect(page.locator('[data-island="page-effects"]').first()).toHaveAttribute(
      'data-island-ready',
      '',
    )
    await pausePageClock(page)
    await link.click()
    // The browser's own jump: the address keeps #_ziel, nothing rewrites it, even after the
    // time a smooth scroll of the site's would have taken.
    await page.clock.runFor(2000)
    await expect(page).toHaveURL(new RegExp(`${path}#_ziel$`))
    await page.clock.resume()
  })
})
