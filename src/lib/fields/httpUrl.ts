/** A field's validation: a complete web address (https://…), in German when it is not. */
export const validateHttpUrl = (value: unknown): true | string =>
  typeof value === 'string' && /^https?:\/\/\S+$/.test(value)
    ? true
    : 'Bitte eine vollständige Adresse angeben (https://…).'
