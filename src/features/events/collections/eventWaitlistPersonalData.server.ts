import type { Doc, PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { counted, field, nameOf, textOf } from '@/lib/personalFields'

/** Her places on waiting lists: deleted on erasure. */
export const eventWaitlistPersonalData: PersonalDataOffer = {
  key: 'waitingList',
  label: 'Wartelisten',
  position: 50,
  find: async (payload, person) =>
    (
      await payload.find({
        collection: COLLECTIONS.eventWaitlist,
        where: { email: { equals: person.email } },
        sort: '-createdAt',
        limit: 1000,
        depth: 1,
        overrideAccess: true,
      })
    ).docs as unknown as Doc[],
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
  erase: async (payload, person) => {
    const { docs } = await payload.delete({
      collection: COLLECTIONS.eventWaitlist,
      where: { email: { equals: person.email } },
      overrideAccess: true,
      depth: 0,
    })
    return {
      done: docs.length
        ? `${counted(docs.length, 'Wartelisten-Eintrag', 'Wartelisten-Einträge')} gelöscht`
        : null,
      kept: null,
    }
  },
}
