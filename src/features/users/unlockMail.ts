import type { Payload } from 'payload'

import { GLOBALS } from '@/contracts/slugs'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/escapeHtml'
import { mailService } from '@/contracts/mail'

/**
 * The mail to an account that was just locked for new devices: what happened, that her own
 * browser still works, and the link that ends the lock.
 */
export async function unlockMail(
  payload: Payload,
  user: Record<string, unknown>,
  token: string,
): Promise<void> {
  const to = typeof user.email === 'string' ? user.email : ''
  if (!to) return
  const settings = await payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0 })
  const link = `${env().serverUrl}/api/users/login-unlock?token=${encodeURIComponent(token)}`
  const lines = [
    `Guten Tag,`,
    ``,
    `mit Ihrem Konto bei ${settings.businessName} wurde in der letzten Stunde sehr oft ein falsches Passwort eingegeben, von Geräten und Adressen, mit denen Sie sich nie angemeldet haben. Zum Schutz ist die Anmeldung für neue Geräte eine Stunde lang gesperrt.`,
    ``,
    `Von Ihrem gewohnten Browser aus können Sie sich weiter anmelden. Entsperren für alle Geräte:`,
    link,
    ``,
    `Waren Sie das nicht, ändern Sie bitte bald Ihr Passwort (Verwaltung → Konto).`,
  ]
  try {
    await mailService(payload).send(payload, [
      {
        from: settings.email || to,
        to,
        subject: `Anmeldung bei ${settings.businessName} vorübergehend gesperrt`,
        text: lines.join('\n'),
        html: lines
          .map((line) =>
            line === link
              ? `<p><a href="${escapeHtml(link)}">Anmeldung entsperren</a></p>`
              : line
                ? `<p>${escapeHtml(line)}</p>`
                : '',
          )
          .join(''),
      },
    ])
  } catch (error) {
    // The lock holds either way; it ends by itself after an hour.
    payload.logger.error(`Login lock mail could not be stored: ${String(error)}`)
  }
}
