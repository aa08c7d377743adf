import { ADMIN, DEMO_PAGES, expect, test } from './support'

// The same site on PostgreSQL: migrated, seeded and served by `npm start` with a postgres URL.
test('every demo page renders on PostgreSQL', async ({ request }) => {
  for (const { path } of DEMO_PAGES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
  }
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok' })
})

test('a change saved on PostgreSQL shows at the next request', async ({ page, request }) => {
  await page.goto('/galerie')
  const login = await request.post('/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const found = await (
    await request.get('/api/pages?where[path][equals]=/galerie&depth=0', { headers })
  ).json()
  const saved = await request.patch(`/api/pages/${found.docs[0].id}`, {
    headers,
    data: { title: 'Unsere Galerie' },
  })
  expect(saved.status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Galerie')
})
