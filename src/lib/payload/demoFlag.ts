import type { CheckboxField, CollectionBeforeChangeHook } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

/**
 * Set by the seed on the demo salon's content; cleared when a person saves the document, which
 * makes it the owner's own (the first-run checklist counts demo pages; a WordPress import
 * replaces only untouched demo content).
 */
export const demoField: CheckboxField = {
  name: 'demo',
  type: 'checkbox',
  defaultValue: false,
  admin: { hidden: true },
}

export const ownedOnceSavedByPerson: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.user?.collection === COLLECTIONS.users) data.demo = false
  return data
}
