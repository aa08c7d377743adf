import type { Where } from 'payload'

import type { PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { deleteWhere, recordsWhere } from '@/lib/personalData.server'
import { field, textOf, withoutLinks, wordsOf } from '@/lib/personalFields'

const STATUSES: Record<string, string> = {
  queued: 'wartet auf den Versand',
  sent: 'versendet',
  failed: 'nicht zugestellt',
  stored: 'gespeichert',
}

/** The site's mails to her, and its notifications about her (her address in the text). */
export const mailsAboutWhere = (address: string): Where => ({
  or: [
    { to: { equals: address } },
    { replyTo: { equals: address } },
    { text: { contains: address } },
  ],
})

/**
 * „Postausgang“: what the site wrote to her and about her („Neue Bestellung … von …“). Erased
 * except what still waits to go (a reminder due tomorrow, the erasure's own confirmation).
 */
export const mailOutboxPersonalData: PersonalDataOffer = {
  key: 'mails',
  label: 'E-Mails an Sie und über Sie',
  position: 100,
  find: (payload, person) =>
    recordsWhere(payload, COLLECTIONS.mailOutbox, mailsAboutWhere(person.email)),
  title: (doc) => textOf(doc.subject) || 'E-Mail',
  fields: [
    field('subject', 'Betreff'),
    field('to', 'An'),
    field('createdAt', 'Geschrieben am', 'datetime'),
    wordsOf('status', 'Versand', STATUSES),
    // Without its links: they open her order, her booking or her tickets (a key in the
    // address), which a copy of her data must not (issue 56).
    { key: 'text', label: 'Text', value: (doc) => withoutLinks(textOf(doc.text)) },
  ],
  desk: {
    label: 'E-Mails an die Adresse',
    line: (doc) => textOf(doc.subject),
    onErase: 'werden gelöscht (außer der Bestätigung dieser Löschung)',
  },
  erase: (payload, person) =>
    deleteWhere(
      payload,
      COLLECTIONS.mailOutbox,
      { and: [mailsAboutWhere(person.email), { status: { not_equals: 'queued' } }] },
      ['E-Mail', 'E-Mails'],
    ),
}
