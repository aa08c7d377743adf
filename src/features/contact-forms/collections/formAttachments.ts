import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { isAdmin, nobody } from '@/lib/access'

/** Files sent with forms: personal data, so only admins read them (never the public media folder). */
export const formAttachments = (staticDir: string): CollectionConfig => ({
  slug: 'form-attachments',
  labels: { singular: 'Anhang', plural: 'Anhänge' },
  admin: { group: 'Formulare', hidden: ({ user }) => !user },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  custom: noPersonalData(
    'Files of a submission: named in its export and erased with it (form-submissions)',
  ),
  upload: { staticDir, disableLocalStorage: false },
  fields: [],
})
