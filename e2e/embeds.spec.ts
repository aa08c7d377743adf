import { expect, type Page, test } from '@playwright/test'

import { adminHeaders, expectNoAxeViolations } from './support'
import { publicPageSettled } from './settled'

// Fresh visitors (Playwright's own `test`): the video on /salon starts behind its consent gate.

const PLAYER = 'http://127.0.0.1:3290/embed/LindenBlt01'
const banner = (page: Page) => page.getByRole('dialog', { name: 'Ihre Einwilligung' })
const video = (page: Page) => page.locator('figure.embed-block')

/** The page's video gate once its behaviour is attached (the loader marks it ready). */
async function readyVideo(page: Page) {
  await video(page).scrollIntoViewIfNeeded()
  await expect(video(page).locator('[data-island="embed-gate"]')).toHaveAttribute(
    'data-island-ready',
    '',
  )
  return video(page)
}

test('placeholder first: local, labelled, with the privacy note; axe clean', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/salon')
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click()
  await video(page).scrollIntoViewIfNeeded()
  await expect(video(page)).toContainText('YouTube')
  await expect(video(page)).toContainText('Beim Laden werden Daten an YouTube übertragen.')
  await expect(
    video(page).getByRole('link', { name: 'Mehr in der Datenschutzerklärung' }),
  ).toHaveAttribute('href', '/datenschutz')
  await expect(video(page).locator('iframe')).toHaveCount(0)
  await expectNoAxeViolations(page)
  expect(requested.filter((url) => url.startsWith('http://127.0.0.1:3290'))).toEqual([])
})

test('"Video laden" loads this one only; consent is not recorded', async ({ page, context }) => {
  await page.goto('/salon')
  const player = page.waitForRequest((request) => request.url().startsWith(PLAYER))
  await (await readyVideo(page)).getByRole('button', { name: /^Video laden/ }).click()
  expect((await player).url()).toBe(`${PLAYER}?enablejsapi=1&rel=0`)
  await expect(video(page).locator('iframe')).toHaveAttribute(
    'title',
    'Ein Rundgang durch den Salon Lindenblüte',
  )
  await expect(banner(page)).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'salon_consent')).toBeUndefined()
})

test('"Immer erlauben" records YouTube consent and loads it on later visits', async ({
  page,
  context,
}) => {
  await page.goto('/salon')
  await (await readyVideo(page)).getByRole('button', { name: /^Immer erlauben/ }).click()
  await expect(video(page).locator('iframe')).toBeVisible()
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'salon_consent')?.value).toMatch(/\.1\.0100$/)
  expect(cookies.find((c) => c.name === 'cookie_notice_accepted')?.value).toBe('true')
  await page.reload()
  await expect(banner(page)).toHaveCount(0)
  await expect(video(page).locator('iframe')).toHaveAttribute(
    'src',
    `${PLAYER}?enablejsapi=1&rel=0`,
  )
})

test('a loaded player takes pause and play by window messaging', async ({ page }) => {
  await page.goto('/salon')
  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
  // Gated frames are put in place when they come into view.
  await video(page).scrollIntoViewIfNeeded()
  const frame = video(page).locator('iframe')
  await expect(frame).toBeVisible()
  await page.frameLocator('figure.embed-block iframe').getByText('Player').waitFor()
  const received = page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        addEventListener('message', (event) => {
          if (event.data?.standIn === 'player') resolve(JSON.parse(event.data.data))
        })
        dispatchEvent(new CustomEvent('salon:player-command', { detail: { command: 'pause' } }))
      }),
  )
  expect(await received).toEqual({ event: 'command', func: 'pauseVideo', args: [] })
})

test('after "Alle ablehnen" no player loads, on reload either', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/salon')
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click()
  await page.reload()
  await publicPageSettled(page)
  await expect(video(page).locator('iframe')).toHaveCount(0)
  expect(requested.filter((url) => url.startsWith('http://127.0.0.1:3290'))).toEqual([])
})

test.describe('Vimeo and iframe blocks on an editor’s page', () => {
  test.describe.configure({ mode: 'serial' })
  const path = '/e2e-einbettungen'
  let id: number | undefined

  test.beforeAll(async ({ request }) => {
    const page = (height: number) => ({
      title: 'E2E Einbettungen',
      slug: 'e2e-einbettungen',
      _status: 'published',
      layout: [
        {
          blockType: 'videoEmbed',
          provider: 'vimeo',
          url: 'https://vimeo.com/76979871',
          title: 'Farbberatung im Video',
        },
        {
          blockType: 'iframeEmbed',
          url: 'http://127.0.0.1:3290/map',
          title: 'Karte zum Salon',
          service: 'maps',
          providerName: 'OpenStreetMap',
          height,
        },
      ],
    })
    // Heights outside 200–1000 px are refused when saving (and clamped when rendering).
    const tooHigh = await request.post('/api/pages', { headers: adminHeaders(), data: page(5000) })
    expect(tooHigh.status()).toBe(400)
    expect(await tooHigh.text()).toContain('Höhe (px)')
    const response = await request.post('/api/pages', { headers: adminHeaders(), data: page(1000) })
    expect(response.status(), await response.text()).toBe(201)
    const doc = (
      (await response.json()) as { doc: { id: number; layout: Array<Record<string, unknown>> } }
    ).doc
    id = doc.id
    // The oEmbed stand-in knows no video: the editor sees why, the page a neutral placeholder.
    expect(doc.layout[0]!.previewNote).toBe('https://vimeo.com/76979871 was not found.')
  })

  test.afterAll(async ({ request }) => {
    if (id) await request.delete(`/api/pages/${id}`, { headers: adminHeaders() })
  })

  test('both wait for consent; the iframe loads clamped to 1000 px; Vimeo with dnt=1', async ({
    page,
    context,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(path)
    await publicPageSettled(page)
    expect(requested.filter((url) => url.startsWith('http://127.0.0.1:3290'))).toEqual([])
    const [vimeo, map] = [video(page).nth(0), video(page).nth(1)]
    await expect(vimeo).toContainText('Vimeo')
    await expect(map).toContainText('OpenStreetMap')
    await expectNoAxeViolations(page)

    await map.getByRole('button', { name: /^Inhalt laden/ }).click()
    const frame = map.locator('iframe')
    await expect(frame).toHaveAttribute('title', 'Karte zum Salon')
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(1000)

    await vimeo.getByRole('button', { name: /^Immer erlauben/ }).click()
    await expect(vimeo.locator('iframe')).toHaveAttribute(
      'src',
      'http://127.0.0.1:3290/video/76979871?dnt=1&api=1',
    )
    const choices = (await context.cookies()).find((c) => c.name === 'salon_consent')?.value
    expect(choices).toMatch(/\.1\.0010$/)
  })
})
