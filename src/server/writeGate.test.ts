import { describe, expect, it } from 'vitest'

import { createWriteGate, isApiWrite } from './writeGate'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the write gate', () => {
  it('lets a few writes of an address run at once; the next waits its turn, in order', async () => {
    const gate = createWriteGate({ perAddress: 2 })
    const first = await gate.enter('a')
    const second = await gate.enter('a')
    const order: string[] = []
    const third = gate.enter('a').then((leave) => (order.push('third'), leave))
    const fourth = gate.enter('a').then((leave) => (order.push('fourth'), leave))
    // Another address is never held up by this one.
    expect(await gate.enter('b')).toBeTypeOf('function')
    await tick()
    expect(order).toEqual([])
    first!()
    await tick()
    expect(order).toEqual(['third'])
    // Leaving twice gives back one turn only.
    first!()
    await tick()
    expect(order).toEqual(['third'])
    second!()
    await tick()
    expect(order).toEqual(['third', 'fourth'])
    ;(await third)!()
    ;(await fourth)!()
    expect(gate.addresses).toBe(1)
  })

  it('refuses at once past the waiting bound, and forgets an address when it is done', async () => {
    const gate = createWriteGate({ perAddress: 1, maxWaiting: 1 })
    const running = await gate.enter('a')
    const waiting = gate.enter('a')
    expect(await gate.enter('a')).toBeNull()
    running!()
    ;(await waiting)!()
    expect(gate.addresses).toBe(0)
  })

  it('is for writes through the API only', () => {
    expect(isApiWrite('POST', '/api/contact/v1/contact-forms/1/feedback')).toBe(true)
    expect(isApiWrite('DELETE', '/api/media/3')).toBe(true)
    expect(isApiWrite('GET', '/api/health')).toBe(false)
    expect(isApiWrite('POST', '/next/revalidate')).toBe(false)
  })
})
