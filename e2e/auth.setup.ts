import { expect, test as setup } from '@playwright/test'

import { ADMIN, ADMIN_STATE } from './support'

// One login for every test that needs the admin: Payload keeps sessions in a list on the user, and
// logins of the same user at the same moment (parallel tests) can drop each other's session.
setup('log in as the demo admin', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('E-Mail').fill(ADMIN.email)
  await page.getByLabel('Passwort').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(/\/admin$/)
  await expect(page.getByRole('link', { name: 'Seiten' }).first()).toBeVisible()
  await page.context().storageState({ path: ADMIN_STATE })
})
