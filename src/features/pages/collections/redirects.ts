import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { WORDPRESS_QUERY } from '@/contracts/wordpressAddresses'
import { isStaff } from '@/lib/access'
import { revalidatePublicPaths } from '@/lib/revalidate'

export const REDIRECTS = 'redirects'

const validPath = (value: unknown) =>
  typeof value === 'string' && (/^\/[^\s?#]*$/.test(value) || WORDPRESS_QUERY.test(value))
    ? true
    : 'Bitte eine Adresse dieser Website angeben, beginnend mit „/“, z. B. /preise.'

/**
 * Old page addresses and where they moved to, answered with 301 so links in search results and
 * on social media keep working. Made automatically when a published page's address changes;
 * the owner can add or remove entries by hand.
 */
export const Redirects = (onChanged: () => void): CollectionConfig => ({
  slug: REDIRECTS,
  labels: { singular: 'Weiterleitung', plural: 'Weiterleitungen' },
  admin: {
    group: 'Inhalte',
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'updatedAt'],
    description:
      'Alte Adressen leiten dauerhaft (301) auf die neue weiter. Entsteht automatisch, wenn sich die Adresse einer veröffentlichten Seite ändert.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  custom: noPersonalData('Old addresses of the site'),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'from',
          type: 'text',
          label: 'Alte Adresse',
          required: true,
          unique: true,
          index: true,
          validate: validPath,
        },
        { name: 'to', type: 'text', label: 'Neue Adresse', required: true, validate: validPath },
      ],
    },
  ],
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        onChanged()
        await revalidatePublicPaths([doc.from, previousDoc?.from].filter(Boolean), {
          context: req.context,
          logger: req.payload.logger,
        })
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        onChanged()
        await revalidatePublicPaths([doc.from], {
          context: req.context,
          logger: req.payload.logger,
        })
      },
    ],
  },
})
