import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { anyone, isStaff } from '@/lib/access'
import { expireAllPages } from '@/lib/revalidate'
import { addressField } from '@/lib/payload/addressField'

type TermOptions = { slug: string; singular: string; plural: string; description: string }

/**
 * Categories and tags of the posts: a name and the address part of its list
 * (`/aktuelles/kategorie/<slug>`, `/aktuelles/schlagwort/<slug>`).
 */
const postTerms = ({ slug, singular, plural, description }: TermOptions): CollectionConfig => ({
  slug,
  labels: { singular, plural },
  admin: {
    group: 'Aktuelles',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug'],
    description,
  },
  defaultSort: 'name',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  custom: noPersonalData('Categories and tags of posts'),
  hooks: {
    // Its name stands on every post that carries it and in the lists.
    afterChange: [expireAllPages],
    afterDelete: [expireAllPages],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    addressField({
      from: 'name',
      required: true,
      label: 'Adresse',
      description: 'Teil der Adresse der Liste; leer: aus dem Namen.',
    }),
    { name: 'wordpressId', type: 'number', index: true, admin: { hidden: true } },
  ],
})

export const PostCategories = postTerms({
  slug: 'post-categories',
  singular: 'Kategorie',
  plural: 'Kategorien',
  description: 'Themen der Beiträge; jede hat ihre Liste unter /aktuelles/kategorie/….',
})

export const PostTags = postTerms({
  slug: 'post-tags',
  singular: 'Schlagwort',
  plural: 'Schlagwörter',
  description: 'Stichwörter der Beiträge; jedes hat seine Liste unter /aktuelles/schlagwort/….',
})
