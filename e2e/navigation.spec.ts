import { type Page } from '@playwright/test'

import {
  afterFrames,
  expect,
  expectNoAxeViolations,
  pausePageClock,
  resizeViewport,
  test,
} from './support'

const WIDTHS = [375, 800, 1024, 1280] as const
const BREAKPOINT = 1024

const nav = (page: Page) => page.locator('#main-nav')
const header = (page: Page) => page.locator('#site-header')

async function open(page: Page, width: number, path = '/') {
  await page.setViewportSize({ width, height: 800 })
  await page.goto(path)
  // Behaviours are attached once the header island has loaded.
  await expect(nav(page)).toHaveAttribute('data-enhanced', '')
}

test.describe('responsive menu', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px the mode follows data-breakpoint before any script loads`, async ({
      browser,
    }) => {
      // Without any island script only the inline script can set the mode: no flash, no shift.
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      await page.route(/\/islands\/.*\.js/, (route) => route.abort())
      await page.goto('/')
      await expect(nav(page)).toHaveAttribute('data-breakpoint', String(BREAKPOINT))
      const collapsed = width <= BREAKPOINT
      await expect(nav(page)).toHaveAttribute('data-mode', collapsed ? 'collapsed' : 'expanded')
      await expect(nav(page)).toHaveAttribute('data-expanded', String(!collapsed))
      await expect(page.locator('#menu-toggle')).toBeVisible({ visible: collapsed })
      await context.close()
    })
  }

  test('switches on horizontal resize only, debounced 250 ms, with a 400 ms transition marker', async ({
    page,
  }) => {
    await open(page, 1280)
    await expect(nav(page)).toHaveAttribute('data-mode', 'expanded')
    // The breakpoint is read from the attribute: raise it above the window width.
    await nav(page).evaluate((element) => element.setAttribute('data-breakpoint', '1400'))
    await pausePageClock(page)

    await resizeViewport(page, { width: 1280, height: 700 })
    await page.clock.runFor(1000)
    await expect(nav(page)).toHaveAttribute('data-mode', 'expanded')

    await resizeViewport(page, { width: 1300, height: 700 })
    await page.clock.runFor(249)
    await expect(nav(page)).toHaveAttribute('data-mode', 'expanded')
    await page.clock.runFor(1)
    await expect(nav(page)).toHaveAttribute('data-mode', 'collapsed')
    await expect(header(page)).toHaveAttribute('data-mode', 'collapsed')
    await expect(nav(page)).toHaveAttribute('data-expanded', 'false')
    await expect(nav(page)).toHaveAttribute('data-no-transition', '')
    await page.clock.runFor(399)
    await expect(nav(page)).toHaveAttribute('data-no-transition', '')
    await page.clock.runFor(1)
    await expect(nav(page)).not.toHaveAttribute('data-no-transition', '')
  })

  test('back above the breakpoint: submenus close, menu expanded, inline styles cleared', async ({
    page,
  }) => {
    await open(page, 800)
    await page.locator('#menu-toggle').click()
    await expect(nav(page)).toHaveAttribute('data-expanded', 'true')
    await page.getByRole('button', { name: 'Untermenü von Leistungen öffnen' }).click()
    await nav(page).evaluate((element) => {
      element.style.height = '300px'
      element.querySelector('ul ul')?.setAttribute('style', 'height: 120px')
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(nav(page)).toHaveAttribute('data-mode', 'expanded')
    await expect(nav(page)).toHaveAttribute('data-expanded', 'true')
    await expect(header(page)).toHaveAttribute('data-panel', 'none')
    expect(
      await nav(page).evaluate((element) => element.querySelectorAll('[data-open]').length),
    ).toBe(0)
    expect(
      await nav(page).evaluate(
        (element) => element.hasAttribute('style') || !!element.querySelector('[style]'),
      ),
    ).toBe(false)
  })
})

test.describe('sticky header', () => {
  for (const width of WIDTHS) {
    const sticky = width > 1024
    test(`at ${width} px it is ${sticky ? '' : 'never '}sticky, without moving the page`, async ({
      page,
    }) => {
      await open(page, width)
      const contentTop = () =>
        page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + scrollY)
      const before = await contentTop()
      const serviceMenu = page.getByRole('navigation', { name: 'Servicemenü' })
      // The bar above the menu exists and shows until the header sticks; then only the menu stays.
      if (sticky) await expect(serviceMenu).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 700))
      if (sticky) {
        await expect(header(page)).toHaveAttribute('data-sticky', 'true')
        // After its 200 ms slide-in: at the top, 66 px high (a 65 px bar and the 1 px line).
        await expect
          .poll(async () => {
            const box = await header(page).boundingBox()
            return box && [box.y, box.height]
          })
          .toEqual([0, 66])
        await expect(serviceMenu).toBeHidden()
      } else {
        await afterFrames(page)
        await expect(header(page)).not.toHaveAttribute('data-sticky', 'true')
        expect(
          await header(page).evaluate((element) => getComputedStyle(element).position),
        ).not.toBe('fixed')
      }
      expect(await contentTop()).toBe(before)
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(header(page)).not.toHaveAttribute('data-sticky', 'true')
      expect(await contentTop()).toBe(before)
    })
  }
})

test.describe('dropdowns and mega menus (desktop)', () => {
  test('keyboard: focus opens, Enter on the toggle toggles, Escape closes', async ({ page }) => {
    await open(page, 1280)
    const damen = nav(page).getByRole('link', { name: 'Damen' })
    const toggle = nav(page).locator('[data-submenu-toggle="Leistungen"]')
    await expect(damen).toBeHidden()
    await nav(page).getByRole('link', { name: 'Leistungen' }).focus()
    await expect(damen).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Untermenü von Leistungen schließen')
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(damen).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(damen).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(damen).toBeFocused()
    await expect(damen).toHaveAttribute('href', '/leistungen#_damen')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(damen).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav(page).getByRole('link', { name: 'Leistungen' })).toBeFocused()
  })

  test('hover opens a mega menu with headed columns and images; leaving closes it', async ({
    page,
  }) => {
    await open(page, 1280)
    const toggle = nav(page).locator('[data-submenu-toggle="Salon"]')
    await nav(page).getByRole('link', { name: 'Salon', exact: true }).hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    for (const heading of ['Über uns', 'Besondere Anlässe', 'Ihr Besuch']) {
      await expect(nav(page).getByRole('region', { name: heading })).toBeVisible()
    }
    await expect(nav(page).getByRole('region', { name: 'Über uns' }).locator('img')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.mouse.move(600, 700)
    await expect(nav(page).getByRole('region', { name: 'Über uns' })).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('flyout mobile menu', () => {
  test('closed → menu → search → closed, Escape, trapped focus, toggles labelled', async ({
    page,
  }) => {
    await open(page, 375)
    const menuToggle = page.locator('#menu-toggle')
    const searchToggle = page.locator('#search-toggle')
    await expect(header(page)).toHaveAttribute('data-panel', 'none')
    await expect(nav(page)).toBeHidden()

    await menuToggle.click()
    await expect(header(page)).toHaveAttribute('data-panel', 'menu')
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav(page)).toBeVisible()
    await expect
      .poll(async () => {
        const box = await nav(page).boundingBox()
        return box && [box.x, box.y, box.width, box.height].map(Math.round)
      })
      .toEqual([0, 0, 375, 800])
    await expect(nav(page).getByRole('link', { name: 'Start' })).toBeFocused()

    const toggle = page.getByRole('button', { name: 'Untermenü von Leistungen öffnen' })
    await toggle.click()
    await expect(nav(page).getByRole('link', { name: 'Damen' })).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Untermenü von Leistungen schließen' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // Tab never leaves the open flyout (toggles + menu panel).
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => {
        const active = document.activeElement
        return (
          !!active &&
          (document.getElementById('main-nav')!.contains(active) ||
            document.getElementById('menu-toggle')!.parentElement!.contains(active))
        )
      })
      expect(inside, `focus after ${step + 1} Tab presses`).toBe(true)
    }

    await searchToggle.click()
    await expect(header(page)).toHaveAttribute('data-panel', 'search')
    await expect(nav(page)).toBeHidden()
    await expect(page.locator('#header-search-input')).toBeFocused()
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(header(page)).toHaveAttribute('data-panel', 'none')
    await expect(searchToggle).toBeFocused()

    await menuToggle.click()
    await page.keyboard.press('Escape')
    await expect(header(page)).toHaveAttribute('data-panel', 'none')
    await expect(menuToggle).toBeFocused()
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('a menu link navigates and the flyout is gone on the new page', async ({ page }) => {
    await open(page, 375)
    await page.locator('#menu-toggle').click()
    await nav(page).getByRole('link', { name: 'Kontakt' }).click()
    await expect(page).toHaveURL(/\/kontakt$/)
    await expect(header(page)).toHaveAttribute('data-panel', 'none')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('on a phone the salon’s name never runs under the icons, in the site’s type', async ({
    page,
  }) => {
    for (const width of [320, 360, 390, 412]) {
      await page.setViewportSize({ width, height: 800 })
      // From another page of the site, so the web fonts are used (the wider face).
      await page.goto('/kontakt', { referer: 'http://127.0.0.1:3210/' })
      await page.evaluate(() => document.fonts.ready)
      const edges = await page.evaluate(() => {
        const header = document.getElementById('site-header')!
        const name = header.querySelector('a[href="/"] > span:last-child')!.getBoundingClientRect()
        const tools = [...document.getElementById('search-toggle')!.parentElement!.children]
          .map((tool) => tool.getBoundingClientRect())
          .filter((box) => box.width > 0)
        return {
          nameRight: name.right,
          toolsLeft: Math.min(...tools.map((box) => box.left)),
          toolsRight: Math.max(...tools.map((box) => box.right)),
          overflow: document.documentElement.scrollWidth - innerWidth,
        }
      })
      expect(edges.nameRight, `${width} px`).toBeLessThanOrEqual(edges.toolsLeft)
      expect(edges.toolsRight, `${width} px`).toBeLessThanOrEqual(width)
      expect(edges.overflow, `${width} px`).toBeLessThanOrEqual(0)
    }
  })

  test('animations last 200 ms and are off under reduced motion', async ({ page }) => {
    await open(page, 375)
    await page.locator('#menu-toggle').click()
    expect(await nav(page).evaluate((element) => getComputedStyle(element).animationDuration)).toBe(
      '0.2s',
    )
    await page.keyboard.press('Escape')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.locator('#menu-toggle').click()
    expect(await nav(page).evaluate((element) => getComputedStyle(element).animationName)).toBe(
      'none',
    )
  })
})

test.describe('header search', () => {
  test('dropdown on desktop: a click elsewhere closes it; it submits to /suche', async ({
    page,
  }) => {
    await open(page, 1280)
    const searchToggle = page.locator('#search-toggle')
    const field = page.locator('#header-search-input')
    await expect(field).toBeHidden()
    await searchToggle.click()
    await expect(field).toBeFocused()
    await expect(searchToggle).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
    await page.mouse.click(400, 600)
    await expect(field).toBeHidden()
    await expect(searchToggle).toHaveAttribute('aria-expanded', 'false')

    await searchToggle.click()
    await field.fill('brautfrisur')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/suche\?s=brautfrisur$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible()
    await expect(page.getByRole('status')).toContainText('Treffer für „brautfrisur“')
    // A title match ranks first.
    await expect(page.locator('.search-results a').first()).toHaveAttribute(
      'href',
      '/leistungen/brautfrisuren',
    )
    await expectNoAxeViolations(page)
  })

  test('/suche escapes the term, caps its length and says when nothing matched', async ({
    page,
  }) => {
    const term = '<script>alert(1)</script>'
    const response = await page.goto(`/suche?s=${encodeURIComponent(term)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('status')).toHaveText(
      'Keine Suchergebnisse für Ihre Anfrage. Bitte versuchen Sie es erneut.',
    )
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue(term)
    expect(await page.evaluate(() => document.querySelectorAll('main script').length)).toBe(0)
    await page.goto(`/suche?s=${'a'.repeat(500)}`)
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('a'.repeat(100))
  })
})

test.describe('vertical menu', () => {
  test('a click-mode submenu opens by its toggle only', async ({ page }) => {
    await open(page, 1280, '/leistungen')
    const menu = page.getByRole('navigation', { name: 'Leistungen' })
    const sub = menu.getByRole('link', { name: 'Brautfrisuren' })
    await menu.getByRole('link', { name: 'Pflege & Styling' }).hover()
    await afterFrames(page)
    await expect(sub).toBeHidden()
    await menu.getByRole('button', { name: 'Untermenü von Pflege & Styling öffnen' }).click()
    await expect(sub).toBeVisible()
    await menu.getByRole('button', { name: 'Untermenü von Pflege & Styling schließen' }).click()
    await expect(sub).toBeHidden()
  })
})
