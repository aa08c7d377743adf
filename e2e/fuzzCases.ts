/**
 * Malformed requests for the fuzz test (e2e/security.spec.ts): every public endpoint, with broken
 * encodings, wrong ids, odd methods, bad queries and bodies. Deterministic: a seeded generator, so
 * a failure names a request that can be sent again.
 */
export type FuzzCase = {
  method: string
  path: string
  body?: string
  contentType?: string
  cookie?: string
}

const ENDPOINTS = [
  '/',
  '/kontakt',
  '/leistungen/brautfrisuren',
  '/suche',
  '/api/health',
  '/api/consent',
  '/api/live-search',
  '/api/maps/cache',
  '/api/map-geocodes',
  '/api/contact/v1/contact-forms/1/feedback',
  '/api/contact/v1/contact-forms/1/refill',
  '/api/contact/v1/contact-forms/0/feedback',
  '/api/contact/v1/contact-forms/0/refill',
  '/api/payload-migrations',
  '/api/payload-migrations/1',
  '/api/users/login-unlock',
  '/api/pages',
  '/api/pages/1',
  '/api/media',
  '/api/media/file/x.jpg',
  '/api/users',
  '/api/users/me',
  '/api/users/login',
  '/api/globals/site-settings',
  '/api/search',
  '/api/form-submissions',
  '/api/contact-forms/1',
  '/next/preview',
  '/next/revalidate',
  '/next/exit-preview',
  '/shop',
  '/shop/pflege-shampoo',
  '/warenkorb',
  '/kasse',
  '/kasse/bestellung/2026-00001',
  '/vertrag-widerrufen',
  '/api/shop/cart',
  '/api/shop/shipping',
  '/api/shop/orders',
  '/api/shop/withdrawal',
  '/api/shop/voucher',
  '/api/shop/orders/pay',
  '/api/payments/webhook',
  '/api/payments/1/refund',
  '/api/payments',
  '/termin',
  '/termin/verwalten/1',
  '/api/booking/slots',
  '/api/booking/appointments',
  '/api/booking/manage',
  '/api/booking/calendar/1.ics',
  '/api/booking/feed/abc.ics',
  '/api/appointments',
  '/api/appointments/outside-hours',
  '/api/appointments/1/free-times',
  '/api/staff-members',
  '/api/orders',
  '/api/orders/export.csv',
  '/api/products',
  '/api/vouchers',
  '/mein-konto',
  '/mein-konto/konto',
  '/mein-konto/passwort-neu',
  '/api/account/login',
  '/api/account/register',
  '/api/account/me',
  '/api/account/export',
  '/api/account/reset',
  '/api/account/unknown',
  '/api/customers',
  '/api/customers/login',
  '/api/customers/1',
  '/veranstaltungen',
  '/veranstaltungen/pflege-abend',
  '/veranstaltungen/vergangen',
  '/veranstaltungen/buchung/abc',
  '/veranstaltungen/buchung/abc/tickets.pdf',
  '/api/events/tickets',
  '/api/events/cancel',
  '/api/events/waitlist',
  '/api/events/calendar/pflege-abend.ics',
  '/api/events',
  '/api/events/1/copy',
  '/api/events/1/notify',
  '/api/event-tickets',
  '/api/event-tickets/check-in',
  '/api/event-tickets/export.csv',
  '/api/event-waitlist',
  '/api/event-places',
  '/api/metrics',
  '/api/globals/backup-settings',
  '/api/globals/backup-settings/archives',
  '/api/globals/backup-settings/now',
  '/api/globals/backup-settings/download/salon-2026-01-01-000000.tar.gz',
  '/api/globals/backup-settings/restore/salon-2026-01-01-000000.tar.gz',
  '/api/globals/backup-settings/upload',
  '/sitemap.xml',
  '/robots.txt',
  '/admin',
  // What scanners ask (issue 43): file names nothing here serves, and the icon.
  '/wp-login.php',
  '/xmlrpc.php',
  '/.env',
  '/backup.tar.gz',
  '/favicon.ico',
  '/api/form-attachments',
  '/api/appointments',
]

