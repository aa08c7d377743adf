/** The checkbox every visitor form asks for before it stores a person's data. */
export const PRIVACY_FIELD = 'privacy'

/** What the visitor confirms having read: a notice for one purpose, or the whole declaration. */
export type PrivacyDocument = 'Datenschutzhinweise' | 'Datenschutzerklärung'

/** The German error when the box was not ticked; `undefined` when it was. */
export const privacyError = (
  fields: { get: (name: string) => unknown },
  document: PrivacyDocument = 'Datenschutzhinweise',
): string | undefined =>
  fields.get(PRIVACY_FIELD) === '1'
    ? undefined
    : `Bitte bestätigen Sie, dass Sie die ${document} gelesen haben.`
