import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'
import { latestMailState, type MailState } from '@/lib/mailState'
import { mailTo, readSalon } from '@/lib/salonMail'

import { ACCOUNT_PATHS } from './accountPaths'

/** Subjects the pages find the mails by (lib/mailState.ts): keep them distinct. */
export const ACCOUNT_SUBJECTS = {
  confirm: 'Bitte bestätigen Sie Ihr Kundenkonto',
  exists: 'Ihr Kundenkonto besteht bereits',
  reset: 'Neues Passwort für Ihr Kundenkonto',
  passwordChanged: 'Ihr Passwort wurde geändert',
} as const

type Kind = keyof typeof ACCOUNT_SUBJECTS

function lines(kind: Kind, name: string, link: string, salonName: string): string[] {
  const hello = name ? `Hallo ${name},` : 'Guten Tag,'
  switch (kind) {
    case 'confirm':
      return [
        hello,
        '',
        `Sie haben bei ${salonName} ein Kundenkonto angelegt. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link (7 Tage gültig):`,
        link,
        '',
        'Ohne Bestätigung wird das Konto nach 7 Tagen gelöscht. Falls Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail einfach.',
      ]
    case 'exists':
      return [
        hello,
        '',
        `Jemand wollte mit Ihrer E-Mail-Adresse bei ${salonName} ein Kundenkonto anlegen. Sie haben bereits eines. Falls Sie Ihr Passwort nicht mehr wissen, setzen Sie es hier zurück:`,
        link,
        '',
        'Falls Sie das nicht waren, müssen Sie nichts tun.',
      ]
    case 'reset':
      return [
        hello,
        '',
        'Über diesen Link vergeben Sie ein neues Passwort für Ihr Kundenkonto. Er gilt eine Stunde und nur einmal:',
        link,
        '',
        'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
      ]
    case 'passwordChanged':
      return [
        hello,
        '',
        'Das Passwort Ihres Kundenkontos wurde soeben geändert; alle Anmeldungen auf anderen Geräten sind beendet.',
        `Falls Sie das nicht waren, vergeben Sie hier sofort ein neues: ${link}`,
      ]
  }
}

/** Stores and tries to send one account mail; answers where it is now (never „sent“ unsent). */
export async function sendAccountMail(
  payload: Payload,
  kind: Kind,
  to: string,
  { name = '', path }: { name?: string | null; path: string },
): Promise<MailState> {
  const salon = await readSalon(payload)
  const link = `${salon.siteUrl}${path}`
  const subject = `${ACCOUNT_SUBJECTS[kind]} – ${salon.name}`
  await mailService(payload).send(payload, [
    mailTo(salon, to, subject, lines(kind, name ?? '', link, salon.name)),
  ])
  return latestMailState(payload, to, ACCOUNT_SUBJECTS[kind])
}

export const resetLinkPath = (token: string) =>
  `${ACCOUNT_PATHS.reset}?token=${encodeURIComponent(token)}`
