import type { Endpoint } from 'payload'

import { hasRole } from '@/lib/access'

import { deliver, queueMail, transportFor } from '@/lib/mail/outbox'

/**
 * „Testmail senden“ on the dashboard: a short mail to the signed-in admin, through the outbox like
 * every form mail, so the owner sees whether the mail server works (and the outbox shows it).
 */
export const testMailEndpoint = (smtpUrl: string | undefined): Endpoint => ({
  path: '/test-mail',
  method: 'post',
  handler: async (req) => {
    const user = req.user as { email?: string; roles?: ['admin'] } | null
    if (!hasRole(user, 'admin') || !user?.email)
      return Response.json(
        { code: 'forbidden', message: 'Only admins may send a test mail.' },
        { status: 403 },
      )
    const transport = transportFor(smtpUrl)
    if (!transport)
      return Response.json(
        { code: 'no_mail_server', message: 'No mail server is configured (SMTP_URL).' },
        { status: 409 },
      )
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const [doc] = await queueMail(
      req.payload,
      [
        {
          from: settings.email || user.email,
          to: user.email,
          subject: `Testmail von ${settings.businessName}`,
          text: 'Diese Testmail zeigt: Ihre Website kann E-Mails versenden. Anfragen aus Ihren Formularen kommen so bei Ihnen an.',
          html: '<p>Diese Testmail zeigt: Ihre Website kann E-Mails versenden. Anfragen aus Ihren Formularen kommen so bei Ihnen an.</p>',
        },
      ],
      { transport },
    )
    const sent = await deliver(req.payload, [doc!], { transport })
    if (sent) return Response.json({ status: 'sent', to: user.email })
    const failed = await req.payload.findByID({ collection: 'mail-outbox', id: doc!.id, depth: 0 })
    return Response.json(
      { code: 'mail_failed', message: failed.lastError ?? 'The mail server refused the mail.' },
      { status: 502 },
    )
  },
})
