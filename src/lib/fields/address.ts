import type { Field, GroupField } from 'payload'

/**
 * A postal address as the checkout asks for it: name, company, street, postcode and city, then
 * the place fields of its owner (a country code on a saved address; country and state shown by
 * name on an order). One shape, so an account's saved address fills the checkout and an order
 * keeps what was sent; the database columns are the group's.
 */
export const addressGroup = ({
  name,
  label,
  admin,
  placeFields,
}: {
  name: string
  label: string
  admin?: GroupField['admin']
  placeFields: Field[]
}): Field => ({
  name,
  type: 'group',
  label,
  ...(admin ? { admin } : {}),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: 'Vorname' },
        { name: 'lastName', type: 'text', label: 'Nachname' },
        { name: 'company', type: 'text', label: 'Firma' },
      ],
    },
    { name: 'street', type: 'text', label: 'Straße und Hausnummer' },
    {
      type: 'row',
      fields: [
        { name: 'postcode', type: 'text', label: 'PLZ' },
        { name: 'city', type: 'text', label: 'Ort' },
        ...placeFields,
      ],
    },
  ],
})