const SEGMENTS = [
  '%ff',
  '%',
  '%zz',
  '%00',
  '%0a',
  '%c3%28',
  '..',
  '%2e%2e',
  '%2f',
  'abc',
  '-1',
  '1.5',
  '0',
  '99999999999999999999',
  'NaN',
  '%u0041',
  "'",
  '"',
  '<script>',
  '{}',
  '[]',
  '\\',
  '~',
  '%E2%80%AE',
]
const QUERIES = [
  'where=foo',
  'where[createdAt][greater_than]=notadate',
  'where[updatedAt][less_than]=2026-13-45',
  'where[id][in]=a,b',
  'where[title][near]=1,2',
  'limit=1e99',
  'where[id][equals]=abc',
  'where[or][0]=1',
  'where[path][like]=%ff',
  'limit=abc',
  'limit=-5',
  'page=0',
  'page=abc',
  'sort=%ff',
  'depth=999',
  'depth=-1',
  'select=%',
  'locale=%ff',
  'draft=maybe',
  's=%ff',
  's=' + 'x'.repeat(3000),
  'seite=-1',
  'seite=abc',
  '_locale=%00',
  'where[and][0][title][equals]=1&where[and][0]=2',
  'populate[x]=1',
  'joins=%7B',
  'x=%',
]
/** Cookies a client made up: broken encodings, crafted carts, forged signatures. */
const COOKIES = [
  'salon_cart=%ZZ',
  'salon_cart=%E0%A4%A',
  'salon_cart=1_-_6_1.1_-_6_2.1_-_6_3',
  `salon_cart=${Array.from({ length: 60 }, (_, i) => `${i}_x_9999_9999999`).join('.')}`,
  'salon_cart=1_%3Cscript%3E_1_0',
  'salon_voucher=%ZZ',
  'salon_voucher=GS-AAAA-BBBB-CCCC.forged',
  `salon_voucher=${'A'.repeat(40)}.${'b'.repeat(32)}`,
  'salon_device_users=x.1.y',
  `salon_device_users=${'a'.repeat(32)}.9999999999999.${'b'.repeat(32)}`,
  'payload-token=%ZZ',
  'salon_consent=%',
]
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'FOO',
]
const BODIES: Array<[string, string]> = [
  ['{', 'application/json'],
  ['{"addresses":', 'application/json'],
  ['null', 'application/json'],
  ['[]', 'application/json'],
  ['\u0000\u0001', 'application/octet-stream'],
  ['a=%ff&b=%', 'application/x-www-form-urlencoded'],
  ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', 'multipart/form-data; boundary=x'],
  ['<xml/>', 'text/xml'],
  // A multipart body without its boundary, and plain text (issue 43: 500 from Payload's REST).
  ['x=1', 'multipart/form-data'],
  ['x=1', 'text/plain'],
  ['{"s":' + '['.repeat(500) + '}', 'application/json'],
]

function generator(seed: number) {
  let state = seed >>> 0
  return (n: number) => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state % n
  }
}

export function fuzzCases(count: number, seed = 12): FuzzCase[] {
  const pick = generator(seed)
  const one = <T>(list: readonly T[]) => list[pick(list.length)]!
  const cases: FuzzCase[] = []
  for (let i = 0; i < count; i++) {
    let path = one(ENDPOINTS)
    const shape = pick(4)
    if (shape === 0) path = `${path.replace(/\/$/, '')}/${one(SEGMENTS)}`
    if (shape === 1) path = `${path}?${one(QUERIES)}`
    if (shape === 2) path = `${path}/${one(SEGMENTS)}?${one(QUERIES)}`
    const method = pick(3) === 0 ? one(METHODS) : pick(2) === 0 ? 'GET' : 'POST'
    const withBody = method !== 'GET' && method !== 'HEAD' && pick(2) === 0
    const [body, contentType] = withBody ? one(BODIES) : [undefined, undefined]
    const cookie = pick(3) === 0 ? one(COOKIES) : undefined
    cases.push({ method, path, body, contentType, cookie })
  }
  return cases
}
