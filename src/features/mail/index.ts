import type { Plugin } from 'payload'

import { MailSettings } from './mailSettings'

/**
 * „E-Mail-Versand“: the mail server the owner sets in the admin (administrators only), used by
 * every mail of the site unless SMTP_URL is set (lib/mail/siteTransport.ts).
 */
export const mailFeature: Plugin = (config) => ({
  ...config,
  globals: [...(config.globals ?? []), MailSettings],
})
