import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { createVisits } from './visit'

describe('visits', () => {
  it('logs a refused request once, however many steps tracked it', () => {
    const lines: string[] = []
    const visits = createVisits((line) => lines.push(line))
    const req = { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.7' } }
    const res = Object.assign(new EventEmitter(), { statusCode: 400 })
    const visit = visits.start(
      req as unknown as IncomingMessage,
      res as unknown as ServerResponse,
      '/api/event-tickets/check-in?x=1',
    )
    visits.track(visit)
    visits.track(visit)
    res.emit('finish')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'refused',
      status: 400,
      path: '/api/event-tickets/check-in',
      id: visit.id,
    })
  })
})
