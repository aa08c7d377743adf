import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations } from './support'

/**
 * Before any page script: records when the visitor last typed into the header search and when
 * each live-search request left, in the page's own clock, so the debounce is measured where it
 * happens (not across the test runner's round trips).
 */
export async function recordLiveSearchTiming(page: Page) {
  await page.addInitScript(() => {
    const timing = { lastInput: 0, requests: [] as { at: number; search: string }[] }
    ;(window as unknown as { __liveSearch: typeof timing }).__liveSearch = timing
    document.addEventListener(
      'input',
      (event) => {
        if ((event.target as Element).id === 'header-search-input')
          timing.lastInput = performance.now()
      },
      true,
    )
    const original = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/api/live-search')) {
        const search = new URLSearchParams(String(init?.body ?? '')).get('search') ?? ''
        timing.requests.push({ at: performance.now(), search })
      }
      return original(input, init)
    }
  })
}

export const liveSearchTiming = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __liveSearch: { lastInput: number; requests: { at: number; search: string }[] }
        }
      ).__liveSearch,
  )

/** Types like a person, one key at a time. */
export async function typeQuery(page: Page, text: string) {
  await page.locator('#header-search-input').pressSequentially(text, { delay: 40 })
}

/**
 * The suggestions of an open header search panel (dropdown, overlay or flyout): they come from
 * four characters on, mark the match, read out their count, pass axe, follow the arrow keys and
 * open with Enter.
 */
export async function expectWorkingSuggestions(page: Page) {
  const field = page.locator('#header-search-input')
  const list = page.getByRole('listbox', { name: 'Suchvorschläge' })
  await typeQuery(page, 'Brautfrisuren')
  await expect(list).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  const options = list.getByRole('option')
  await expect(options.first()).toContainText('Brautfrisuren')
  await expect(options.first().locator('mark').first()).toHaveText('Brautfrisuren')
  await expect(options.first()).toContainText('Seite')
  await expect(page.locator('#header-search [role="status"]')).toContainText('Vorschl')
  await expectNoAxeViolations(page)
  await field.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', 'live-search-list-0')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/leistungen\/brautfrisuren$/)
}
