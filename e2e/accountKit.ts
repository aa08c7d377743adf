import type { Page } from '@playwright/test'

import { linkIn, mailTo } from './mailKit'
import { expect } from './support'

export const PASSWORD = 'Kerzenlicht-Fahrrad-7'

/** A confirmed account, registered and confirmed through the endpoints (the UI test does it by hand). */
export async function confirmedAccount(page: Page, email: string, name: string) {
  const form = { email, password: PASSWORD, name, privacy: '1' }
  const registered = await page.request.post('/api/account/register', { form })
  expect(registered.status()).toBeLessThan(400)
  const link = linkIn(
    await mailTo(page, email, /bestätigen Sie Ihr Kundenkonto/),
    '/mein-konto/bestaetigen',
  )
  const token = new URLSearchParams(link.split('?')[1]).get('token')!
  expect(
    (await page.request.post('/api/account/confirm', { form: { token } })).status(),
  ).toBeLessThan(400)
}
