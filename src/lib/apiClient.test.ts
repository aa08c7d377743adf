import { afterEach, describe, expect, it, vi } from 'vitest'

import { API_ERRORS, ApiError, apiFetch, apiFetchAll, germanErrorMessage } from './apiClient'

const BASE = 'http://salon.test/'
type Call = { url: URL; init: RequestInit }

function serve(...answers: Array<Response | Error>) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: new URL(url), init })
      const next = answers.shift()
      if (!next) throw new Error('unexpected request')
      if (next instanceof Error) throw next
      return next
    }),
  )
  return calls
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

afterEach(() => vi.unstubAllGlobals())

describe('apiFetch (docs/spec.md §7)', () => {
  it('adds _locale=user and asks for JSON', async () => {
    const calls = serve(json({ ok: 1 }))
    expect(await apiFetch({ path: '/api/x?a=1', base: BASE })).toEqual({ ok: 1 })
    expect(calls[0]!.url.searchParams.get('_locale')).toBe('user')
    expect(calls[0]!.url.searchParams.get('a')).toBe('1')
    expect(new Headers(calls[0]!.init.headers).get('accept')).toBe('application/json')
  })

  it('sends PATCH, PUT and DELETE as POST with a method-override header', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const calls = serve(json({}))
      await apiFetch({ path: '/api/x', method, base: BASE })
      expect(calls[0]!.init.method).toBe('POST')
      expect(new Headers(calls[0]!.init.headers).get('x-http-method-override')).toBe(method)
    }
    const calls = serve(json({}))
    await apiFetch({ path: '/api/x', method: 'post', base: BASE })
    expect(new Headers(calls[0]!.init.headers).has('x-http-method-override')).toBe(false)
  })

  it('refreshes an invalid nonce once and retries with the fresh one', async () => {
    const calls = serve(
      json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, 403),
      json({ saved: true }),
    )
    const refresh = vi.fn(async () => 'fresh')
    const result = await apiFetch({
      path: '/api/x',
      method: 'POST',
      base: BASE,
      body: (nonce) => new URLSearchParams({ nonce: nonce ?? '' }),
      nonce: { value: 'stale', refresh, header: 'X-Salon-Nonce' },
    })
    expect(result).toEqual({ saved: true })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(String(calls[0]!.init.body)).toBe('nonce=stale')
    expect(String(calls[1]!.init.body)).toBe('nonce=fresh')
    expect(new Headers(calls[1]!.init.headers).get('x-salon-nonce')).toBe('fresh')
  })

  it('gives up after one retry', async () => {
    serve(
      json({ code: 'invalid_nonce', message: 'x' }, 403),
      json({ code: 'invalid_nonce', message: 'x' }, 403),
    )
    const error = await apiFetch({
      path: '/x',
      base: BASE,
      nonce: { value: 'a', refresh: async () => 'b' },
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'invalid_nonce', status: 403 })
  })

  it('maps failures to the error catalogue', async () => {
    serve(new TypeError('Failed to fetch'))
    await expect(apiFetch({ path: '/x', base: BASE })).rejects.toMatchObject({
      code: 'fetch_error',
      message: API_ERRORS.fetch_error.en,
    })
    serve(new Response('<html>oops</html>', { status: 200 }))
    await expect(apiFetch({ path: '/x', base: BASE })).rejects.toMatchObject({
      code: 'invalid_json',
    })
    serve(new Response('', { status: 500 }))
    await expect(apiFetch({ path: '/x', base: BASE })).rejects.toMatchObject({
      code: 'unknown_error',
      status: 500,
    })
    serve(json({ code: 'body_too_large', message: 'Too big' }, 413))
    const error = await apiFetch({ path: '/x', base: BASE }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: 'body_too_large',
      status: 413,
      data: { code: 'body_too_large', message: 'Too big' },
    })
  })

  it('has German texts for the catalogue and falls back to the unknown error', () => {
    expect(germanErrorMessage(new ApiError('fetch_error', '', 0))).toBe(
      'Sie sind wahrscheinlich offline.',
    )
    expect(germanErrorMessage(new ApiError('post_process', '', 0))).toMatch(
      /verkleinern Sie es bitte/,
    )
    expect(germanErrorMessage(new ApiError('invalid_json', '', 0))).toMatch(
      /keine gültige JSON-Antwort/,
    )
    expect(germanErrorMessage(new Error('x'))).toBe('Ein unbekannter Fehler ist aufgetreten.')
  })
})

describe('apiFetchAll', () => {
  it('follows pages of 100 until a short page', async () => {
    const page = (count: number) => json(Array.from({ length: count }, (_, i) => i))
    const calls = serve(page(100), page(100), page(3))
    const items = await apiFetchAll({ path: '/api/items', base: BASE })
    expect(items).toHaveLength(203)
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2', '3'])
    expect(calls.every((call) => call.url.searchParams.get('per_page') === '100')).toBe(true)
  })
  it('reads X-WP-TotalPages and Payload pagination', async () => {
    serve(json([1], 200, { 'X-WP-TotalPages': '2' }), json([2], 200, { 'X-WP-TotalPages': '2' }))
    expect(await apiFetchAll({ path: '/a', base: BASE })).toEqual([1, 2])
    serve(json({ docs: ['a'], hasNextPage: true }), json({ docs: ['b'], hasNextPage: false }))
    expect(await apiFetchAll({ path: '/a', base: BASE })).toEqual(['a', 'b'])
  })
})
