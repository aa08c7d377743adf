import type { Field, GroupField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { safeLinkUrl } from '../link'

/** The page, post or work a link of that type points at; the field is named as the type. */
const linkedDocument = (
  type: 'page' | 'post' | 'work',
  label: string,
  relationTo: 'pages' | 'posts' | 'portfolio',
  required: boolean,
): Field => ({
  name: type,
  type: 'relationship',
  label,
  relationTo,
  required,
  admin: { condition: (_, sibling) => sibling?.type === type },
})

export const UNSAFE_LINK_MESSAGE =
  'Nur Adressen mit https://, http://, mailto: oder tel:, Adressen dieser Website (/…) und Anker (#…) sind möglich.'

/**
 * An address a visitor may be sent to (issue 56): `javascript:` and `data:` addresses were saved
 * and rendered on every page. Links to pages, posts and works are checked by their relation.
 */
export const validateLinkUrl: TextFieldSingleValidation = (value, options) => {
  const basic = text(value, options)
  if (basic !== true) return basic
  if ((options.siblingData as { type?: string } | undefined)?.type !== 'url') return true
  if (value === null || value === undefined || value.trim() === '') return true
  return safeLinkUrl(value) === null ? UNSAFE_LINK_MESSAGE : true
}

type LinkOptions = {
  name?: string
  label?: string
  required?: boolean
  withAppearance?: boolean
}

/** One link shape for menus, buttons and footers: an internal page or an external address. */
export function linkField({
  name = 'link',
  label = 'Link',
  required = true,
  withAppearance = false,
}: LinkOptions = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          label: 'Linkart',
          defaultValue: 'page',
          options: [
            { label: 'Seite', value: 'page' },
            { label: 'Beitrag', value: 'post' },
            { label: 'Portfolio-Arbeit', value: 'work' },
            { label: 'Adresse (URL)', value: 'url' },
          ],
          admin: { layout: 'horizontal' },
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: 'In neuem Tab öffnen',
          admin: { style: { alignSelf: 'flex-end' } },
        },
        {
          name: 'noScroll',
          type: 'checkbox',
          label: 'Ohne sanftes Scrollen',
          admin: {
            style: { alignSelf: 'flex-end' },
            description: 'Für Anker-Links: springt ohne Animation, wie ein gewöhnlicher Link.',
            condition: (_, sibling) =>
              Boolean(sibling?.anchor) || String(sibling?.url ?? '').includes('#'),
          },
        },
      ],
    },
    linkedDocument('page', 'Seite', 'pages', required),
    linkedDocument('post', 'Beitrag', 'posts', required),
    linkedDocument('work', 'Portfolio-Arbeit', 'portfolio', required),
    {
      name: 'url',
      type: 'text',
      label: 'Adresse',
      required,
      validate: validateLinkUrl,
      admin: {
        condition: (_, sibling) => sibling?.type === 'url',
        description: 'z. B. https://…, mailto:…, tel:… oder #_anker',
      },
    },
    {
      name: 'anchor',
      type: 'text',
      label: 'Anker auf der Seite',
      admin: {
        condition: (_, sibling) => sibling?.type === 'page',
        description: 'Optional, ohne #: springt zu diesem Abschnitt der Seite',
      },
    },
    { name: 'label', type: 'text', label: 'Beschriftung', required },
  ]
  if (withAppearance) {
    fields.push({
      name: 'appearance',
      type: 'select',
      label: 'Darstellung',
      defaultValue: 'primary',
      options: [
        { label: 'Hauptschaltfläche', value: 'primary' },
        { label: 'Zweitschaltfläche', value: 'secondary' },
      ],
    })
  }
  return { name, label, type: 'group', interfaceName: 'LinkField', fields }
}
