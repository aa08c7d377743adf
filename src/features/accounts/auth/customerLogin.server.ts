import { AuthenticationError, type Payload } from 'payload'

import { processWide } from '@/contracts/processWide'
import { COLLECTIONS } from '@/contracts/slugs'
import { createAttemptStore } from '@/lib/attemptStore'
import { oneAtATime } from '@/lib/oneAtATime'
import { passwordMatches } from '@/lib/passwordHash'
import { refusal, type VisitorRefusal } from '@/lib/visitorAnswer'
import type { Customer } from '@/payload-types'

import { sendConfirmation } from './registration.server'
import { clock } from '@/lib/clock'

/** Five wrong passwords lock the account for ten minutes (counted per account, not per browser). */
export const CUSTOMER_LOGIN_POLICY = { failuresToLock: 5, lockMs: 10 * 60_000 } as const

/** Failures and locks; in Redis with REDIS_URL, so every instance counts the same. */
const store = () =>
  processWide('accounts.loginStore', () => createAttemptStore({ prefix: 'customer-login' }))

type StoredCustomer = Customer & { hash?: string; salt?: string }

export const invalidCredentials = () =>
  refusal(
    401,
    'invalid_credentials',
    'The username, e-mail address or password is not correct.',
    'Benutzername bzw. E-Mail-Adresse oder Passwort sind nicht korrekt.',
  )

export const lockedAnswer = () =>
  refusal(
    423,
    'account_locked',
    'Too many wrong passwords: this account is locked for 10 minutes.',
    'Zu viele falsche Passwörter: Das Konto ist für 10 Minuten gesperrt. Bitte versuchen Sie es danach erneut oder setzen Sie Ihr Passwort zurück.',
  )

/** E-mail or username, as typed; the account it names, if any. */
export async function findCustomer(payload: Payload, identifier: string) {
  const name = identifier.trim().toLowerCase()
  if (!name) return null
  return payload.db.findOne<StoredCustomer>({
    collection: COLLECTIONS.customers,
    where: name.includes('@') ? { email: { equals: name } } : { username: { equals: name } },
  })
}

/**
 * The counters' key: the account (by its address, unique on this site) when it exists, else what
 * was typed, so an unknown name is answered alike.
 */
export const lockKeyOf = (customer: Pick<Customer, 'email'> | null, identifier = '') =>
  customer ? `account:${customer.email}` : `name:${identifier.trim().toLowerCase()}`

export async function isLocked(customer: StoredCustomer | null, key: string, now = clock.ms()) {
  if (customer?.lockedUntil && Date.parse(customer.lockedUntil) > now) return true
  return (await store().markLeft(`lock:${key}`)) > 0
}

/** Ends a lock and its count (the owner's „Entsperren“, a password reset). */
export async function unlockCustomer(payload: Payload, customer: Pick<Customer, 'id' | 'email'>) {
  const key = lockKeyOf(customer)
  await store().remove(`lock:${key}`, `fail:${key}`)
  await payload.db.updateOne({
    collection: COLLECTIONS.customers,
    id: customer.id,
    data: { lockedUntil: null },
    returning: false,
  })
}

export type LoginResult = { token: string; customer: Customer } | VisitorRefusal

/**
 * Signs a customer in: every wrong answer looks alike (unknown name, wrong password), every
 * lock answers alike (an unknown name is locked after five tries too), and an account not yet
 * confirmed learns so only with the right password.
 */
export async function customerLogin(
  payload: Payload,
  {
    identifier,
    password,
    consentId,
  }: { identifier: string; password: string; consentId?: string | null },
): Promise<LoginResult> {
  const customer = await findCustomer(payload, identifier)
  const key = lockKeyOf(customer, identifier)
  if (await isLocked(customer, key)) return lockedAnswer()

  const fail = async (): Promise<VisitorRefusal> => {
    const count = await store().increment(`fail:${key}`, CUSTOMER_LOGIN_POLICY.lockMs)
    if (count < CUSTOMER_LOGIN_POLICY.failuresToLock) return invalidCredentials()
    await store().mark(`lock:${key}`, CUSTOMER_LOGIN_POLICY.lockMs)
    if (customer)
      await payload.db.updateOne({
        collection: COLLECTIONS.customers,
        id: customer.id,
        data: { lockedUntil: new Date(clock.ms() + CUSTOMER_LOGIN_POLICY.lockMs).toISOString() },
        returning: false,
      })
    payload.logger.info(
      `Accounts: login locked for 10 minutes after ${count} failures (${customer ? `account ${customer.id}` : 'unknown name'})`,
    )
    return lockedAnswer()
  }

  if (!customer || !password || !customer.confirmed) {
    // As long as a real check, so an unknown name cannot be told by the answer's time.
    const matches = await passwordMatches(customer?.hash, customer?.salt, password)
    if (!customer || !matches) return fail()
    // A held registration (Spam-Verdacht) gets no mail until the owner releases it.
    if (!customer.heldAsSpam)
      await sendConfirmation(payload, customer, { onlyIfOlderThanMs: 10 * 60_000 })
    return refusal(
      403,
      'not_confirmed',
      'Confirm the e-mail address first; the link was sent again.',
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in unserer E-Mail. Falls sie nicht angekommen ist, senden wir sie Ihnen erneut (höchstens alle 10 Minuten); sehen Sie auch im Spam-Ordner nach.',
    )
  }

  try {
    return await oneAtATime(payload, `customers:${customer.id}`, async () => {
      const result = await payload.login({
        collection: COLLECTIONS.customers,
        data: { email: customer.email, password },
      })
      await store().remove(`fail:${key}`)
      const known = Array.isArray(customer.consentIds) ? customer.consentIds : []
      const consentIds =
        consentId && !known.includes(consentId) ? [...known, consentId].slice(-20) : known
      await payload.db.updateOne({
        collection: COLLECTIONS.customers,
        id: customer.id,
        data: { lastLoginAt: clock.now().toISOString(), consentIds },
        returning: false,
      })
      return { token: result.token!, customer: result.user as unknown as Customer }
    })
  } catch (error) {
    if (error instanceof AuthenticationError) return fail()
    throw error
  }
}

/** Ends one session of the account (logout), in turn with its logins. */
export async function endSession(payload: Payload, customerId: number, sid: string | undefined) {
  if (!sid) return
  await oneAtATime(payload, `customers:${customerId}`, async () => {
    const fresh = await payload.db.findOne<StoredCustomer & { sessions?: Array<{ id: string }> }>({
      collection: COLLECTIONS.customers,
      where: { id: { equals: customerId } },
    })
    if (!fresh) return
    await payload.db.updateOne({
      collection: COLLECTIONS.customers,
      id: customerId,
      data: { sessions: (fresh.sessions ?? []).filter((session) => session.id !== sid) },
      returning: false,
    })
  })
}

/** Ends every session of the account (a changed password). */
export async function endAllSessions(payload: Payload, customerId: number) {
  await oneAtATime(payload, `customers:${customerId}`, () =>
    payload.db.updateOne({
      collection: COLLECTIONS.customers,
      id: customerId,
      data: { sessions: [] },
      returning: false,
    }),
  )
}
