import { expect, test } from '@playwright/test'

import { ADMIN } from './support'

test('a saved draft stays private until published, and staff can preview it', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const created = await request.post('/api/pages', {
    headers,
    data: { title: 'Wintertipps', _status: 'published' },
  })
  const { id } = (await created.json()).doc

  const draft = await request.patch(`/api/pages/${id}?draft=true`, {
    headers,
    data: { title: 'Wintertipps (Entwurf)' },
  })
  expect(draft.status()).toBe(200)

  await page.goto('/wintertipps')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wintertipps')

  const anonymous = await page.request.get('/next/preview?path=/wintertipps', { maxRedirects: 0 })
  expect(anonymous.status()).toBe(401)

  await page.goto('/admin/login')
  await page.getByLabel('E-Mail').fill(ADMIN.email)
  await page.getByLabel('Passwort').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(/\/admin$/)
  await page.goto('/next/preview?path=/wintertipps')
  await expect(page).toHaveURL(/\/wintertipps$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wintertipps (Entwurf)')

  await page.goto('/next/exit-preview')
  await page.goto('/wintertipps')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wintertipps')
})
