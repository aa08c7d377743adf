import type { Payload } from 'payload'

import { processWide } from '@/contracts/processWide'
import { COLLECTIONS } from '@/contracts/slugs'
import { createAttemptStore } from '@/lib/attemptStore'
import { oneAtATime } from '@/lib/oneAtATime'
import { refusal, type VisitorRefusal } from '@/lib/visitorAnswer'
import type { Customer } from '@/payload-types'

import { resetLinkPath, sendAccountMail } from '../accountMails.server'
import { ACCOUNT_PATHS } from '../accountPaths'
import { findCustomer, unlockCustomer } from './customerLogin.server'
import { passwordProblem } from './passwordPolicy.server'

const resendStore = () =>
  processWide('accounts.resetStore', () => createAttemptStore({ prefix: 'customer-reset' }))

/**
 * „Passwort vergessen?“: a one-time link valid one hour (Payload's reset token), mailed to a
 * confirmed account; at most one mail a minute per account. The visitor gets the same answer
 * whether the address has an account or not.
 */
export async function requestReset(payload: Payload, identifier: string): Promise<void> {
  const customer = await findCustomer(payload, identifier)
  if (!customer?.confirmed) return
  if ((await resendStore().markLeft(`sent:${customer.email}`)) > 0) return
  await resendStore().mark(`sent:${customer.email}`, 60_000)
  const token = await payload.forgotPassword({
    collection: COLLECTIONS.customers,
    data: { email: customer.email },
    disableEmail: true,
  })
  if (typeof token !== 'string') return
  await sendAccountMail(payload, 'reset', customer.email, {
    name: customer.name,
    path: resetLinkPath(token),
  })
}

export const invalidResetLink = () =>
  refusal(
    400,
    'invalid_token',
    'The reset link is invalid, used or expired.',
    'Dieser Link ist ungültig, schon benutzt oder abgelaufen (er gilt eine Stunde). Bitte fordern Sie einen neuen an.',
  )

/**
 * A new password from the link: every session of the account ends (Payload's reset clears
 * them) and this browser gets a new one; a lock from wrong passwords ends too.
 */
export async function resetPassword(
  payload: Payload,
  token: string,
  password: string,
): Promise<{ token: string; customer: Customer } | VisitorRefusal> {
  if (!/^[\w-]{10,200}$/.test(token)) return invalidResetLink()
  const customer = await payload.db.findOne<Customer>({
    collection: COLLECTIONS.customers,
    where: { resetPasswordToken: { equals: token } },
  })
  if (!customer) return invalidResetLink()
  const problem = await passwordProblem(password, [customer.email, customer.name ?? ''])
  if (problem)
    return refusal(400, 'weak_password', 'The password is too short or too common.', problem, {
      password: problem,
    })
  try {
    const result = await oneAtATime(payload, `customers:${customer.id}`, () =>
      payload.resetPassword({
        collection: COLLECTIONS.customers,
        data: { token, password },
        overrideAccess: true,
      }),
    )
    await unlockCustomer(payload, customer)
    await sendAccountMail(payload, 'passwordChanged', customer.email, {
      name: customer.name,
      path: ACCOUNT_PATHS.forgot,
    })
    return { token: result.token!, customer: result.user as unknown as Customer }
  } catch {
    return invalidResetLink()
  }
}
