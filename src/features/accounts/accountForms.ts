import { isEmailAddress } from '@/lib/formText'

const text = (fields: URLSearchParams, name: string, max = 120) =>
  (fields.get(name) ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max)

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,29}$/
const PHONE = /^[+\d][\d\s/()-]{3,}$/
const USERNAME_RULE =
  'Der Benutzername hat 3 bis 30 Zeichen: Buchstaben, Ziffern, Punkt, Binde- und Unterstrich.'

export type Registration = { email: string; password: string; name: string; username: string }

/** „Konto erstellen“: address and username lower case; the password as typed. */
export function readRegistration(fields: URLSearchParams): {
  form: Registration
  errors: Record<string, string>
} {
  const form = {
    email: text(fields, 'email', 254).toLowerCase(),
    password: (fields.get('password') ?? '').slice(0, 201),
    name: text(fields, 'name'),
    username: text(fields, 'username', 30).toLowerCase(),
  }
  const errors: Record<string, string> = {}
  if (!isEmailAddress(form.email)) errors.email = 'Bitte eine gültige E-Mail-Adresse angeben.'
  if (form.username && !USERNAME.test(form.username)) errors.username = USERNAME_RULE
  if (form.username.includes('@')) errors.username = 'Der Benutzername darf kein @ enthalten.'
  return { form, errors }
}

/** „Kontodaten“: name, optional username, optional phone. */
export function readProfile(fields: URLSearchParams) {
  const data = {
    name: text(fields, 'name') || null,
    username: text(fields, 'username', 30).toLowerCase() || null,
    phone: text(fields, 'phone', 40) || null,
  }
  const errors: Record<string, string> = {}
  if (data.username && !USERNAME.test(data.username)) errors.username = USERNAME_RULE
  if (data.phone && !PHONE.test(data.phone))
    errors.phone = 'Bitte eine Telefonnummer aus Ziffern angeben (oder das Feld leer lassen).'
  return { data, errors }
}

const ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'street', 'postcode', 'city'] as const
const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())

/** The two saved addresses, in the checkout's field names (`billing_first_name` …). */
export function readAddresses(fields: URLSearchParams) {
  const errors: Record<string, string> = {}
  const one = (prefix: 'billing' | 'shipping') => {
    const address: Record<string, string | null> = {}
    for (const name of ADDRESS_FIELDS)
      address[camel(name)] =
        text(fields, `${prefix}_${name}`, name === 'postcode' ? 12 : 120) || null
    const country = text(fields, `${prefix}_country`, 2).toUpperCase()
    address.country = /^[A-Z]{2}$/.test(country) ? country : 'DE'
    if (address.country === 'DE' && address.postcode && !/^\d{5}$/.test(address.postcode))
      errors[`${prefix}_postcode`] = 'Eine deutsche Postleitzahl hat fünf Ziffern.'
    return address
  }
  return { data: { billing: one('billing'), shipping: one('shipping') }, errors }
}
