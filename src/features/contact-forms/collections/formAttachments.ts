import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/lib/access'

/** Files sent with forms: personal data, so only admins read them (never the public media folder). */
export const formAttachments = (staticDir: string): CollectionConfig => ({
  slug: 'form-attachments',
  labels: { singular: 'Anhang', plural: 'Anhänge' },
  admin: { group: 'Formulare', hidden: ({ user }) => !user },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  upload: { staticDir, disableLocalStorage: false },
  fields: [],
})
