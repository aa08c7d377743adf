import type { CollectionBeforeDeleteHook, Payload } from 'payload'

import { personalDataOffers, type ErasedPart, type PersonSought } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { clock } from '@/lib/clock'
import type { Customer } from '@/payload-types'

import { personOf } from './accountExport.server'
import { ERASED_BY_DESK } from './collections/customersPersonalData.server'

/** What an erasure did to one kind. */
export type ErasedKind = ErasedPart & { key: string; label: string }

/**
 * „Konto löschen“ (the customer), the owner's „Löschen“ and a data request („Datenschutz-Anfragen“)
 * follow one rule (DSGVO Art. 17 with the retention of § 147 AO / § 257 HGB): every collection
 * that offers personal data erases hers as its offer says (src/contracts/personalData.ts: orders
 * stay without her name and addresses, past appointments and tickets lose her data, messages,
 * waiting-list places, consent entries and the site's mails to her go, coming appointments and
 * tickets stay booked). Kinds whose erasure deletes accounts run last, and not at all from
 * inside an account's own deletion (`withinAccount`), which is what runs this there.
 */
export async function erasePersonData(
  payload: Payload,
  person: PersonSought,
  { now = clock.now(), withinAccount = false }: { now?: Date; withinAccount?: boolean } = {},
): Promise<ErasedKind[]> {
  const offers = personalDataOffers(payload).filter(
    (offer) => offer.erase && !(withinAccount && offer.eraseWithAccount === false),
  )
  const ordered = [
    ...offers.filter((offer) => offer.eraseWithAccount !== false),
    ...offers.filter((offer) => offer.eraseWithAccount === false),
  ]
  const parts: ErasedKind[] = []
  // One after another: each is its own writes, and SQLite has one writer.
  for (const offer of ordered)
    parts.push({
      key: offer.key,
      label: offer.label,
      ...(await offer.erase!(payload, person, now)),
    })
  return parts
}

/** „Gelöscht oder anonymisiert: …“ for the owner's log. */
export const erasedSummary = (parts: readonly ErasedKind[]) =>
  parts
    .map((part) => part.done)
    .filter(Boolean)
    .join('; ') || 'nichts gespeichert'

/**
 * Both ways of deleting an account (hers and the owner's in the admin) erase by the same rule;
 * the desk, which erased everything already, deletes with `personErased` in the context.
 */
export const customerBeforeDelete: CollectionBeforeDeleteHook = async ({ req, id }) => {
  if (req.context?.[ERASED_BY_DESK]) return
  const customer = (await req.payload.findByID({
    collection: COLLECTIONS.customers,
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })) as Customer
  const parts = await erasePersonData(req.payload, personOf(customer.email, customer), {
    withinAccount: true,
  })
  req.payload.logger.info(`Accounts: customer ${customer.id} erased (${erasedSummary(parts)})`)
}
