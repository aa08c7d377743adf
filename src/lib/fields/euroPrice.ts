import type { NumberField } from 'payload'

const MESSAGE = 'Bitte den Preis in Euro angeben, z. B. 45 oder 45,50.'

/**
 * A price stored as integer cents and typed by the owner in euros („45“, „45,50“) through
 * EuroPriceInput. API clients and the seed send cents.
 */
export function euroPriceField(
  options: {
    name?: string
    label?: string
    required?: boolean
    description?: string
    readOnly?: boolean
    /** Required when the document is made; a later save may leave it out (a hook keeps it). */
    requiredOnCreateOnly?: boolean
  } = {},
): NumberField {
  const {
    name = 'priceCents',
    label = 'Preis (€)',
    required = false,
    description,
    readOnly,
    requiredOnCreateOnly = false,
  } = options
  return {
    name,
    type: 'number',
    label,
    required,
    admin: {
      ...(description ? { description } : {}),
      ...(readOnly ? { readOnly: true } : {}),
      components: {
        Field: '@/lib/fields/EuroPriceInput.client#EuroPriceInput',
        Cell: '@/lib/fields/EuroCell#EuroCell',
      },
    },
    validate: (value: unknown, { operation }: { operation?: string }) => {
      if (value == null || value === '')
        return required && !(requiredOnCreateOnly && operation === 'update') ? MESSAGE : true
      return Number.isInteger(value) && (value as number) >= 0 ? true : MESSAGE
    },
  }
}
