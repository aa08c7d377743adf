import type { PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { deleteWhere, recordsWhere } from '@/lib/personalData.server'
import { field, textOf } from '@/lib/personalFields'

/** Submissions held as suspected spam that name her address: deleted on erasure. */
export const spamSuspectsPersonalData: PersonalDataOffer = {
  key: 'spamHeld',
  label: 'Zurückgehaltene Einsendungen',
  position: 70,
  find: (payload, person) =>
    recordsWhere(payload, COLLECTIONS.spamSuspects, { email: { equals: person.email } }),
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
  erase: (payload, person) =>
    deleteWhere(payload, COLLECTIONS.spamSuspects, { email: { equals: person.email } }, [
      'zurückgehaltene Einsendung',
      'zurückgehaltene Einsendungen',
    ]),
  // Deleting a held registration deletes its account (this feature's hook), which must not run
  // inside that account's own deletion: only the desk erases these.
  eraseWithAccount: false,
}
