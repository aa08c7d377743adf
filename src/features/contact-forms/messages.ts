/**
 * The German texts a visitor sees per outcome and per field problem. Every form carries its own
 * copy (editable in the admin); these are the defaults a new form starts with.
 */
export const DEFAULT_MESSAGES = {
  mailSent: 'Vielen Dank! Ihre Nachricht ist bei uns angekommen.',
  mailFailed:
    'Die E-Mail-Benachrichtigung konnte gerade nicht versendet werden. Ihre Nachricht ist aber gespeichert und wird zugestellt, sobald es wieder geht.',
  validationError:
    'Bitte prüfen Sie die markierten Felder. Mindestens eine Angabe fehlt oder ist ungültig.',
  acceptanceMissing:
    'Bitte bestätigen Sie die Einwilligung zur Verarbeitung Ihrer Angaben, bevor Sie senden.',
  spam: 'Ihre Nachricht wurde als unerwünscht erkannt und nicht gesendet. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an.',
  aborted: 'Das Senden wurde abgebrochen. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  required: 'Bitte füllen Sie dieses Feld aus.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.',
  invalidTel: 'Bitte geben Sie eine gültige Telefonnummer an.',
  invalidUrl: 'Bitte geben Sie eine gültige Internetadresse an, z. B. https://beispiel.de.',
  invalidNumber: 'Bitte geben Sie eine Zahl an.',
  invalidDate: 'Bitte geben Sie ein gültiges Datum an.',
  invalidOption: 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
  tooLong: 'Diese Angabe ist zu lang.',
  tooShort: 'Diese Angabe ist zu kurz.',
  quizWrong: 'Die Antwort auf die Kontrollfrage stimmt leider nicht.',
  fileTooLarge: 'Die Datei ist zu groß.',
  fileType: 'Dateien dieses Typs können nicht hochgeladen werden.',
} as const

export type MessageKey = keyof typeof DEFAULT_MESSAGES
export type FormMessages = Record<MessageKey, string>

/** Admin labels of the messages, in the order the admin lists them. */
export const MESSAGE_LABELS: Record<MessageKey, string> = {
  mailSent: 'Nachricht gesendet',
  mailFailed: 'E-Mail-Versand fehlgeschlagen',
  validationError: 'Eingaben fehlerhaft',
  acceptanceMissing: 'Einwilligung fehlt',
  // Verdicts of the robot trap and the fill time are held with the site's own notice instead.
  spam: 'Zu viele Nachrichten vom selben Absender',
  aborted: 'Senden abgebrochen',
  required: 'Feld: Pflichtangabe fehlt',
  invalidEmail: 'Feld: ungültige E-Mail-Adresse',
  invalidTel: 'Feld: ungültige Telefonnummer',
  invalidUrl: 'Feld: ungültige Internetadresse',
  invalidNumber: 'Feld: keine Zahl',
  invalidDate: 'Feld: ungültiges Datum',
  invalidOption: 'Feld: unbekannte Auswahl',
  tooLong: 'Feld: zu lang',
  tooShort: 'Feld: zu kurz',
  quizWrong: 'Feld: falsche Antwort auf die Kontrollfrage',
  fileTooLarge: 'Feld: Datei zu groß',
  fileType: 'Feld: Dateityp nicht erlaubt',
}

/** Fills a form's stored messages up with the defaults (older forms may lack newer keys). */
export const messagesOf = (stored: Partial<Record<MessageKey, string | null>> | null | undefined) =>
  Object.fromEntries(
    (Object.keys(DEFAULT_MESSAGES) as MessageKey[]).map((key) => [
      key,
      stored?.[key]?.trim() || DEFAULT_MESSAGES[key],
    ]),
  ) as FormMessages
