import { request as playwrightRequest } from '@playwright/test'

import { ADMIN_STATE, adminHeaders, expect, test } from './support'

test.use({ storageState: ADMIN_STATE })

test('a saved draft stays private until published, and staff can preview it', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = adminHeaders()
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

  const visitor = await playwrightRequest.newContext({ baseURL })
  const publicPage = await (await visitor.get('/wintertipps')).text()
  expect(publicPage).toContain('>Wintertipps</h1>')
  expect(publicPage).not.toContain('Entwurf')
  expect((await visitor.get('/next/preview?path=/wintertipps', { maxRedirects: 0 })).status()).toBe(
    401,
  )
  await visitor.dispose()

  await page.goto('/next/preview?path=/wintertipps')
  await expect(page).toHaveURL(/\/wintertipps$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wintertipps (Entwurf)')

  await page.goto('/next/exit-preview')
  await page.goto('/wintertipps')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wintertipps')
})
