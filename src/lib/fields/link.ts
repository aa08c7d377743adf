import type { Field, GroupField } from 'payload'

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
    {
      name: 'page',
      type: 'relationship',
      label: 'Seite',
      relationTo: 'pages',
      required,
      admin: { condition: (_, sibling) => sibling?.type === 'page' },
    },
    {
      name: 'url',
      type: 'text',
      label: 'Adresse',
      required,
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
