import type { Endpoint } from 'payload'

import { hasRole } from '@/lib/access'
import { GLOBALS } from '@/contracts/slugs'

import { isEmailAddress } from '@/lib/formText'

import { explainMailFailure } from './mailServerAnswer'
import { siteMail } from './siteTransport'
import { clock } from '@/lib/clock'

/**
 * „Testmail senden“ (dashboard and „E-Mail-Versand“): a short mail to the address the admin
 * chose (`{"to": "…"}`; her own when none is given), straight through the site's mail server, answered in German with what that means (accepted; or
 * the password, the server, the encryption, the sender) and the server's own words beside it.
 */
export const testMailEndpoint: Endpoint = {
  path: '/test-mail',
  method: 'post',
  handler: async (req) => {
    const user = req.user as { email?: string; roles?: ['admin'] } | null
    if (!hasRole(user, 'admin') || !user?.email)
      return Response.json(
        { code: 'forbidden', message: 'Only admins may send a test mail.' },
        { status: 403 },
      )
    const body = (await req.json?.().catch(() => null)) as { to?: unknown } | null
    const chosen = typeof body?.to === 'string' ? body.to.trim() : ''
    if (chosen && !isEmailAddress(chosen))
      return Response.json(
        { code: 'invalid_address', message: 'Bitte eine gültige E-Mail-Adresse angeben.' },
        { status: 400 },
      )
    const to = chosen || user.email
    const { transport } = await siteMail(req.payload)
    if (!transport)
      return Response.json(
        {
          code: 'no_mail_server',
          message: 'Kein Mailserver eingerichtet (Verwaltung → E-Mail-Versand).',
        },
        { status: 409 },
      )
    const settings = await req.payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0 })
    const text =
      'Diese Testmail zeigt: Ihre Website kann E-Mails versenden. Anfragen aus Ihren Formularen kommen so bei Ihnen an.'
    const subject = `Testmail von ${settings.businessName}`
    const from = settings.email || user.email
    try {
      const info = (await transport.sendMail({
        from,
        to,
        subject,
        text,
        html: `<p>${text}</p>`,
      })) as { response?: string }
      // Kept in the outbox as sent: the dashboard's „Zuletzt versendet“ and the list tell the
      // truth, a working server shows as working.
      await req.payload.create({
        collection: 'mail-outbox',
        data: {
          status: 'sent',
          sentAt: clock.now().toISOString(),
          attempts: 1,
          from,
          to,
          subject,
          text,
          html: `<p>${text}</p>`,
        },
        overrideAccess: true,
      })
      return Response.json({
        status: 'sent',
        to,
        response: info?.response ?? '',
        explanation: 'Der Mailserver hat die Testmail angenommen.',
      })
    } catch (error) {
      const { explanation, detail } = explainMailFailure(error)
      return Response.json({ code: 'mail_failed', message: detail, explanation }, { status: 502 })
    }
  },
}
