import type { PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { deleteWhere, recordsWhere } from '@/lib/personalData.server'
import { field, textOf, wordsOf } from '@/lib/personalFields'

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
      ? recordsWhere(payload, COLLECTIONS.consentLog, {
          consentId: { in: [...person.consentIds] },
        })
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
  erase: async (payload, person) =>
    person.consentIds.length
      ? deleteWhere(
          payload,
          COLLECTIONS.consentLog,
          { consentId: { in: [...person.consentIds] } },
          ['Cookie-Entscheidung', 'Cookie-Entscheidungen'],
        )
      : { done: null, kept: null },
}
