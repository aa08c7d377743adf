import type { Payload } from 'payload'

import { detailLines, holdAsSpam, type SpamHandling } from '@/contracts/spamReview'
import { COLLECTIONS } from '@/contracts/slugs'
import type { VisitorRefusal } from '@/lib/visitorAnswer'
import type { Customer } from '@/payload-types'

import type { Registration } from './accountForms'
import {
  answerKnownAddress,
  createCustomer,
  sendConfirmation,
  vetRegistration,
} from './auth/registration.server'

/**
 * A registration with the robot trap filled: checked as any, then kept for the owner's review.
 * A new address gets its account at once (so only Payload's password hash is kept, never the
 * password), held: no mail, no login, until „Freigeben“ sends the confirmation link.
 */
export async function holdRegistration(
  payload: Payload,
  form: Registration,
): Promise<VisitorRefusal | null> {
  const vetted = await vetRegistration(payload, form)
  if ('status' in vetted) return vetted
  const customer = vetted.existing ? null : await createCustomer(payload, form, { held: true })
  await holdAsSpam(payload, {
    kind: 'registration',
    reason: 'trap',
    summary: form.name ? `${form.name} (${form.email})` : form.email,
    details: detailLines([
      ['Name', form.name],
      ['E-Mail', form.email],
      ['Benutzername', form.username],
      ['Konto', customer ? 'neu, zurückgehalten' : 'besteht bereits'],
    ]),
    email: form.email,
    data: customer ? { customer: customer.id } : { known: form.email },
  })
  return null
}

const byId = (payload: Payload, id: unknown) =>
  payload.db.findOne<Customer>({
    collection: COLLECTIONS.customers,
    where: { id: { equals: Number(id) } },
  })

export const registrationSpamHandling: SpamHandling = {
  release: async (payload, data) => {
    if (typeof data.known === 'string') {
      const existing = await payload.db.findOne<Customer>({
        collection: COLLECTIONS.customers,
        where: { email: { equals: data.known } },
      })
      if (!existing) return { released: false, note: 'Zu dieser Adresse gibt es kein Konto mehr.' }
      await answerKnownAddress(payload, existing)
      return {
        released: true,
        note: `${existing.email} hat schon ein Konto; die übliche E-Mail dazu ist verschickt.`,
      }
    }
    const customer = await byId(payload, data.customer)
    if (!customer) return { released: false, note: 'Das zurückgehaltene Konto gibt es nicht mehr.' }
    await payload.db.updateOne({
      collection: COLLECTIONS.customers,
      id: customer.id,
      data: { heldAsSpam: false },
      returning: false,
    })
    if (customer.confirmed)
      return { released: true, note: `${customer.email} hat das Konto schon bestätigt.` }
    await sendConfirmation(payload, customer)
    return {
      released: true,
      note: `Konto freigegeben; der Bestätigungslink ging an ${customer.email}.`,
    }
  },
  // Deleted unreleased: the held account goes too, unless she confirmed it in the meantime.
  forget: async (payload, data) => {
    if (data.customer === undefined) return
    await payload.delete({
      collection: COLLECTIONS.customers,
      where: {
        and: [
          { id: { equals: Number(data.customer) } },
          { heldAsSpam: { equals: true } },
          { confirmed: { not_equals: true } },
        ],
      },
      overrideAccess: true,
    })
  },
}
