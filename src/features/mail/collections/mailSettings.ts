import type { FieldHook, GlobalBeforeChangeHook, GlobalConfig } from 'payload'

import { GLOBALS } from '@/contracts/slugs'
import { isAdmin } from '@/lib/access'
import { env } from '@/lib/env'
import { encryptPassword, MAIL_PRESETS, MAIL_SETTINGS } from '../siteTransport'

/**
 * A typed password is stored encrypted with the site's secret and never read back to the
 * browser; an empty password field keeps the stored one (the form never shows it).
 */
const storePassword: GlobalBeforeChangeHook = async ({ data, req }) => {
  const typed = typeof data.password === 'string' ? data.password : ''
  const next = { ...data, password: '' }
  if (data.clearPassword) next.passwordEncrypted = null
  else if (typed) next.passwordEncrypted = encryptPassword(typed, env().payloadSecret)
  else {
    // Read past the field's access: the stored value is hidden from every request.
    const stored = (await req.payload.findGlobal({
      slug: MAIL_SETTINGS as 'mail-settings',
      depth: 0,
      overrideAccess: true,
      req,
    })) as { passwordEncrypted?: string | null }
    next.passwordEncrypted = stored.passwordEncrypted ?? null
  }
  next.clearPassword = false
  return next
}

const ownServer = (_: unknown, siblingData: { preset?: string }) =>
  !siblingData?.preset || siblingData.preset === 'own'

/**
 * The sender comes prefilled with the salon's name and address (Website-Einstellungen) while the
 * owner has set none: the form shows what mail will carry, and mail carries it.
 */
const fromSalon =
  (key: 'businessName' | 'email'): FieldHook =>
  async ({ value, req }) => {
    if (typeof value === 'string' && value.trim()) return value
    const salon = await req.payload
      .findGlobal({ slug: GLOBALS.siteSettings, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    return salon?.[key] || value
  }

export const MailSettings: GlobalConfig = {
  slug: MAIL_SETTINGS,
  label: 'E-Mail-Versand',
  admin: {
    group: 'Verwaltung',
    description:
      'Über diesen Zugang verschickt die Website Anfragen, Bestellbestätigungen und Gutscheine. Die Daten stehen bei Ihrem E-Mail-Anbieter (meist unter „SMTP“). Ist der Mailserver fest auf dem Server eingerichtet (durch Ihre Technik), gilt dieser stattdessen; die Übersicht zeigt, welcher gilt.',
  },
  access: { read: isAdmin, update: isAdmin },
  hooks: { beforeChange: [storePassword] },
  fields: [
    {
      name: 'preset',
      type: 'select',
      label: 'Anbieter',
      defaultValue: 'own',
      options: [
        ...Object.entries(MAIL_PRESETS).map(([value, preset]) => ({ value, label: preset.label })),
        { value: 'own', label: 'Anderer Anbieter (Server selbst eintragen)' },
      ],
      admin: {
        description:
          'Bei den bekannten Anbietern sind Server, Port und Verschlüsselung schon richtig eingestellt.',
      },
    },
    {
      type: 'row',
      admin: { condition: ownServer },
      fields: [
        {
          name: 'host',
          type: 'text',
          label: 'Postausgangsserver (SMTP)',
          admin: { placeholder: 'smtp.beispiel.de' },
        },
        { name: 'port', type: 'number', label: 'Port', defaultValue: 587, min: 1, max: 65535 },
        {
          name: 'security',
          type: 'select',
          label: 'Verschlüsselung',
          defaultValue: 'starttls',
          options: [
            { value: 'tls', label: 'SSL/TLS (meist Port 465)' },
            { value: 'starttls', label: 'STARTTLS (meist Port 587)' },
            { value: 'none', label: 'Keine (nur im eigenen Netz)' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'user',
          type: 'text',
          label: 'Benutzername',
          admin: { description: 'Meist Ihre E-Mail-Adresse.' },
        },
        {
          name: 'password',
          type: 'text',
          label: 'Passwort',
          admin: {
            description:
              'Wird verschlüsselt gespeichert und nie wieder angezeigt. Leer lassen, um das gespeicherte zu behalten.',
            components: { Field: '@/features/mail/admin/PasswordInput.client#PasswordInput' },
          },
          hooks: { afterRead: [() => ''] },
        },
      ],
    },
    {
      name: 'passwordEncrypted',
      type: 'text',
      admin: { hidden: true },
      // The server reads it with overrideAccess; no browser ever does.
      access: { read: () => false },
    },
    {
      name: 'clearPassword',
      type: 'checkbox',
      label: 'Gespeichertes Passwort löschen',
      defaultValue: false,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fromName',
          type: 'text',
          label: 'Absendername',
          admin: { placeholder: 'Salon Lindenblüte' },
          hooks: { afterRead: [fromSalon('businessName')] },
        },
        {
          name: 'fromAddress',
          type: 'email',
          label: 'Absenderadresse',
          admin: {
            description:
              'Die Adresse Ihres Postfachs: andere lehnen die meisten Anbieter ab. Leer gelassen gilt die E-Mail-Adresse aus den Website-Einstellungen.',
          },
          hooks: { afterRead: [fromSalon('email')] },
        },
        { name: 'replyTo', type: 'email', label: 'Antworten an (optional)' },
      ],
    },
    {
      name: 'test',
      label: 'Testmail',
      type: 'ui',
      admin: { components: { Field: '@/features/mail/admin/TestMail.client#TestMail' } },
    },
  ],
}
