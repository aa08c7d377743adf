import { ADMIN, DEMO_PAGES, expect, test } from './support'

// The same site on PostgreSQL: migrated, seeded and served by `npm start` with a postgres URL.
// One after the other: each test logs in, and two logins at once race on the admin's session
// list (Payload keeps sessions in the user document), which can leave one token invalid.
test.describe.configure({ mode: 'serial' })
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

test('a page visitors ask for while its change is being stored shows the change at the next request', async ({
  request,
}) => {
  // The hooks expire the page before the transaction commits (on PostgreSQL a few round trips
  // later) and before Next.js marks its copy stale: what visitors render in between is the old
  // page, which must not be kept as the new one (src/server/writeExpiries.ts).
  const login = await request.post('/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const created = await request.post('/api/pages', {
    headers,
    data: { title: 'Wochenangebot', _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { id, path } = (await created.json()).doc as { id: number; path: string }
  const titleOf = async () =>
    /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get(path)).text())?.[1]
  expect(await titleOf()).toBe('Wochenangebot')

  for (const round of [1, 2, 3, 4, 5]) {
    let saving = true
    const visitors = Array.from({ length: 4 }, async () => {
      while (saving) await request.get(path)
    })
    const saved = await request.patch(`/api/pages/${id}`, {
      headers,
      data: { title: `Wochenangebot ${round}`, _status: 'published' },
    })
    expect(saved.status()).toBe(200)
    const shown = await titleOf()
    saving = false
    await Promise.all(visitors)
    expect(shown, `round ${round}`).toBe(`Wochenangebot ${round}`)
  }
})

test('the contact form stores and mails a message on PostgreSQL', async ({ page, request }) => {
  await page.goto('/kontakt')
  const form = page.locator('[data-contact-form]')
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-enhanced', '')
  await expect(form.locator('form')).toHaveAttribute('data-status', 'init')
  const name = `PostgreSQL ${Date.now()}`
  await form.getByLabel('Ihr Name').fill(name)
  await form.getByLabel('E-Mail-Adresse').fill('pg@example.org')
  await form.getByLabel('Ihre Nachricht').fill('Eine Nachricht über PostgreSQL.')
  await form.getByLabel('Ich bin einverstanden').check()
  const question = (await form.locator('[data-quiz-question]').textContent())!
  await form
    .getByRole('textbox', { name: question })
    .fill(question.includes('Schnee') ? 'weiß' : '7')
  // A person takes longer than the minimum fill time.
  await form
    .locator('input[name="_form_started"]')
    .evaluate((input: HTMLInputElement) => (input.value = String(Date.now() - 60_000)))
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(form.locator('form')).toHaveAttribute('data-status', 'sent')
  const login = await request.post('/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const found = await request.get(
    `/api/form-submissions?where[summary][like]=${encodeURIComponent(name)}`,
    { headers },
  )
  expect(found.status(), await found.text()).toBe(200)
  const stored = await found.json()
  expect(stored.docs).toHaveLength(1)
  const mails = await (
    await request.get(`/api/mail-outbox?where[submission][equals]=${stored.docs[0].id}`, {
      headers,
    })
  ).json()
  expect(mails.docs.map((mail: { status: string }) => mail.status)).toEqual(['sent', 'sent'])
})
