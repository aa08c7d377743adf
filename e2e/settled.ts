import { expect, type Page, type Request } from '@playwright/test'

/**
 * What a person waits for before she types or reads, instead of `networkidle`: Payload's admin
 * keeps requests going (form state, document locks, autosave), so the network of an edit view
 * may never be quiet for 500 ms on a busy machine (a booking spec waited 150 s for it), and on a
 * public page an island that loads when the browser is idle may come after the network went
 * quiet (the header's chunk did, once).
 */

/**
 * An admin edit view that keeps what is typed: React has hydrated the form and Payload has built
 * its state (`data-form-ready`, Payload's own mark, is true only when the form is mounted, not
 * initialising and not processing). Typing earlier may be reset by the form's first state.
 */
export async function adminFormReady(page: Page) {
  await expect(page.locator('form[data-form-ready="true"]').first()).toBeAttached({
    timeout: 60_000,
  })
}

/**
 * A public page as a visitor has it once it stopped moving: loaded, every island that is due
 * without her doing anything (`now`, `idle`, and `visible` ones in the first screen) attached,
 * and the requests they made answered. „Nothing foreign was requested“ is true only after that.
 */
export async function publicPageSettled(page: Page) {
  await page.waitForLoadState('load')
  // Counted from here: what the islands ask for once they attach.
  const quiet = networkQuiet(page)
  try {
    await expect.poll(() => page.evaluate(islandsDueButNotReady), { timeout: 30_000 }).toEqual([])
    // Islands fetch after they attach (a map's tiles, a video's poster): their answers too.
    await quiet.settled()
  } finally {
    quiet.stop()
  }
}

/** How long no request may start or end before the network counts as quiet (as `networkidle`). */
const QUIET_MS = 500

/**
 * The page's requests from now on (its frames' too), and a wait until none is open and none
 * started or ended for QUIET_MS, with every frame's document complete. Not Playwright's
 * `networkidle`: it can miss a frame's return to idle when a request of an iframe ends before
 * that frame's DOMContentLoaded (microsoft/playwright#42598), and then waits until its time is
 * up — the consent test did, once, with the video's player frame after „Alle akzeptieren“.
 */
function networkQuiet(page: Page) {
  const open = new Set<Request>()
  let lastChange = performance.now()
  const started = (request: Request) => {
    open.add(request)
    lastChange = performance.now()
  }
  const ended = (request: Request) => {
    open.delete(request)
    lastChange = performance.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  const framesComplete = async () => {
    for (const frame of page.frames()) {
      const state = await frame.evaluate(() => document.readyState).catch(() => 'gone')
      if (state !== 'complete' && state !== 'gone') return false
    }
    return true
  }
  return {
    settled: () =>
      expect
        .poll(
          async () =>
            open.size === 0 && performance.now() - lastChange >= QUIET_MS && framesComplete(),
          { timeout: 30_000, intervals: [100] },
        )
        .toBe(true),
    stop() {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
}

/**
 * The islands (by name) that the loader (src/islands/loader.ts) has started or will start without
 * an interaction and that have not attached yet. A `visible` one counts when an observer with the
 * loader's margin sees it, as the loader's own does (a slide clipped by its slider does not).
 */
function islandsDueButNotReady(): Promise<string[]> {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (root) => !root.hasAttribute('data-island-ready'),
  )
  const atOnce = roots.filter((root) => ['now', 'idle'].includes(root.dataset.load ?? ''))
  const onSight = roots.filter((root) => (root.dataset.load ?? 'visible') === 'visible')
  const names = (list: HTMLElement[]) => list.map((root) => root.dataset.island ?? '?')
  if (onSight.length === 0) return Promise.resolve(names(atOnce))
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect()
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target)
        resolve(names([...atOnce, ...(seen as HTMLElement[])]))
      },
      { rootMargin: '200px 0px' },
    )
    for (const root of onSight) observer.observe(root)
  })
}

/**
 * Chooses an option of an admin select field (`#field-status`). A click that lands before the
 * field's script has attached (right after a load or a reload) opens nothing, and a test that
 * then waits for the option waits until its time is up (the online payment's cancellation did,
 * once in a full run): the list is opened again until it shows, as a person would click again.
 */
export async function chooseAdminOption(
  page: Page,
  field: string,
  option: string | RegExp,
  { exact = false }: { exact?: boolean } = {},
) {
  const choice = page.getByRole('option', { name: option, exact })
  await expect(async () => {
    // A second click on an open list would close it.
    if (!(await choice.first().isVisible())) await page.locator(field).click()
    await expect(choice.first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await choice.first().click()
}
