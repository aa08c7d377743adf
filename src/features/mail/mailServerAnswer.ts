/** What a mail server's refusal means for the owner, in German; the server's words stay beside. */
export type MailServerFailure = { explanation: string; detail: string }

type SmtpError = { code?: string; responseCode?: number; message?: string }

const UNREACHABLE = new Set([
  'ECONNECTION',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ENOTFOUND',
  'EHOSTUNREACH',
])

/**
 * Nodemailer's error codes and SMTP reply codes, sorted into what the owner can do about them:
 * the password, the server's address and port, the encryption, or the sender address.
 */
export function explainMailFailure(error: unknown): MailServerFailure {
  const failure = (typeof error === 'object' && error ? error : {}) as SmtpError
  const detail = failure.message ?? String(error)
  const code = failure.code ?? ''
  let explanation = 'Der Mailserver hat die Testmail nicht angenommen.'
  if (code === 'EAUTH' || failure.responseCode === 535)
    explanation =
      'Der Mailserver hat die Anmeldung abgelehnt: Benutzername oder Passwort stimmen nicht.'
  else if (code === 'ETLS' || /certificate|ssl|tls|wrong version number/i.test(detail))
    explanation =
      'Die verschlüsselte Verbindung kam nicht zustande: Die Verschlüsselung (STARTTLS oder SSL/TLS) passt nicht zum Port.'
  else if (UNREACHABLE.has(code) || /ECONNREFUSED|ENOTFOUND|timeout/i.test(detail))
    explanation = 'Der Mailserver ist nicht erreichbar: Bitte Serveradresse und Port prüfen.'
  else if (code === 'EENVELOPE' || (failure.responseCode ?? 0) >= 550)
    explanation =
      'Der Mailserver lehnt die Absenderadresse ab: Als Absender die Adresse Ihres Postfachs eintragen.'
  return { explanation, detail }
}
