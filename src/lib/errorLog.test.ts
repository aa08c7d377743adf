import { describe, expect, it } from 'vitest'

import { createErrorLog } from './errorLog'

const stackOf = (message: string) => {
  const error = new Error(message)
  error.stack = `Error: ${message}\n${Array.from({ length: 40 }, (_, i) => `    at frame${i} (/app/.next/server/chunks/${i}.js:1:${i})`).join('\n')}`
  return error
}

describe('the log of unexpected errors', () => {
  it('writes the first error of a kind with a short stack, then one count per window', () => {
    const lines: string[] = []
    let time = 0
    const log = createErrorLog({ write: (line) => lines.push(line), now: () => time })
    for (let i = 0; i < 1000; i++) log.report('GET /api/pages', stackOf('invalid input syntax'))
    expect(lines).toHaveLength(1)
    const first = JSON.parse(lines[0]!)
    expect(first).toMatchObject({ level: 'error', msg: 'GET /api/pages' })
    expect(first.stack.split('\n').length).toBeLessThanOrEqual(11)
    time += 60_000
    log.flush()
    expect(lines).toHaveLength(2)
    expect(JSON.parse(lines[1]!)).toMatchObject({ repeats: 999 })
    expect(lines.join('\n').length).toBeLessThan(2_000)
  })

  it('bounds the bytes of a flood whose messages differ every time', () => {
    const lines: string[] = []
    const log = createErrorLog({ write: (line) => lines.push(line), now: () => 0 })
    for (let i = 0; i < 1000; i++) log.report('payload', stackOf(`bad value ${i} for field`))
    const bytes = lines.join('\n').length
    expect(lines).toHaveLength(50)
    // 1,000 errors with 40-frame stacks would be ~3 MB written one by one.
    expect(bytes).toBeLessThan(50 * 1_200)
  })

  it('logs a kind again after its window', () => {
    const lines: string[] = []
    let time = 0
    const log = createErrorLog({ write: (line) => lines.push(line), now: () => time })
    log.report('x', new Error('down'))
    time = 61_000
    log.report('x', new Error('down'))
    expect(lines.filter((line) => JSON.parse(line).msg === 'x')).toHaveLength(2)
  })
})
