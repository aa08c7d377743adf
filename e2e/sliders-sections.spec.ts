import type { BrowserContext, Page } from '@playwright/test'

import {
  expect,
  expectNoAxeViolations,
  pausePageClock,
  recordForeignRequests,
  test,
} from './support'
import { publicPageSettled } from './settled'

const slider = (page: Page) => page.getByRole('region', { name: 'Eindrücke aus dem Salon' })
const elastic = (page: Page) => page.getByRole('region', { name: 'Frisuren im Wechsel' })

/** A visitor who allowed YouTube only (bits in CONSENT_SERVICES order, as in consent.spec). */
async function allowYouTube(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: 'cookie_notice_accepted', value: 'true', url: baseURL },
    { name: 'salon_consent', value: '00000000-0000-4000-8000-000000000000.1.0100', url: baseURL },
  ])
}

async function readySlider(page: Page, root = slider(page)) {
  await root.scrollIntoViewIfNeeded()
  await expect(root).toHaveAttribute('data-island-ready', '')
  return root
}

test('the image slider: 7 s per slide, arrows, dots, keys, swipe; hover and focus pause it', async ({
  page,
}) => {
  await page.goto('/')
  const root = await readySlider(page)
  await page.mouse.move(0, 0)
  await pausePageClock(page)
  await expect(root).toHaveAttribute('data-index', '0')
  await page.clock.runFor(6900)
  await expect(root).toHaveAttribute('data-index', '0')
  await page.clock.runFor(200)
  await expect(root).toHaveAttribute('data-index', '1')

  await root.hover()
  await page.clock.runFor(20_000)
  await expect(root).toHaveAttribute('data-index', '1')
  await page.mouse.move(0, 0)
  await page.clock.runFor(7100)
  await expect(root).toHaveAttribute('data-index', '2')

  await root.getByRole('button', { name: 'Nächste Folie' }).click()
  await expect(root).toHaveAttribute('data-index', '0')
  await page.keyboard.press('ArrowLeft')
  await expect(root).toHaveAttribute('data-index', '2')
  // Focus inside holds it.
  await page.clock.runFor(20_000)
  await expect(root).toHaveAttribute('data-index', '2')
  await root.getByRole('button', { name: /^Folie 1/ }).click()
  await expect(root).toHaveAttribute('data-index', '0')
  await expect(root.getByRole('group', { name: /^1 von 3/ })).not.toHaveAttribute('aria-hidden')
  await expect(root.getByRole('button', { name: /^Folie 1/ })).toHaveAttribute(
    'aria-current',
    'true',
  )

  await root.getByRole('button', { name: 'Diashow anhalten' }).click()
  await expect(root.getByRole('button', { name: 'Diashow starten' })).toBeVisible()
  await page.locator('body').click({ position: { x: 1, y: 1 } })
  await page.mouse.move(0, 0)
  await page.clock.runFor(20_000)
  await expect(root).toHaveAttribute('data-index', '0')

  const viewport = root.locator('[data-slider-viewport]')
  await viewport.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const box = (await viewport.boundingBox())!
  const y = box.y + box.height / 3
  await page.mouse.move(box.x + box.width / 2 + 80, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 - 80, y, { steps: 4 })
  await page.mouse.up()
  await expect(root).toHaveAttribute('data-index', '1')
  // axe waits on timers of its own.
  await page.clock.resume()
  await expectNoAxeViolations(page)
})

test('with reduced motion the slider starts paused and the parallax stays still', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const root = await readySlider(page)
  await expect(root.getByRole('button', { name: 'Diashow starten' })).toBeVisible()
  const parallax = page.locator('[data-island="parallax"]')
  await parallax.scrollIntoViewIfNeeded()
  await expect(parallax).toHaveAttribute('data-parallax', 'still')
  await expect(parallax.locator('[data-parallax-layer]')).toHaveAttribute(
    'style',
    /^(?!.*transform)/,
  )
})

test('the parallax background moves with the scroll on a desktop, not on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const parallax = page.locator('[data-island="parallax"]')
  await parallax.scrollIntoViewIfNeeded()
  await expect(parallax).toHaveAttribute('data-parallax', 'moving')
  const layer = parallax.locator('[data-parallax-layer]')
  const transform = () => layer.evaluate((element) => getComputedStyle(element).transform)
  const before = await transform()
  await page.mouse.wheel(0, 200)
  await expect.poll(transform).not.toBe(before)

  await page.setViewportSize({ width: 412, height: 823 })
  await page.mouse.wheel(0, 50)
  await expect(parallax).toHaveAttribute('data-parallax', 'still')
})

