import { describe, expect, it } from 'vitest'

import { metricsAnswer } from './metricsAnswer.server'

const noPayload = () => Promise.reject(new Error('must not be read'))
const get = (authorization?: string) =>
  new Request('http://127.0.0.1/api/metrics', {
    headers: authorization ? { authorization } : {},
  })

describe('GET /api/metrics', () => {
  it('is off without METRICS_TOKEN', async () => {
    expect((await metricsAnswer(get('Bearer x'), undefined, noPayload)).status).toBe(404)
  })

  it('refuses a missing or wrong token without reading the database', async () => {
    const token = 'a-metrics-token-of-length'
    for (const header of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}x`]) {
      const answer = await metricsAnswer(get(header), token, noPayload)
      expect(answer.status).toBe(401)
      expect(answer.headers.get('www-authenticate')).toContain('Bearer')
    }
  })
})
