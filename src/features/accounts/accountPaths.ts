/** „Mein Konto“ (CONTRACTS.md: /mein-konto) and its steps; every one is rendered per request. */
export const ACCOUNT_PATHS = {
  home: '/mein-konto',
  register: '/mein-konto/registrieren',
  confirm: '/mein-konto/bestaetigen',
  forgot: '/mein-konto/passwort-vergessen',
  reset: '/mein-konto/passwort-neu',
  orders: '/mein-konto/bestellungen',
  appointments: '/mein-konto/termine',
  tickets: '/mein-konto/karten',
  addresses: '/mein-konto/adressen',
  details: '/mein-konto/konto',
} as const

/** The account's endpoints: form posts (redirects) or JSON with `Accept: application/json`. */
export const ACCOUNT_API = {
  login: '/api/account/login',
  logout: '/api/account/logout',
  me: '/api/account/me',
  register: '/api/account/register',
  confirm: '/api/account/confirm',
  forgot: '/api/account/forgot',
  reset: '/api/account/reset',
  profile: '/api/account/profile',
  password: '/api/account/password',
  address: '/api/account/address',
  linkOrders: '/api/account/link-orders',
  export: '/api/account/export',
  delete: '/api/account/delete',
} as const

/** The session: HttpOnly, never readable by a script. */
export const SESSION_COOKIE = 'salon_konto'
/**
 * Only says „a session may exist here“ (no name, no id), so the login box asks the server for
 * the name when it is set and a visitor without an account makes no request at all.
 */
export const SIGNED_IN_HINT_COOKIE = 'salon_konto_aktiv'

/** „Angemeldet bleiben“: the session outlives the browser for this long. */
export const REMEMBER_SECONDS = 30 * 24 * 3600
