import { afterEach, describe, expect, it, vi } from 'vitest'

import { env } from './env'
import { revalidatePublicPaths } from './revalidate'
import { revalidateToken } from './revalidateToken'

const revalidatePath = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidatePath }))

const outsideRequest = () => {
  throw new Error('Invariant: static generation store missing in revalidatePath("/team")')
}

describe('revalidatePublicPaths', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    revalidatePath.mockReset()
  })

  it('expires paths directly inside a request', async () => {
    await revalidatePublicPaths(['/team', '*', '/team'], {})
    expect(revalidatePath.mock.calls).toEqual([['/team'], ['/', 'layout']])
  })

  it('does nothing for seeds', async () => {
    await revalidatePublicPaths(['/team'], { context: { disableRevalidate: true } })
    expect(revalidatePath).not.toHaveBeenCalled()
  })

  it('hands paths to the server’s own route when called outside a request in the server', async () => {
    revalidatePath.mockImplementation(outsideRequest)
    const fetch = vi.fn().mockResolvedValue(new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    await revalidatePublicPaths(['/team'], {})
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(`http://127.0.0.1:${env().port}/next/revalidate`)
    expect(init.headers.authorization).toBe(`Bearer ${revalidateToken(env().payloadSecret)}`)
    expect(JSON.parse(init.body)).toEqual({ paths: ['/team'], here: true })
  })

  it('skips quietly outside the server (CLI, seed before start)', async () => {
    revalidatePath.mockImplementation(outsideRequest)
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    vi.stubEnv('NEXT_RUNTIME', '')
    await revalidatePublicPaths(['/team'], {})
    expect(fetch).not.toHaveBeenCalled()
  })
})
