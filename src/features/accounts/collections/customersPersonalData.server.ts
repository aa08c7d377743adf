import type { Doc, PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { addressLine, field, textOf } from '@/lib/personalFields'

/** Set on the deletion the desk makes after it erased everything else: nothing left to do. */
export const ERASED_BY_DESK = 'personErased'

/**
 * Her account. Deleting it (hers, the owner's, or the desk's) erases everything else by the
 * same rule first (accountErasure.server.ts); never its password hash, tokens or consent ids.
 */
export const customersPersonalData: PersonalDataOffer = {
  key: 'account',
  label: 'Kundenkonto',
  position: 10,
  single: true,
  find: async (payload, person) => {
    if (person.customerId === null) return []
    const { docs } = await payload.find({
      collection: COLLECTIONS.customers,
      where: { id: { equals: person.customerId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return docs as unknown as Doc[]
  },
  title: (doc) => textOf(doc.name) || textOf(doc.email),
  fields: [
    field('name', 'Name'),
    field('email', 'E-Mail'),
    field('username', 'Benutzername'),
    field('phone', 'Telefon'),
    { key: 'billing', label: 'Rechnungsanschrift', value: (doc) => addressLine(doc.billing) },
    { key: 'shipping', label: 'Lieferanschrift', value: (doc) => addressLine(doc.shipping) },
    field('confirmed', 'E-Mail-Adresse bestätigt', 'yesno'),
    field('createdAt', 'Angelegt am', 'datetime'),
    field('lastLoginAt', 'Zuletzt angemeldet', 'datetime'),
  ],
  desk: {
    line: (doc) => textOf(doc.name) || textOf(doc.email),
    onErase: 'wird gelöscht, mit den gespeicherten Adressen',
  },
  erase: async (payload, person) => {
    if (person.customerId === null) return { done: null, kept: null }
    const { docs } = await payload.delete({
      collection: COLLECTIONS.customers,
      where: { id: { equals: person.customerId } },
      overrideAccess: true,
      depth: 0,
      context: { [ERASED_BY_DESK]: true },
    })
    return { done: docs.length ? 'Kundenkonto gelöscht' : null, kept: null }
  },
  // Its deletion is what runs the others from inside an account's deletion.
  eraseWithAccount: false,
}
