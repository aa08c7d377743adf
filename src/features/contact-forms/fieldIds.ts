/** The field wrapper a client finds an invalid field's tip in, and the ids it points to. */
export const fieldWrapSelector = (name: string) => `[data-field-wrap="${name}"]`
export const fieldId = (unitTag: string, name: string) => `${unitTag}-${name}`
export const errorId = (unitTag: string, name: string) => `${unitTag}-${name}-error`
