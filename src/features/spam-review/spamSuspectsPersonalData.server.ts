import type { Doc, PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { counted, field, textOf } from '@/lib/personalFields'

/** Submissions held as suspected spam that name her address: deleted on erasure. */
export const spamSuspectsPersonalData: PersonalDataOffer = {
  key: 'spamHeld',
  label: 'Zurückgehaltene Einsendungen',
  position: 70,
  find: async (payload, person) =>
    (
      await payload.find({
        collection: COLLECTIONS.spamSuspects,
        where: { email: { equals: person.email } },
        sort: '-createdAt',
        limit: 1000,
        depth: 0,
        overrideAccess: true,
      })
    ).docs as unknown as Doc[],
  title: (doc) => textOf(doc.summary) || 'Einsendung',
  fields: [
    field('summary', 'Worum'),
    field('email', 'E-Mail'),
    field('createdAt', 'Eingegangen am', 'datetime'),
  ],
  desk: {
    label: 'Spam-Verdacht',
    line: (doc) => textOf(doc.summary) || 'Zurückgehaltene Einsendung',
    onErase: 'wird gelöscht',
  },
  erase: async (payload, person) => {
    const { docs } = await payload.delete({
      collection: COLLECTIONS.spamSuspects,
      where: { email: { equals: person.email } },
      overrideAccess: true,
      depth: 0,
    })
    return {
      done: docs.length
        ? `${counted(docs.length, 'zurückgehaltene Einsendung', 'zurückgehaltene Einsendungen')} gelöscht`
        : null,
      kept: null,
    }
  },
  // Deleting a held registration deletes its account (this feature's hook), which must not run
  // inside that account's own deletion: only the desk erases these.
  eraseWithAccount: false,
}
