import nodemailer from 'nodemailer'
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { openSecret, sealSecret } from '@/lib/secretBox'

import type { MailTransport, SiteMail } from '@/contracts/mail'

import { transportFor } from './outbox'

/** The global „E-Mail-Versand“ (features/mail): the mail server the owner set in the admin. */
export const MAIL_SETTINGS = 'mail-settings'

export type MailSecurity = 'tls' | 'starttls' | 'none'

/** The usual German providers: host, port and encryption as their help pages give them. */
export const MAIL_PRESETS = {
  ionos: { label: 'IONOS', host: 'smtp.ionos.de', port: 465, security: 'tls' },
  strato: { label: 'Strato', host: 'smtp.strato.de', port: 465, security: 'tls' },
  allinkl: { label: 'All-Inkl', host: 'smtp.kasserver.com', port: 465, security: 'tls' },
  google: {
    label: 'Gmail / Google Workspace',
    host: 'smtp.gmail.com',
    port: 465,
    security: 'tls',
  },
  microsoft: {
    label: 'Microsoft 365 / Outlook',
    host: 'smtp.office365.com',
    port: 587,
    security: 'starttls',
  },
} as const satisfies Record<
  string,
  { label: string; host: string; port: number; security: MailSecurity }
>

export type MailPreset = keyof typeof MAIL_PRESETS

/** The stored settings as the server reads them (the password only ever encrypted). */
export type StoredMailSettings = {
  preset?: string | null
  host?: string | null
  port?: number | null
  security?: string | null
  user?: string | null
  passwordEncrypted?: string | null
  fromName?: string | null
  fromAddress?: string | null
  replyTo?: string | null
  updatedAt?: string | null
}

// Stored sealed under the site's secret (lib/secretBox.ts); the purpose keeps the old values readable.
const MAIL_PASSWORD = 'mail-password'

export const encryptPassword = (password: string, secret: string) =>
  sealSecret(password, secret, MAIL_PASSWORD)

/** The password, or null when it cannot be read (another secret, a damaged value). */
export const decryptPassword = (value: string | null | undefined, secret: string) =>
  openSecret(value, secret, MAIL_PASSWORD)

/** Host, port and encryption: the preset's, or the owner's own. */
export function serverOf(settings: StoredMailSettings) {
  const preset = MAIL_PRESETS[settings.preset as MailPreset] as
    (typeof MAIL_PRESETS)[MailPreset] | undefined
  return preset
    ? { host: preset.host, port: preset.port, security: preset.security as MailSecurity }
    : {
        host: settings.host?.trim() ?? '',
        port: settings.port ?? 587,
        security: (settings.security ?? 'starttls') as MailSecurity,
      }
}

/** „Salon Lindenblüte <info@salon.de>“, or null when no sender is set. */
export function senderOf(settings: StoredMailSettings): string | null {
  const address = settings.fromAddress?.trim()
  if (!address) return null
  const name = settings.fromName?.trim().replace(/["\\\r\n]/g, '')
  return name ? `"${name}" <${address}>` : address
}

/** A transport for the owner's settings: short timeouts, as for SMTP_URL (outbox.ts). */
export function transportForSettings(
  settings: StoredMailSettings,
  secret: string,
): MailTransport | null {
  const { host, port, security } = serverOf(settings)
  if (!host) return null
  const user = settings.user?.trim()
  const pass = decryptPassword(settings.passwordEncrypted, secret)
  return nodemailer.createTransport({
    host,
    port,
    secure: security === 'tls',
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }) as MailTransport
}

/** Every mail leaves with the configured sender; the original sender becomes the reply address. */
function withSender(transport: MailTransport, settings: StoredMailSettings): MailTransport {
  const from = senderOf(settings)
  const replyTo = settings.replyTo?.trim() || null
  if (!from && !replyTo) return transport
  return {
    sendMail: (message) =>
      transport.sendMail({
        ...message,
        from: from ?? message.from,
        replyTo: message.replyTo ?? replyTo ?? (from ? message.from : undefined),
      }),
  }
}

let cached: { key: string; mail: SiteMail } | undefined

export async function readMailSettings(payload: Payload): Promise<StoredMailSettings> {
  try {
    return (await payload.findGlobal({
      slug: MAIL_SETTINGS as 'mail-settings',
      depth: 0,
      overrideAccess: true,
    })) as StoredMailSettings
  } catch {
    return {}
  }
}

/**
 * The site's mail server now: SMTP_URL where it is set, else what the owner set under
 * „E-Mail-Versand“ (one pooled transport per version of the settings), else none (mail then
 * waits in the outbox, and the site says so).
 */
export async function siteMail(payload: Payload): Promise<SiteMail> {
  const config = env()
  const settings = await readMailSettings(payload)
  const key = `${config.smtpUrl ?? ''}|${settings.updatedAt ?? ''}|${JSON.stringify(settings)}`
  if (cached?.key === key) return cached.mail
  const fromEnvironment = transportFor(config.smtpUrl)
  const base = fromEnvironment ?? transportForSettings(settings, config.payloadSecret)
  const mail: SiteMail = {
    transport: base ? withSender(base, settings) : null,
    source: fromEnvironment ? 'environment' : base ? 'admin' : null,
  }
  cached = { key, mail }
  return mail
}
