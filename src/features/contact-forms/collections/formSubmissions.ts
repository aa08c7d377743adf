import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isAdmin, nobody } from '@/lib/access'
import { rowLabel } from '@/lib/ui/admin/rowLabel'
import { formSubmissionsPersonalData } from './formSubmissionsPersonalData.server'
import { REPLY_CONTEXT, replyEndpoint } from '../reply/replyEndpoint.server'

/**
 * On an update only the status changes: the submission stays what the visitor sent. Replies are
 * added by the reply endpoint alone (its context), never typed into the form.
 */
const keepWhatWasSent: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) =>
  operation === 'update' && originalDoc
    ? {
        ...originalDoc,
        status: data.status ?? originalDoc.status,
        ...(context[REPLY_CONTEXT] ? { replies: data.replies } : {}),
      }
    : data

export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Anfrage', plural: 'Anfragen' },
  admin: {
    useAsTitle: 'summary',
    group: 'Formulare',
    defaultColumns: ['summary', 'status', 'form', 'createdAt'],
    components: { beforeListTable: ['@/features/contact-forms/admin/CsvExportLink#CsvExportLink'] },
  },
  // Admins set the status; what the visitor sent is never changed (keepWhatWasSent).
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  custom: deskOffer(formSubmissionsPersonalData),
  hooks: { beforeChange: [keepWhatWasSent] },
  endpoints: [replyEndpoint],
  fields: [
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      defaultValue: 'new',
      dbName: 'submission_status',
      options: [
        { value: 'new', label: 'Neu' },
        { value: 'working', label: 'In Bearbeitung' },
        { value: 'answered', label: 'Beantwortet' },
        { value: 'done', label: 'Erledigt' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'readable',
      label: 'Nachricht',
      type: 'ui',
      admin: {
        components: { Field: '@/features/contact-forms/admin/SubmissionAnswers#SubmissionAnswers' },
      },
    },
    {
      name: 'reply',
      label: 'Antworten',
      type: 'ui',
      admin: {
        components: { Field: '@/features/contact-forms/admin/SubmissionReply#SubmissionReply' },
      },
    },
    {
      name: 'replies',
      type: 'array',
      label: 'Antworten des Salons',
      dbName: 'sub_replies',
      labels: { singular: 'Antwort', plural: 'Antworten' },
      // Shown with the reply form above (SubmissionReply); added by the reply endpoint only.
      admin: { readOnly: true, hidden: true },
      fields: [
        { name: 'key', type: 'text', label: 'Schlüssel gegen doppeltes Senden' },
        { name: 'sentAt', type: 'date', label: 'Gesendet' },
        { name: 'by', type: 'text', label: 'Von' },
        { name: 'to', type: 'text', label: 'An' },
        { name: 'text', type: 'textarea', label: 'Text' },
      ],
    },
    { name: 'summary', type: 'text', label: 'Kurzfassung', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'form',
          type: 'relationship',
          relationTo: 'contact-forms',
          label: 'Formular',
          admin: { readOnly: true },
        },
        {
          name: 'page',
          type: 'relationship',
          relationTo: COLLECTIONS.pages,
          label: 'Seite',
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'answers',
      type: 'array',
      label: 'Angaben',
      dbName: 'sub_answers',
      labels: { singular: 'Angabe', plural: 'Angaben' },
      admin: {
        readOnly: true,
        // Shown as a readable list above (SubmissionAnswers), not as greyed-out inputs.
        hidden: true,
        components: { RowLabel: rowLabel(['label', 'value'], 'Angabe') },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: 'Feld' },
            { name: 'name', type: 'text', label: 'Feldname' },
          ],
        },
        { name: 'value', type: 'textarea', label: 'Wert' },
      ],
    },
    {
      name: 'attachments',
      type: 'upload',
      relationTo: 'form-attachments',
      hasMany: true,
      label: 'Anhänge',
      admin: { readOnly: true },
    },
    {
      name: 'postedDataHash',
      type: 'text',
      label: 'Prüfsumme',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'unitTag',
      type: 'text',
      label: 'Formular auf der Seite',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'mails',
      type: 'join',
      collection: COLLECTIONS.mailOutbox,
      on: 'submission',
      label: 'E-Mails',
    },
  ],
}
