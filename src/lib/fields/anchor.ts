import type { TextField } from 'payload'

/** The id of a section, the target of in-page links like `#_leistungen`. */
export const anchorField = (defaultValue?: string): TextField => ({
  name: 'anchor',
  type: 'text',
  label: 'Anker-ID',
  defaultValue,
  admin: { description: 'Optional: Ziel für Links wie #_leistungen (nur a–z, 0–9, Bindestrich).' },
  validate: (value: unknown) =>
    !value || (typeof value === 'string' && /^[a-z0-9-]+$/.test(value))
      ? true
      : 'Nur Kleinbuchstaben, Ziffern und Bindestriche.',
})
