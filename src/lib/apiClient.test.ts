import { afterEach, describe, expect, it, vi } from 'vitest'

import { API_ERRORS, ApiError, apiFetch, germanErrorMessage } from './apiClient'

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
  it('asks for JSON and sends the path and method as given', async () => {
    const calls = serve(json({ ok: 1 }), json({}))
    expect(await apiFetch({ path: '/api/x?a=1', base: BASE })).toEqual({ ok: 1 })
    expect(calls[0]!.url.href).toBe(`${BASE}api/x?a=1`)
    expect(new Headers(calls[0]!.init.headers).get('accept')).toBe('application/json')
    await apiFetch({ path: '/api/x', method: 'delete', base: BASE })
    expect(calls[1]!.init.method).toBe('DELETE')
    expect(new Headers(calls[1]!.init.headers).has('x-http-method-override')).toBe(false)
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
