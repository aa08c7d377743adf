import { APIError, type GlobalBeforeChangeHook, type GlobalConfig, type Payload } from 'payload'

import { GLOBALS } from '@/contracts/slugs'

import { isAdmin } from '@/lib/access'

import { METHOD_LABELS } from '../methodLabels'
import { activeMethods, forgetMethods } from '../offeredMethods.server'
import { clientFor, keyOf, readPaymentSettings, sealApiKey } from '../mollieClient.server'

const refuse = (message: string) => new APIError(message, 400, undefined, true)

/** The first paid order needs an invoice, and an invoice the seller's tax number (§ 14 UStG). */
async function hasTaxId(payload: Payload) {
  const settings = await payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0 })
  return Boolean(settings.taxId?.trim())
}

/** Mollie's answer to a key it does not know is 401; anything else means it was not reached. */
async function methodsOfKey(key: string) {
  try {
    return await activeMethods(clientFor(key))
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode
    if (status === 401)
      throw refuse(
        'Mollie kennt diesen API-Schlüssel nicht. Bitte kopieren Sie ihn erneut aus dem Mollie-Dashboard (Entwickler → API-Schlüssel).',
      )
    throw refuse(
      'Mollie ist gerade nicht erreichbar, deshalb wurde nichts gespeichert. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
    )
  }
}

/**
 * A typed key is checked with Mollie and stored sealed, never read back; an empty field keeps the
 * stored key. The chosen methods must be active in the Mollie profile, or the checkout would
 * offer what Mollie then refuses.
 */
const checkAndSeal: GlobalBeforeChangeHook = async ({ data, req }) => {
  const typed = typeof data.apiKey === 'string' ? data.apiKey.trim() : ''
  const stored = await readPaymentSettings(req.payload)
  const next = { ...data, apiKey: '', clearApiKey: false }
  if (typed && !/^(test|live)_\w{20,}$/.test(typed))
    throw refuse(
      'Ein API-Schlüssel von Mollie beginnt mit „test_“ oder „live_“. Bitte kopieren Sie ihn vollständig.',
    )
  if (typed && !(await hasTaxId(req.payload)))
    throw refuse(
      'Bevor Sie Online-Zahlung einschalten: Bitte tragen Sie unter „Website-Einstellungen → Unternehmen“ Ihre Steuernummer oder USt-IdNr. ein. Sie steht auf jeder Rechnung, die der Shop ausstellt (§ 14 UStG); als Kleinunternehmerin wählen Sie zusätzlich unter „Shop-Einstellungen“ § 19 UStG.',
    )
  if (data.clearApiKey) next.apiKeySealed = null
  else next.apiKeySealed = typed ? sealApiKey(typed) : (stored.apiKeySealed ?? null)
  const key = typed || (data.clearApiKey ? null : keyOf(stored)?.key)
  const chosen: string[] = Array.isArray(data.methods) ? data.methods : []
  if (key && (typed || chosen.length > 0)) {
    const active = await methodsOfKey(key)
    const inactive = chosen.filter((id) => !active.some((method) => method.id === id))
    if (inactive.length > 0)
      throw refuse(
        `In Ihrem Mollie-Profil nicht aktiviert: ${inactive.map((id) => METHOD_LABELS[id] ?? id).join(', ')}. Aktiv sind: ${active.map((m) => m.label).join(', ') || 'keine'}. Zahlarten schalten Sie im Mollie-Dashboard frei.`,
      )
  }
  forgetMethods()
  return next
}

export const PaymentSettings: GlobalConfig = {
  slug: 'payment-settings',
  // Not „Zahlungen“: that read like the list of payments („Online-Zahlungen“) beside it.
  label: 'Zahlungseinstellungen',
  admin: {
    group: 'Shop',
    description:
      'Online-Zahlung über Mollie: PayPal, Kreditkarte, Klarna, Apple Pay und mehr auf einer sicheren Bezahlseite von Mollie. Ohne Schlüssel bietet die Website nur Vorkasse und Zahlung vor Ort an.',
  },
  access: { read: isAdmin, update: isAdmin },
  hooks: { beforeChange: [checkAndSeal] },
  fields: [
    {
      name: 'keyState',
      label: 'API-Schlüssel',
      type: 'ui',
      admin: { components: { Field: '@/features/payments/admin/KeyState#KeyState' } },
    },
    {
      name: 'apiKey',
      type: 'text',
      label: 'API-Schlüssel von Mollie',
      admin: {
        description:
          'Im Mollie-Dashboard unter Entwickler → API-Schlüssel. Mit dem Testschlüssel („test_…“) können Sie alles ausprobieren, ohne dass Geld fließt. Wird verschlüsselt gespeichert und nie wieder angezeigt; leer lassen, um den gespeicherten zu behalten.',
        autoComplete: 'off',
      },
      hooks: { afterRead: [() => ''] },
    },
    {
      name: 'apiKeySealed',
      type: 'text',
      admin: { hidden: true },
      access: { read: () => false },
    },
    {
      name: 'clearApiKey',
      type: 'checkbox',
      label: 'Gespeicherten Schlüssel löschen (Online-Zahlung ausschalten)',
      defaultValue: false,
    },
    {
      name: 'methods',
      type: 'select',
      hasMany: true,
      label: 'Angebotene Zahlarten',
      options: Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label })),
      admin: {
        description:
          'Leer gelassen bietet die Website alle Zahlarten an, die in Ihrem Mollie-Profil aktiv sind. Gewählt werden können nur aktive.',
      },
    },
  ],
}
