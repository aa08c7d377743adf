/** Spec: the message when nothing matches, in the suggestions and on the results page. */
export const NO_RESULTS_MESSAGE =
  'Keine Suchergebnisse für Ihre Anfrage. Bitte versuchen Sie es erneut.'
