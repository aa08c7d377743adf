import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { COLLECTIONS } from '@/contracts/slugs'

import { staffToken } from './staffToken'
import { eachDatabase, startTestPayload, type TestPayload } from './testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }))

/**
 * The breaks of issue 56 as an attacker sent them, each against a real Payload: a
 * self-registered customer's token on Payload's generic REST, trashed pages, bodies and queries
 * that gave a 500, and link fields that kept `javascript:` addresses.
 */
const describeEach = await eachDatabase()

describeEach('closed by default (%s)', (kind) => {
  let instance: TestPayload
  let customer = ''
  let editor = ''
  let admin = ''
  let draftPage: number | string = 0
  let trashedPage: number | string = 0

  const send = async (
    method: string,
    path: string,
    { token, body, type }: { token?: string; body?: BodyInit; type?: string } = {},
  ) => {
    const response = await instance.rest(
      new Request(`http://localhost:3000${path}`, {
        method,
        headers: {
          'x-forwarded-for': '198.51.100.80',
          ...(token ? { authorization: `JWT ${token}` } : {}),
          ...(type ? { 'content-type': type } : {}),
        },
        body,
      }),
    )
    const text = await response.text()
    return { status: response.status, text }
  }

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    admin = await staffToken(instance, 'admin', '198.51.100.81')
    editor = await staffToken(instance, 'editor', '198.51.100.82')
    const email = `angreiferin-${kind}@example.test`
    const password = 'Kerzenlicht-Fahrrad-7'
    await instance.payload.create({
      collection: COLLECTIONS.customers,
      data: { email, password, name: 'Ada Angreiferin', confirmed: true } as never,
    })
    customer = (
      await instance.payload.login({
        collection: COLLECTIONS.customers as never,
        data: { email, password } as never,
      })
    ).token!
    const page = await instance.payload.create({
      collection: 'pages',
      data: { title: 'Geheimer Entwurf', _status: 'draft' } as never,
    })
    draftPage = page.id
    const gone = await instance.payload.create({
      collection: 'pages',
      data: { title: 'Gelöschte Seite', _status: 'published' } as never,
    })
    trashedPage = gone.id
    // Into the trash, as the admin's „Löschen“ does with a collection that has one.
    await instance.payload.update({
      collection: 'pages',
      id: gone.id,
      data: { deletedAt: new Date().toISOString() } as never,
    })
  })
  afterAll(async () => {
    await instance?.cleanup()
  })

  describe('1: a customer reads no drafts or versions', () => {
    for (const collection of ['pages', 'posts', 'portfolio'])
      it(`GET /api/${collection}/versions with her token is a 403`, async () => {
        const answer = await send('GET', `/api/${collection}/versions`, { token: customer })
        expect(answer.status).toBe(403)
        expect(answer.text).not.toContain('Geheimer Entwurf')
      })

    it('her token reads no draft, staff do', async () => {
      const asCustomer = await send('GET', `/api/pages/${draftPage}?draft=true`, {
        token: customer,
      })
      expect(asCustomer.status).toBe(404)
      const asEditor = await send('GET', `/api/pages/versions`, { token: editor })
      expect(asEditor.status).toBe(200)
      expect(asEditor.text).toContain('Geheimer Entwurf')
    })
  })

  it('2: a customer lists, creates and deletes no document locks or preferences', async () => {
    expect((await send('GET', '/api/payload-locked-documents', { token: customer })).status).toBe(
      403,
    )
    const lock = await send('POST', '/api/payload-locked-documents', {
      token: customer,
      type: 'application/json',
      body: JSON.stringify({
        document: { relationTo: 'pages', value: draftPage },
        globalSlug: null,
        user: { relationTo: 'users', value: 1 },
      }),
    })
    expect(lock.status).toBe(403)
    const preference = await send('POST', '/api/payload-preferences/nav', {
      token: customer,
      type: 'application/json',
      body: JSON.stringify({ value: { open: true } }),
    })
    expect(preference.status).toBe(403)
    expect((await send('GET', '/api/payload-locked-documents', { token: editor })).status).toBe(200)
  })

  it('3: trashed pages are not public', async () => {
    const list = await send('GET', '/api/pages?trash=true')
    expect(list.status).toBe(200)
    expect(list.text).not.toContain('Gelöschte Seite')
    expect((await send('GET', `/api/pages/${trashedPage}?trash=true`)).status).toBe(404)
    const asEditor = await send('GET', '/api/pages?trash=true', { token: editor })
    expect(asEditor.text).toContain('Gelöschte Seite')
  })

  describe('6: client input is a 4xx, never a 5xx', () => {
    const multipart = (payloadField: string) => {
      const form = new FormData()
      form.set('_payload', payloadField)
      return form
    }

    it('version routes of collections and globals without versions', async () => {
      for (const token of [undefined, customer, admin]) {
        expect((await send('GET', '/api/media/versions', { token })).status).toBe(404)
        expect((await send('POST', '/api/media/versions/1', { token })).status).toBe(404)
        expect((await send('GET', '/api/globals/site-settings/versions', { token })).status).toBe(
          404,
        )
      }
    })

    it('a multipart _payload that is not JSON', async () => {
      for (const path of ['/api/pages', '/api/users/login', '/api/users/forgot-password']) {
        const answer = await send('POST', path, { body: multipart('{nicht json') })
        expect(answer.status, path).toBe(400)
        expect(JSON.parse(answer.text).code).toBe('bad_body')
      }
      expect((await send('POST', '/api/pages', { body: multipart('[1]') })).status).toBe(400)
    })

    it('JSON bodies that are a string, an array or null', async () => {
      for (const body of ['"x"', '[]', '[{"title":"x"}]', 'null', '42'])
        for (const [method, path] of [
          ['POST', '/api/pages'],
          ['PATCH', `/api/pages/${draftPage}`],
          ['POST', '/api/globals/header'],
        ] as const) {
          const answer = await send(method, path, { token: admin, body, type: 'application/json' })
          expect(answer.status, `${method} ${path} ${body}`).toBe(400)
        }
    })

    it('a negative limit with a page, and a filter on a block field', async () => {
      expect((await send('GET', '/api/pages?limit=-1&page=2')).status).toBe(400)
      const blocks = await send('GET', '/api/pages?where[layout.blockType][equals]=x')
      expect(blocks.status).toBe(400)
      const known = await send('GET', '/api/pages?where[layout.blockType][equals]=richText')
      expect(known.status).toBe(200)
    })
  })

  it('8: a link field refuses javascript: and data: addresses, in German', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const answer = await send('POST', '/api/globals/header', {
        token: editor,
        type: 'application/json',
        body: JSON.stringify({
          mainMenu: [{ link: { type: 'url', url, label: 'Böse' }, kind: 'none' }],
        }),
      })
      expect(answer.status, url).toBe(400)
      expect(answer.text).toContain('Nur Adressen mit https://')
    }
    const fine = await send('POST', '/api/globals/header', {
      token: editor,
      type: 'application/json',
      body: JSON.stringify({
        mainMenu: [{ link: { type: 'url', url: 'tel:+4930123', label: 'Anrufen' }, kind: 'none' }],
      }),
    })
    expect(fine.status).toBe(200)
  })
})
