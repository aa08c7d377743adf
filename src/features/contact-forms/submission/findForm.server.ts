import type { Payload } from 'payload'

import type { ContactForm } from '@/payload-types'

/** A form id as the route carries it: a positive whole number (Payload refuses 0 as no id). */
export const FORM_ID = /^[1-9]\d{0,8}$/

export async function findForm(payload: Payload, rawId: string): Promise<ContactForm | null> {
  if (!FORM_ID.test(rawId)) return null
  return payload.findByID({
    collection: 'contact-forms',
    id: Number(rawId),
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
}
