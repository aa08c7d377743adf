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
