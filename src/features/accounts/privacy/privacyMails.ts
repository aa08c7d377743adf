import type { ErasedKind } from '../accountErasure.server'

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
  parts: readonly ErasedKind[],
): string[] {
  const done = parts.map((part) => part.done).filter((line): line is string => Boolean(line))
  const kept = parts.map((part) => part.kept).filter((line): line is string => Boolean(line))
  const lines = [
    'Guten Tag,',
    '',
    `wie von Ihnen gewünscht, hat ${salonName} die Daten zu der E-Mail-Adresse ${email} gelöscht (Art. 17 DSGVO).`,
  ]
  if (done.length) lines.push('', 'Das haben wir getan:', ...done.map((line) => `– ${line}`))
  for (const line of kept) lines.push('', line)
  lines.push('', 'Diese E-Mail ist die letzte, die wir Ihnen ohne neuen Anlass senden.')
  return lines
}
