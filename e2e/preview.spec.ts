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

test('the preview never sends staff off the site', async ({ request }) => {
  for (const path of ['/%5Cevil.example', '//evil.example', 'https://evil.example', '/%09/evil']) {
    const answer = await request.get(`/next/preview?path=${path}`, {
      headers: adminHeaders(),
      maxRedirects: 0,
    })
    expect(answer.status(), path).toBe(400)
    expect(answer.headers()['location'], path).toBeUndefined()
  }
  const home = await request.get('/next/preview?path=/kontakt', {
    headers: adminHeaders(),
    maxRedirects: 0,
  })
  expect(home.status()).toBe(307)
  expect(home.headers()['location']).toMatch(/^(?:http:\/\/127\.0\.0\.1:\d+)?\/kontakt$/)
})
