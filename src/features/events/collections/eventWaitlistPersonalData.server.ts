import type { PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { deleteWhere, recordsWhere } from '@/lib/personalData.server'
import { field, nameOf, textOf } from '@/lib/personalFields'

/** Her places on waiting lists: deleted on erasure. */
export const eventWaitlistPersonalData: PersonalDataOffer = {
  key: 'waitingList',
  label: 'Wartelisten',
  position: 50,
  find: (payload, person) =>
    recordsWhere(
      payload,
      COLLECTIONS.eventWaitlist,
      { email: { equals: person.email } },
      { depth: 1 },
    ),
  title: (doc) => `Warteliste für ${nameOf(doc.event) || 'eine Veranstaltung'}`,
  fields: [
    { key: 'event', label: 'Veranstaltung', value: (doc) => nameOf(doc.event) },
    field('name', 'Name'),
    field('email', 'E-Mail'),
    field('createdAt', 'Eingetragen am', 'datetime'),
    field('notifiedAt', 'Benachrichtigt am', 'datetime'),
  ],
  desk: {
    label: 'Warteliste',
    line: (doc) => `Warteliste · ${textOf(doc.name)}`,
    onErase: 'wird gelöscht',
  },
  erase: (payload, person) =>
    deleteWhere(payload, COLLECTIONS.eventWaitlist, { email: { equals: person.email } }, [
      'Wartelisten-Eintrag',
      'Wartelisten-Einträge',
    ]),
}
