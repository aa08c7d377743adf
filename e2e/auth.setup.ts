import { expect, test as setup } from '@playwright/test'

import { e2eOrigin } from '../scripts/lib/e2eServers.mjs'
import { ADMIN, adminState } from './support'

// One login per demo server for every test that needs the admin there: Payload keeps sessions in
// a list on the user, and logins of the same user at the same moment (parallel tests) can drop
// each other's session. The visual comparisons' server needs none.
for (const server of ['sqlite', 'settings', 'hours', 'owner'] as const)
  setup(`log in as the demo admin (${server})`, async ({ page }) => {
    await page.goto(`${e2eOrigin(server)}/admin/login`)
    await page.getByLabel('E-Mail').fill(ADMIN.email)
    await page.getByLabel('Passwort').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL(/\/admin$/)
    await expect(page.getByRole('link', { name: 'Seiten' }).first()).toBeVisible()
    await page.context().storageState({ path: adminState(server) })
  })
