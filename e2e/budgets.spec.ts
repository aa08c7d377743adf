import { gzipSync } from 'node:zlib'

import { BUDGETS, pageWeight } from '../scripts/lib/page-weight.mjs'

import { DEMO_PAGES, expect, test } from './support'

for (const { path } of DEMO_PAGES) {
  test(`${path} stays within its byte budgets (gzip)`, async ({ baseURL }) => {
    const weight = await pageWeight(baseURL, path)
    test.info().annotations.push({ type: 'weight', description: JSON.stringify(weight) })
    expect(weight.htmlBytes, 'HTML bytes').toBeLessThanOrEqual(BUDGETS.htmlBytes)
    expect(weight.jsBytes, 'first-load JavaScript bytes').toBeLessThanOrEqual(BUDGETS.jsBytes)
    // The header and page behaviours are present on every page, so this cannot pass by absence.
    expect(weight.siteJsBytes, 'site behaviour JavaScript bytes').toBeGreaterThan(0)
    expect(weight.siteJsBytes, 'site behaviour JavaScript bytes').toBeLessThanOrEqual(
      BUDGETS.siteJsBytes,
    )
  })
}

test('the contact form behaviour loads only near the form and stays within its budget', async ({
  page,
}) => {
  const scripts: Array<Promise<[string, number]>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => [response.url(), gzipSync(body).length]))
  })
  await page.setViewportSize({ width: 375, height: 600 })
  await page.goto('/kontakt')
  await page.waitForLoadState('networkidle')
  const firstLoad = new Set((await Promise.all(scripts)).map(([url]) => url))
  const form = page.locator('[data-contact-form]')
  await expect(form).not.toHaveAttribute('data-enhanced', '')
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-enhanced', '')
  await page.waitForLoadState('networkidle')
  const lazy = (await Promise.all(scripts)).filter(([url]) => !firstLoad.has(url))
  const bytes = lazy.reduce((sum, [, size]) => sum + size, 0)
  test.info().annotations.push({ type: 'lazy form JS', description: `${bytes} bytes` })
  expect(lazy.length).toBeGreaterThan(0)
  expect(bytes).toBeLessThanOrEqual(BUDGETS.lazyFormJsBytes)
})