test('nothing from YouTube before consent: the slide shows its notice, the section its poster', async ({
  page,
  baseURL,
}) => {
  const foreign = recordForeignRequests(page, new URL(baseURL!).origin)
  await page.goto('/')
  const root = await readySlider(page)
  await root.getByRole('button', { name: /^Folie 2/ }).click()
  await expect(root.getByRole('group', { name: /^2 von 3/ })).toContainText(
    'Beim Laden werden Daten an YouTube übertragen.',
  )
  const section = page.locator('[data-island="background-video"]')
  await section.scrollIntoViewIfNeeded()
  await expect(section).toHaveAttribute('data-island-ready', '')
  await expect(section.locator('iframe')).toHaveCount(0)
  await expect(section.locator('picture img')).toBeVisible()
  await publicPageSettled(page)
  expect(foreign).toEqual([])
})

test('a playing slide video holds the slider, a pause resumes it, its end moves on; others are paused', async ({
  page,
  context,
  baseURL,
}) => {
  await allowYouTube(context, baseURL!)
  // The stand-in player echoes every message it gets (scripts/e2e-stand-ins.mjs).
  const commands: string[] = []
  await page.exposeFunction('recordPlayerMessage', (data: string) => commands.push(data))
  await page.addInitScript(() =>
    addEventListener('message', (event) => {
      if (event.data?.standIn === 'player')
        (window as unknown as { recordPlayerMessage: (d: string) => void }).recordPlayerMessage(
          String(event.data.data),
        )
    }),
  )
  await page.goto('/')
  const root = await readySlider(page)
  await root.getByRole('button', { name: /^Folie 2/ }).click()
  const frame = root.locator('[data-slide="1"] iframe')
  await expect(frame).toHaveAttribute('src', /\/embed\/lindenSalon1\?/)
  // The player is asked to report its state once it runs.
  await expect.poll(() => commands.some((data) => data.includes('listening'))).toBe(true)
  await page.mouse.move(0, 0)
  await page.locator('body').click({ position: { x: 1, y: 1 } })
  await pausePageClock(page)

  const report = (state: number) =>
    frame
      .contentFrame()
      .locator('body')
      .evaluate(
        (_, info) => parent.postMessage(JSON.stringify({ event: 'onStateChange', info }), '*'),
        state,
      )
  await report(1)
  await page.clock.runFor(20_000)
  await expect(root).toHaveAttribute('data-index', '1')
  await report(2)
  await page.clock.runFor(7100)
  await expect(root).toHaveAttribute('data-index', '2')
  // Leaving the video's slide paused its player.
  await expect.poll(() => commands.some((data) => data.includes('pauseVideo'))).toBe(true)

  await root.getByRole('button', { name: /^Folie 2/ }).click()
  await page.locator('body').click({ position: { x: 1, y: 1 } })
  await report(1)
  await page.clock.runFor(1000)
  await report(0)
  // loop="no": the end of the video moves on at once.
  await expect(root).toHaveAttribute('data-index', '2')
})

test('the background video plays only after consent: muted, looped, and it can be stopped', async ({
  page,
  context,
  baseURL,
}) => {
  await allowYouTube(context, baseURL!)
  await page.goto('/')
  const section = page.locator('[data-island="background-video"]')
  await section.scrollIntoViewIfNeeded()
  const frame = section.locator('iframe')
  await expect(frame).toHaveAttribute('src', /autoplay=1/)
  const src = new URL((await frame.getAttribute('src'))!)
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    mute: '1',
    loop: '1',
    controls: '0',
  })
  await section.getByRole('button', { name: /Video anhalten/ }).click()
  await expect(section.getByRole('button', { name: /Video abspielen/ })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the elastic slider: 3 s per slide, thumbnails 150 px wide', async ({ page }) => {
  await page.goto('/galerie')
  const root = await readySlider(page, elastic(page))
  await page.mouse.move(0, 0)
  await pausePageClock(page)
  await page.clock.runFor(2900)
  await expect(root).toHaveAttribute('data-index', '0')
  await page.clock.runFor(200)
  await expect(root).toHaveAttribute('data-index', '1')
  const thumbnail = root.getByRole('button', { name: /^Folie 3/ }).locator('img')
  expect(await thumbnail.evaluate((img) => img.getBoundingClientRect().width)).toBe(150)
  // The smallest AVIF rendition, the file the gallery's grid draws too.
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /-480x\d+\.avif\?v=/,
  )
  await root.getByRole('button', { name: /^Folie 3/ }).click()
  await expect(root).toHaveAttribute('data-index', '2')
  await page.clock.resume()
  await expectNoAxeViolations(page)
})
