import { beforeEach, describe, expect, it, vi } from 'vitest'

import { env } from '@/lib/env'
import { revalidateToken } from '@/lib/revalidateToken'

const revalidatePath = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidatePath }))

const { POST } = await import('./route')

const call = (body: unknown, token = revalidateToken(env().payloadSecret)) =>
  POST(
    new Request('http://127.0.0.1/next/revalidate', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

describe('POST /next/revalidate', () => {
  beforeEach(() => revalidatePath.mockClear())

  it('expires the given paths for a caller with the token', async () => {
    const response = await call({ paths: ['/team', '*'] })
    expect(response.status).toBe(200)
    expect(revalidatePath).toHaveBeenCalledWith('/team')
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout')
  })

  it('refuses callers without the token', async () => {
    const response = await call({ paths: ['/team'] }, 'wrong')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'unauthorized' })
    expect(revalidatePath).not.toHaveBeenCalled()
  })

  it('answers bad bodies with a 4xx JSON error', async () => {
    expect((await call('{nope')).status).toBe(400)
    expect((await call({ paths: ['team'] })).status).toBe(400)
    expect((await call({ paths: ['/' + 'x'.repeat(20_000)] })).status).toBe(413)
    expect(revalidatePath).not.toHaveBeenCalled()
  })
})
