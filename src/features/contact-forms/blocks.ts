import type { Block } from 'payload'

import { anchorField } from '@/lib/fields/anchor'

export const ContactFormBlock: Block = {
  slug: 'contactForm',
  // Short table names (PostgreSQL cuts identifiers at 63 characters). Not `cf_…`: drizzle-kit
  // skips SQLite tables starting with `_cf_` (Cloudflare's), so `_cf_block_v` would look missing.
  dbName: 'pages_cform',
  labels: { singular: 'Kontaktformular', plural: 'Kontaktformulare' },
  interfaceName: 'ContactFormBlock',
  fields: [
    { name: 'heading', type: 'text', label: 'Überschrift' },
    anchorField(),
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'contact-forms',
      label: 'Formular',
      required: true,
    },
  ],
}
