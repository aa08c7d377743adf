import type { ErasureCounts } from '../accountErasure.server'

/** Subjects the log finds the mails by (lib/mailState.ts): keep them distinct. */
export const PRIVACY_SUBJECTS = {
  access: 'Ihre Datenauskunft',
  erasure: 'Ihre Daten wurden gelöscht',
} as const

/** The answer to a request for access (Art. 15 DSGVO); the data travels as the attached file. */
export const accessLines = (email: string, salonName: string): string[] => [
  'Guten Tag,',
  '',
  `wie von Ihnen gewünscht, erhalten Sie im Anhang alle Daten, die ${salonName} zu der E-Mail-Adresse ${email} gespeichert hat (Auskunft nach Art. 15 DSGVO), als lesbares Dokument (HTML, öffnet jeder Browser) und maschinenlesbar als JSON-Datei.`,
  '',
  'Wenn Sie Fragen dazu haben oder die Löschung wünschen, antworten Sie einfach auf diese E-Mail.',
]

/** The answer to a request for erasure (Art. 17 DSGVO): what went, what stays and why. */
export function erasureLines(
  email: string,
  salonName: string,
  counts: ErasureCounts,
  kept: { upcomingAppointments: number; upcomingTickets: number },
): string[] {
  const lines = [
    'Guten Tag,',
    '',
    `wie von Ihnen gewünscht, hat ${salonName} die Daten zu der E-Mail-Adresse ${email} gelöscht (Art. 17 DSGVO): ein Kundenkonto, Anfragen über Formulare, Wartelisten-Einträge und gespeicherte Cookie-Einwilligungen, Ihre Angaben in vergangenen Terminen und Tickets.`,
  ]
  if (counts.ordersAnonymised > 0)
    lines.push(
      '',
      `Bestellungen (${counts.ordersAnonymised}) müssen wir aufbewahren: mit Rechnung als Buchungsbeleg acht Jahre, sonst als Geschäftsbrief sechs Jahre (§ 147 AO, § 257 HGB). Name, Anschrift, E-Mail-Adresse und Telefonnummer wurden daraus entfernt; nach Ablauf der Frist werden sie gelöscht.`,
    )
  if (kept.upcomingAppointments + kept.upcomingTickets > 0)
    lines.push(
      '',
      `Ihre kommenden Termine (${kept.upcomingAppointments}) und Tickets (${kept.upcomingTickets}) bleiben gebucht, damit Sie sie wahrnehmen können. Wenn Sie sie nicht mehr möchten, sagen Sie sie über den Link in der Bestätigung ab oder antworten Sie auf diese E-Mail.`,
    )
  lines.push('', 'Diese E-Mail ist die letzte, die wir Ihnen ohne neuen Anlass senden.')
  return lines
}
