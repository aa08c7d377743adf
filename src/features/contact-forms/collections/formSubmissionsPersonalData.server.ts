import type { Doc, PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { recordsWhere } from '@/lib/personalData.server'
import { formatDate } from '@/lib/format'
import { counted, field, nameOf, textOf } from '@/lib/personalFields'

import { deleteSubmission } from '../submission/retention.server'

/**
 * Messages sent through a form with her address among the answers: deleted on erasure, with the
 * files she sent and the salon's mails about them.
 */
export const formSubmissionsPersonalData: PersonalDataOffer = {
  key: 'formSubmissions',
  label: 'Nachrichten über Formulare',
  position: 60,
  find: (payload, person) =>
    recordsWhere(
      payload,
      COLLECTIONS.formSubmissions,
      { 'answers.value': { equals: person.email } },
      { depth: 1 },
    ),
  title: (doc) => `Nachricht vom ${doc.createdAt ? formatDate(textOf(doc.createdAt)) : ''}`.trim(),
  fields: [
    { key: 'form', label: 'Formular', value: (doc) => nameOf(doc.form) },
    field('createdAt', 'Gesendet am', 'datetime'),
    {
      key: 'answers',
      label: 'Angaben',
      show: 'list',
      value: (doc) =>
        (Array.isArray(doc.answers) ? (doc.answers as Doc[]) : [])
          .filter((answer) => textOf(answer.value))
          .map(
            (answer) => `${textOf(answer.label) || textOf(answer.name)}: ${textOf(answer.value)}`,
          ),
    },
    {
      key: 'attachments',
      label: 'Mitgesandte Dateien',
      show: 'list',
      value: (doc) =>
        (Array.isArray(doc.attachments) ? (doc.attachments as unknown[]) : [])
          .map((file) => (file && typeof file === 'object' ? textOf((file as Doc).filename) : ''))
          .filter(Boolean),
    },
  ],
  desk: {
    label: 'Anfragen über Formulare',
    line: (doc) => textOf(doc.summary) || 'Anfrage',
    onErase: 'werden gelöscht, mit den mitgesandten Dateien',
  },
  erase: async (payload, person) => {
    const { docs } = await payload.find({
      collection: COLLECTIONS.formSubmissions,
      where: { 'answers.value': { equals: person.email } },
      limit: 10_000,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) await deleteSubmission(payload, doc)
    return {
      done: docs.length
        ? `${counted(docs.length, 'Anfrage über Formulare', 'Anfragen über Formulare')} gelöscht`
        : null,
      kept: null,
    }
  },
}
