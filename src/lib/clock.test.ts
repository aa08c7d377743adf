import { afterEach, describe, expect, it } from 'vitest'

import { clock } from './clock'

describe('the site’s clock', () => {
  afterEach(() => clock.startAt(new Date(Date.now())))

  it('starts at a given instant and runs on from there', async () => {
    clock.startAt('2027-03-27T22:30:00.000Z')
    const first = clock.ms()
    expect(first - Date.parse('2027-03-27T22:30:00.000Z')).toBeLessThan(1_000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(clock.ms()).toBeGreaterThan(first)
    expect(clock.now().toISOString().slice(0, 16)).toBe('2027-03-27T22:30')
  })

  it('follows the machine otherwise', () => {
    clock.startAt(new Date(Date.now()))
    expect(Math.abs(clock.ms() - Date.now())).toBeLessThan(1_000)
  })
})
