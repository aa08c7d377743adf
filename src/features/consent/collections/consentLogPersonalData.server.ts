import type { Doc, PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { counted, field, textOf, wordsOf } from '@/lib/personalFields'

const DECISIONS: Record<string, string> = {
  accepted: 'Alle akzeptiert',
  refused: 'Alle abgelehnt',
  custom: 'Eigene Auswahl',
}

/**
 * Cookie decisions of the browsers she signed in with (their consent ids are on her account):
 * an anonymous browser's decisions name no one and cannot be found by an address.
 */
export const consentLogPersonalData: PersonalDataOffer = {
  key: 'consentEntries',
  label: 'Cookie-Entscheidungen',
  position: 110,
  find: async (payload, person) =>
    person.consentIds.length
      ? ((
          await payload.find({
            collection: COLLECTIONS.consentLog,
            where: { consentId: { in: [...person.consentIds] } },
            sort: '-createdAt',
            limit: 1000,
            depth: 0,
            overrideAccess: true,
          })
        ).docs as unknown as Doc[])
      : [],
  title: (doc) => DECISIONS[textOf(doc.decision)] ?? 'Entscheidung',
  fields: [
    field('createdAt', 'Am', 'datetime'),
    wordsOf('decision', 'Entscheidung', DECISIONS),
    field('analytics', 'Statistik', 'yesno'),
    field('youtube', 'YouTube', 'yesno'),
    field('vimeo', 'Vimeo', 'yesno'),
    field('maps', 'Karten', 'yesno'),
    field('url', 'Auf der Seite'),
  ],
  desk: { label: 'Cookie-Einwilligungen (aus dem Kundenkonto)', onErase: 'werden gelöscht' },
  erase: async (payload, person) => {
    if (!person.consentIds.length) return { done: null, kept: null }
    const { docs } = await payload.delete({
      collection: COLLECTIONS.consentLog,
      where: { consentId: { in: [...person.consentIds] } },
      overrideAccess: true,
      depth: 0,
    })
    return {
      done: docs.length
        ? `${counted(docs.length, 'Cookie-Entscheidung', 'Cookie-Entscheidungen')} gelöscht`
        : null,
      kept: null,
    }
  },
}
