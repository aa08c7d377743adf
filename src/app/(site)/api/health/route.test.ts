import { describe, expect, it, vi } from 'vitest'

const getPayloadClient = vi.hoisted(() => vi.fn())
vi.mock('../../_data/queries', () => ({ getPayloadClient }))

const { GET } = await import('./route')

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    getPayloadClient.mockResolvedValue({ count: async () => ({ totalDocs: 1 }) })
    const response = await GET()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 503 without internals when the database is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    getPayloadClient.mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.5:5432 user=salon'))
    const response = await GET()
    expect(response.status).toBe(503)
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({ status: 'unavailable' })
    expect(body).not.toContain('ECONNREFUSED')
  })
})
