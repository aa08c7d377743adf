import { describe, expect, it } from 'vitest'

import { createAttemptStore } from '@/lib/attemptStore'

import { accountOf, createLoginGuard, LOGIN_POLICY } from './loginGuard'

const setup = () => {
  let time = Date.UTC(2026, 10, 25)
  const now = () => time
  const guard = createLoginGuard({
    store: createAttemptStore({ prefix: 'test', redisUrl: null, now }),
    secret: 'test-secret-test-secret-test-secret',
    now,
  })
  return { guard, advance: (ms: number) => (time += ms), now }
}
const owner = accountOf('users', 'Chefin@Example.test ')

describe('the login guard', () => {
  it('names an account by a hash of its login, the same in any case', () => {
    expect(owner).toEqual(accountOf('users', 'chefin@example.test'))
    expect(owner.key).not.toContain('chefin')
    expect(accountOf('customers', 'chefin@example.test').key).not.toBe(owner.key)
  })

  it('lets an address fail a few times, then makes it wait longer after each failure', async () => {
    const { guard, advance } = setup()
    for (let i = 1; i < LOGIN_POLICY.freeFailuresPerAddress; i++) {
      await guard.failed(owner, '203.0.113.1', false)
      expect(await guard.waitLeft('203.0.113.1')).toBe(0)
    }
    const waits: number[] = []
    for (let i = 0; i < 4; i++) {
      await guard.failed(owner, '203.0.113.1', false)
      waits.push(await guard.waitLeft('203.0.113.1'))
      advance(waits.at(-1)!)
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000])
    expect(await guard.waitLeft('203.0.113.2')).toBe(0)
    // At most the policy's longest wait.
    for (let i = 0; i < 20; i++) await guard.failed(owner, '203.0.113.1', false)
    expect(await guard.waitLeft('203.0.113.1')).toBe(LOGIN_POLICY.maxWaitMs)
  })

  it('locks an account for strangers after many failures, once, and not for her places', async () => {
    const { guard } = setup()
    const device = await guard.succeeded(owner, '198.51.100.1')
    const locks: boolean[] = []
    for (let i = 0; i < LOGIN_POLICY.accountLockFailures + 5; i++)
      locks.push((await guard.failed(owner, `192.0.2.${i}`, false)).locked)
    expect(locks.filter(Boolean)).toHaveLength(1)
    expect(await guard.lockedFor(owner)).toBe(true)
    expect(await guard.trusted(owner, '198.51.100.1', null)).toBe(true)
    expect(await guard.trusted(owner, '100.64.0.9', device)).toBe(true)
    expect(await guard.trusted(owner, '100.64.0.9', null)).toBe(false)
    // A device cookie of another account, or altered, is worth nothing.
    expect(await guard.trusted(accountOf('users', 'other@example.test'), '1.2.3.4', device)).toBe(
      false,
    )
    expect(
      await guard.trusted(
        owner,
        '1.2.3.4',
        `${device.slice(0, -1)}${device.endsWith('A') ? 'B' : 'A'}`,
      ),
    ).toBe(false)
  })

  it('does not count her own typos towards the lock', async () => {
    const { guard } = setup()
    for (let i = 0; i < LOGIN_POLICY.accountLockFailures + 5; i++)
      expect((await guard.failed(owner, `10.0.0.${i}`, true)).locked).toBe(false)
    expect(await guard.lockedFor(owner)).toBe(false)
  })

  it('ends a lock with the mailed token, until the lock would have ended anyway', async () => {
    const { guard, advance } = setup()
    for (let i = 0; i < LOGIN_POLICY.accountLockFailures; i++)
      await guard.failed(owner, `192.0.2.${i}`, false)
    const token = guard.unlockToken(owner)
    expect(await guard.unlock(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(
      false,
    )
    expect(await guard.unlock(token)).toBe(true)
    expect(await guard.lockedFor(owner)).toBe(false)
    advance(LOGIN_POLICY.accountLockMs + 1)
    expect(await guard.unlock(token)).toBe(false)
  })
})
