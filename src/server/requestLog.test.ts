import { describe, expect, it } from 'vitest'

import { createRequestLog } from './requestLog'

describe('the request log', () => {
  it('writes nothing for success, one line per refusal or failure, then counts a flood', () => {
    const lines: string[] = []
    let now = 0
    const log = createRequestLog({
      write: (line) => lines.push(line),
      linesPerWindow: 3,
      windowMs: 1000,
      now: () => now,
    })
    const request = { id: 'r1', method: 'GET', path: '/x', client: '203.0.113.9' }
    log({ ...request, status: 200 })
    log({ ...request, status: 304 })
    expect(lines).toEqual([])
    for (let i = 0; i < 10; i++) log({ ...request, status: 403 })
    log({ ...request, status: 500 })
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'refused',
      'refused',
      'refused',
      'failed',
    ])
    expect(JSON.parse(lines[3]!)).toMatchObject({ level: 'error', id: 'r1', client: '203.0.113.0' })
    now = 1500
    log({ ...request, status: 404 })
    expect(JSON.parse(lines[4]!)).toMatchObject({
      level: 'warn',
      msg: 'refused: 7 more not logged',
    })
    expect(JSON.parse(lines[5]!)).toMatchObject({ msg: 'refused', status: 404 })
  })
})
