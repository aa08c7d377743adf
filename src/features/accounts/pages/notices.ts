type Query = Record<string, string | string[] | undefined>

const MAIL: Record<string, string> = {
  held: 'Vielen Dank, Ihre Registrierung ist bei uns eingegangen. Wir prüfen sie noch von Hand und schicken Ihnen dann den Bestätigungslink per E-Mail.',
  sent: 'Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte folgen Sie dem Link darin, dann können Sie sich anmelden (sehen Sie auch im Spam-Ordner nach).',
  queued:
    'Fast geschafft: Die E-Mail an Ihre Adresse ist unterwegs; unser Mailserver hat sie noch nicht angenommen, wir versuchen es automatisch weiter. Das kann einige Minuten dauern.',
  stored:
    'Die E-Mail an Ihre Adresse konnte noch nicht versendet werden: Der E-Mail-Versand des Salons ist gerade nicht eingerichtet. Bitte versuchen Sie es später erneut oder melden Sie sich telefonisch beim Salon.',
}

const SAVED: Record<string, string> = {
  profil: 'Ihre Kontodaten sind gespeichert.',
  passwort: 'Ihr neues Passwort gilt ab sofort; alle anderen Geräte sind abgemeldet.',
  '1': 'Ihre Adressen sind gespeichert. Die Kasse füllt sie künftig für Sie aus.',
}

/** What the last step tells her, read from the address the endpoint sent her to. */
export function accountNotice(
  section: string,
  query: Query,
): { text: string; problem?: boolean } | null {
  const value = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '')
  if (section === 'registrieren' && value('gesendet'))
    return { text: MAIL[value('gesendet')] ?? MAIL.sent!, problem: value('gesendet') === 'stored' }
  if (section === 'passwort-vergessen' && value('angefordert'))
    return {
      text: 'Falls zu diesen Angaben ein bestätigtes Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt. Er gilt eine Stunde.',
    }
  if (value('bestaetigt'))
    return { text: 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.' }
  if (value('geloescht'))
    return {
      text: 'Ihr Konto ist gelöscht. Bestellungen bleiben ohne Ihre persönlichen Angaben aufbewahrt.',
    }
  if (value('passwort') === 'neu')
    return {
      text: 'Ihr neues Passwort gilt; Sie sind angemeldet, alle anderen Geräte sind abgemeldet.',
    }
  if (value('gespeichert')) return { text: SAVED[value('gespeichert')] ?? 'Gespeichert.' }
  if (value('verknuepft'))
    return {
      text: `${value('verknuepft') === '1' ? 'Eine Bestellung ist' : `${value('verknuepft')} Bestellungen sind`} jetzt mit Ihrem Konto verknüpft.`,
    }
  return null
}
