import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import type { AttemptStore } from '@/lib/attemptStore'

/**
 * The login policy (docs/login-protection.md). Failures are counted per client address and per
 * account, never so that a stranger can lock the owner out:
 * - an address gets a few free failures, then waits before each further try, longer each time;
 * - an account is locked only after many failures that came from addresses and browsers it was
 *   never used from, and then only for those: the owner's browser (a signed device cookie) and
 *   the addresses she signed in from keep working, and she gets a mail with an unlock link.
 */
export const LOGIN_POLICY = {
  freeFailuresPerAddress: 5,
  addressWindowMs: 15 * 60_000,
  /** The wait after the n-th failure beyond the free ones: 1, 2, 4 … seconds, at most this. */
  maxWaitMs: 15 * 60_000,
  accountLockFailures: 30,
  accountWindowMs: 60 * 60_000,
  accountLockMs: 60 * 60_000,
  knownAddressMs: 30 * 24 * 60 * 60_000,
  deviceMs: 90 * 24 * 60 * 60_000,
} as const

export type LoginPolicy = { [K in keyof typeof LOGIN_POLICY]: number }

/** Who is signing in: a collection's login name, hashed (no e-mail address lands in a store key). */
export type Account = { collection: string; key: string }

export const accountOf = (collection: string, login: string): Account => ({
  collection,
  key: createHash('sha256')
    .update(`${collection}\n${login.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 32),
})

export function createLoginGuard({
  store,
  secret,
  policy = LOGIN_POLICY,
  now = Date.now,
}: {
  store: AttemptStore
  secret: string
  policy?: LoginPolicy
  now?: () => number
}) {
  const keys = {
    failures: (address: string) => `address:${address}`,
    wait: (address: string) => `wait:${address}`,
    account: (account: Account) => `account:${account.key}`,
    lock: (account: Account) => `lock:${account.key}`,
    known: (account: Account, address: string) => `known:${account.key}:${address}`,
  }
  const sign = (text: string) =>
    createHmac('sha256', secret).update(`login|${text}`).digest('base64url').slice(0, 32)
  const signedBy = (text: string, signature: string) => {
    const expected = Buffer.from(sign(text))
    const given = Buffer.from(signature)
    return expected.length === given.length && timingSafeEqual(expected, given)
  }

  function deviceMatches(account: Account, device: string): boolean {
    const match = /^([\w-]{32})\.(\d{13})\.([\w-]{32})$/.exec(device)
    if (!match || match[1] !== account.key || Number(match[2]) < now()) return false
    return signedBy(`device|${match[1]}|${match[2]}`, match[3]!)
  }

  return {
    /** Milliseconds this address must still wait before it may try again. */
    waitLeft: (address: string) => store.markLeft(keys.wait(address)),

    /** Whether the account is locked for browsers and addresses it was never used from. */
    async lockedFor(account: Account): Promise<boolean> {
      return (await store.markLeft(keys.lock(account))) > 0
    },

    /** A browser with this account's device cookie, or an address it signed in from before. */
    async trusted(account: Account, address: string, device: string | null): Promise<boolean> {
      if (device && deviceMatches(account, device)) return true
      return (await store.markLeft(keys.known(account, address))) > 0
    },

    /**
     * One failed try: the address's count and wait grow; from an untrusted place, the account's
     * count too. `locked` is true for the one failure that locked the account (mail the owner).
     */
    async failed(account: Account, address: string, trusted: boolean) {
      const byAddress = await store.increment(keys.failures(address), policy.addressWindowMs)
      const beyond = byAddress - policy.freeFailuresPerAddress
      if (beyond >= 0)
        await store.mark(keys.wait(address), Math.min(1000 * 2 ** beyond, policy.maxWaitMs))
      if (trusted) return { locked: false }
      const byAccount = await store.increment(keys.account(account), policy.accountWindowMs)
      if (byAccount !== policy.accountLockFailures) return { locked: false }
      await store.mark(keys.lock(account), policy.accountLockMs)
      return { locked: true }
    },

    /** A successful sign-in: the address becomes known; returns the device cookie's value. */
    async succeeded(account: Account, address: string): Promise<string> {
      await store.mark(keys.known(account, address), policy.knownAddressMs)
      const until = now() + policy.deviceMs
      return `${account.key}.${until}.${sign(`device|${account.key}|${until}`)}`
    },

    deviceMatches,

    /** The token of the unlock link mailed when the account was locked; valid while it is. */
    unlockToken(account: Account): string {
      const until = now() + policy.accountLockMs
      return `${account.key}.${until}.${sign(`unlock|${account.key}|${until}`)}`
    },

    /** Ends the lock the token was made for; false for a token that is not ours or too old. */
    async unlock(token: string): Promise<boolean> {
      const match = /^([\w-]{32})\.(\d{13})\.([\w-]{32})$/.exec(token)
      if (!match || Number(match[2]) < now()) return false
      if (!signedBy(`unlock|${match[1]}|${match[2]}`, match[3]!)) return false
      const account = { collection: '', key: match[1]! }
      await store.remove(keys.lock(account), keys.account(account))
      return true
    },
  }
}

export type LoginGuard = ReturnType<typeof createLoginGuard>
