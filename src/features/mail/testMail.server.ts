import type { Endpoint } from 'payload'

import { hasRole } from '@/lib/access'
import { GLOBALS } from '@/contracts/slugs'

import { siteMail } from './siteTransport'

/**
 * „Testmail senden“ (dashboard and „E-Mail-Versand“): a short mail to the signed-in admin,
 * straight through the site's mail server, answered with what that server said, word for word
 * (its acceptance line, or why it refused: a wrong password, an unknown sender).
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
    try {
      const info = (await transport.sendMail({
        from: settings.email || user.email,
        to: user.email,
        subject: `Testmail von ${settings.businessName}`,
        text,
        html: `<p>${text}</p>`,
      })) as { response?: string }
      return Response.json({ status: 'sent', to: user.email, response: info?.response ?? '' })
    } catch (error) {
      return Response.json(
        { code: 'mail_failed', message: error instanceof Error ? error.message : String(error) },
        { status: 502 },
      )
    }
  },
}
