import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { processWide } from '@/contracts/processWide'
import { COLLECTIONS } from '@/contracts/slugs'
import { createAttemptStore } from '@/lib/attemptStore'
import { latestMailState, type MailState } from '@/lib/mailState'
import { refusal, type VisitorRefusal } from '@/lib/visitorAnswer'
import type { Customer } from '@/payload-types'

import type { Registration } from '../accountForms'
import { ACCOUNT_SUBJECTS, sendAccountMail } from '../accountMails.server'
import { ACCOUNT_PATHS } from '../accountPaths'
import { passwordProblem } from './passwordPolicy.server'
import { clock } from '@/lib/clock'

/** An unconfirmed account (and its link) lasts this long, then it is deleted. */
export const CONFIRM_DAYS = 7
const DAY = 24 * 3600_000

/** At most one „besteht bereits“ mail per recipient in this time, however many ask. */
export const EXISTS_MAIL_EVERY_MS = 3600_000
/** A confirmation link is sent again to a pending account at most this often. */
const CONFIRM_RESEND_MS = 10 * 60_000

const existsMailStore = () =>
  processWide('accounts.existsMailStore', () => createAttemptStore({ prefix: 'customer-exists' }))

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export type { Registration } from '../accountForms'

/** A fresh confirmation link for the account, mailed; at most every `onlyIfOlderThanMs`. */
export async function sendConfirmation(
  payload: Payload,
  customer: Pick<Customer, 'id' | 'email' | 'name' | 'confirmSentAt'>,
  { onlyIfOlderThanMs = 0 } = {},
): Promise<MailState | null> {
  const last = customer.confirmSentAt ? Date.parse(customer.confirmSentAt) : 0
  if (onlyIfOlderThanMs && clock.ms() - last < onlyIfOlderThanMs) return null
  const token = randomBytes(32).toString('base64url')
  await payload.db.updateOne({
    collection: COLLECTIONS.customers,
    id: customer.id,
    data: { confirmTokenHash: hashOf(token), confirmSentAt: clock.now().toISOString() },
    returning: false,
  })
  return sendAccountMail(payload, 'confirm', customer.email, {
    name: customer.name,
    path: `${ACCOUNT_PATHS.confirm}?token=${token}`,
  })
}

/**
 * „Konto erstellen“: the account is created unconfirmed and a confirmation link mailed (double
 * opt-in). An address that already has an account gets a mail saying so instead, and the
 * visitor the same answer, so the form tells nobody which addresses have accounts.
 */
export async function register(
  payload: Payload,
  form: Registration,
): Promise<{ mail: MailState } | VisitorRefusal> {
  const vetted = await vetRegistration(payload, form)
  if ('status' in vetted) return vetted
  if (vetted.existing) return { mail: await answerKnownAddress(payload, vetted.existing) }
  const customer = await createCustomer(payload, form, { held: false })
  return { mail: (await sendConfirmation(payload, customer)) ?? 'none' }
}

/**
 * What must hold before an account is created (a good password, a free username), and the
 * account the address has already, if any.
 */
export async function vetRegistration(
  payload: Payload,
  form: Registration,
): Promise<{ existing: Customer | null } | VisitorRefusal> {
  const problem = await passwordProblem(form.password, [form.email, form.name, form.username])
  if (problem)
    return refusal(400, 'weak_password', 'The password is too short or too common.', problem, {
      password: problem,
    })
  const existing = await payload.db.findOne<Customer>({
    collection: COLLECTIONS.customers,
    where: { email: { equals: form.email } },
  })
  if (existing) return { existing }
  if (form.username) {
    const taken = await payload.db.findOne({
      collection: COLLECTIONS.customers,
      where: { username: { equals: form.username } },
    })
    if (taken)
      return refusal(
        409,
        'username_taken',
        'The username is taken.',
        'Bitte prüfen Sie Ihre Angaben.',
        {
          username: 'Dieser Benutzername ist schon vergeben. Bitte wählen Sie einen anderen.',
        },
      )
  }
  return { existing: null }
}

/** A new, unconfirmed account; a held one (Spam-Verdacht) is mailed nothing until released. */
export async function createCustomer(
  payload: Payload,
  form: Registration,
  { held }: { held: boolean },
) {
  const customer = await payload.create({
    collection: COLLECTIONS.customers,
    data: {
      email: form.email,
      password: form.password,
      name: form.name || null,
      username: form.username || null,
      confirmed: false,
      heldAsSpam: held,
    },
    overrideAccess: true,
    depth: 0,
  })
  payload.logger.info(
    `Accounts: customer ${customer.id} registered, ${held ? 'held for review' : 'awaiting confirmation'}`,
  )
  return customer
}

/**
 * A registration for an address that has an account: a pending one gets its link again (at most
 * every 10 minutes), a confirmed one a „besteht bereits“ mail (at most one an hour, so nobody can
 * flood a stranger's inbox through the form). The answer is where the latest such mail is, just
 * as a new address is answered with its confirmation's state.
 */
export async function answerKnownAddress(payload: Payload, existing: Customer): Promise<MailState> {
  if (!existing.confirmed) {
    const mail = await sendConfirmation(payload, existing, { onlyIfOlderThanMs: CONFIRM_RESEND_MS })
    return mail ?? latestMailState(payload, existing.email, ACCOUNT_SUBJECTS.confirm)
  }
  const key = `exists:${existing.email}`
  if ((await existsMailStore().markLeft(key)) > 0)
    return latestMailState(payload, existing.email, ACCOUNT_SUBJECTS.exists)
  await existsMailStore().mark(key, EXISTS_MAIL_EVERY_MS)
  return sendAccountMail(payload, 'exists', existing.email, {
    name: existing.name,
    path: ACCOUNT_PATHS.forgot,
  })
}

/** The confirmation link's button: the account is confirmed once, within 7 days. */
export async function confirmAccount(payload: Payload, token: string): Promise<boolean> {
  if (!/^[\w-]{20,100}$/.test(token)) return false
  const customer = await payload.db.findOne<Customer>({
    collection: COLLECTIONS.customers,
    where: { confirmTokenHash: { equals: hashOf(token) } },
  })
  if (!customer?.confirmSentAt) return false
  if (clock.ms() - Date.parse(customer.confirmSentAt) > CONFIRM_DAYS * DAY) return false
  await payload.db.updateOne({
    collection: COLLECTIONS.customers,
    id: customer.id,
    data: { confirmed: true, confirmTokenHash: null },
    returning: false,
  })
  payload.logger.info(`Accounts: customer ${customer.id} confirmed the e-mail address`)
  return true
}

/** Unconfirmed accounts older than 7 days are deleted (hourly job). */
export async function deleteUnconfirmed(payload: Payload, now = clock.now()) {
  const { docs } = await payload.delete({
    collection: COLLECTIONS.customers,
    where: {
      and: [
        { confirmed: { not_equals: true } },
        // Held ones go with their „Spam-Verdacht“ entry after 30 days.
        { heldAsSpam: { not_equals: true } },
        { createdAt: { less_than: new Date(now.getTime() - CONFIRM_DAYS * DAY).toISOString() } },
      ],
    },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length)
    payload.logger.info(
      `Accounts: ${docs.length} unconfirmed accounts deleted after ${CONFIRM_DAYS} days`,
    )
  return docs.length
}
