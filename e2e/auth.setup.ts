import { expect, test as setup } from '@playwright/test'

import { E2E_SERVERS, type E2EServerName } from '../scripts/lib/e2eServers.mjs'
import { ADMIN, adminState } from './support'

// One login per demo server (project „setup-<server>“) for every test that needs the admin there:
// Payload keeps sessions in a list on the user, and logins of the same user at the same moment
// (parallel tests) can drop each other's session.
setup('log in as the demo admin', async ({ page, baseURL }) => {
  const port = Number(new URL(baseURL!).port)
  const server = (Object.keys(E2E_SERVERS) as E2EServerName[]).find(
    (name) => E2E_SERVERS[name].port === port,
  )!
  await page.goto('/admin/login')
  await page.getByLabel('E-Mail').fill(ADMIN.email)
  await page.getByLabel('Passwort').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(/\/admin$/)
  await expect(page.getByRole('link', { name: 'Seiten' }).first()).toBeVisible()
  await page.context().storageState({ path: adminState(server) })
})
