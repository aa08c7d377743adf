import type { FeatureManifest } from '@/lib/featureManifest'

/** Contact forms, their submissions and attachments. */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    'contact-form': 'contactForm.island',
  },
  collections: {
    contactForms: 'contact-forms',
    formSubmissions: 'form-submissions',
    formAttachments: 'form-attachments',
  },
} satisfies FeatureManifest
