import { COLLECTIONS, GLOBALS } from '../src/contracts/slugs'

import type { FuzzCase } from './fuzzCases'

/**
 * Generated malformed requests for Payload's REST API (issue 56): every collection and global
 * of the site (from the wired slugs, so a new one is in without a line here) and Payload's own
 * collections × every route Payload serves for them × body shapes × query shapes × who sends
 * it. Seeded, so a failure names a request that can be sent again. The administrator sends only
 * reads and bodies that must be refused before Payload: nothing generated may change the shared
 * test server's content.
 */

const INTERNAL = [
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
  'payload-jobs',
  'payload-kv',
]
const COLLECTION_SLUGS = [...Object.values(COLLECTIONS), ...INTERNAL]
const GLOBAL_SLUGS = [...Object.values(GLOBALS), 'payload-jobs-stats']

const COLLECTION_ROUTES = [
  '',
  '/1',
  '/987654',
  '/abc',
  '/versions',
  '/versions/1',
  '/versions/abc',
  '/count',
  '/access',
  '/login',
  '/logout',
  '/me',
  '/refresh-token',
  '/forgot-password',
  '/reset-password',
  '/unlock',
  '/verify/abc',
  '/init',
  '/first-register',
  '/1/duplicate',
]
/** What the administrator's requests ask: no sign-in route (a logout would end her session). */
const ADMIN_ROUTES = COLLECTION_ROUTES.slice(0, 9)
const GLOBAL_ROUTES = ['', '/versions', '/versions/1', '/versions/abc', '/access']

const QUERIES = [
  '',
  'limit=-1&page=2',
  'limit=-1',
  'page=-3',
  'limit=1e99',
  'limit=abc',
  'where[layout.blockType][equals]=x',
  'where[layout.blockType][in]=x,y',
  'where[layout.blockType][equals]=richText',
  'where[nichtda][equals]=1',
  'where[or][0][id][equals]=1',
  'where[createdAt][greater_than]=keinDatum',
  'where[id][in]=a,b',
  'sort=-nichtda',
  'depth=999',
  'depth=-1',
  'select[nichtda]=true',
  'populate[x][y]=true',
  'joins[x][limit]=-1',
  'trash=true',
  'draft=true',
  'locale=%ff',
  'fallback-locale=%00',
  'where=%7B%22a%22',
]

const BOUNDARY = 'salonfuzz'
const part = (name: string, value: string, file = false) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="x.png"\r\nContent-Type: image/png' : ''}\r\n\r\n${value}\r\n`
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** Bodies Payload cannot take as a document: each must be a 4xx, whoever sends it. */
const BAD_BODIES: Array<[string, string]> = [
  ['"nur ein Text"', 'application/json'],
  ['[]', 'application/json'],
  ['[{"title":"x"}]', 'application/json'],
  ['null', 'application/json'],
  ['42', 'application/json'],
  ['{', 'application/json'],
  ['{"title":', 'application/json'],
  [`${part('_payload', '{nicht json')}--${BOUNDARY}--\r\n`, MULTIPART],
  [`${part('_payload', '[1,2]')}--${BOUNDARY}--\r\n`, MULTIPART],
  [`${part('_payload', '"text"')}--${BOUNDARY}--\r\n`, MULTIPART],
  ['x=1', 'multipart/form-data'],
]
/** Bodies that are well formed: only anonymous and forged senders, whom every write refuses. */
const GOOD_BODIES: Array<[string, string]> = [
  ['{}', 'application/json'],
  ['{"title":"Fuzz","_status":"published"}', 'application/json'],
  ['{"email":"fuzz@example.test"}', 'application/json'],
  [`${part('_payload', '{"alt":"x"}')}--${BOUNDARY}--\r\n`, MULTIPART],
  [`${part('file', '{kaputt')}--${BOUNDARY}--\r\n`, MULTIPART],
  [`--${BOUNDARY}\r\nKaputt\r\n\r\n`, MULTIPART],
  [`${part('_payload', '{}')}${part('file', '\u0000\u0001', true)}--${BOUNDARY}--\r\n`, MULTIPART],
]

const WRITE_METHODS = ['POST', 'PATCH', 'PUT', 'DELETE']

function generator(seed: number) {
  let state = seed >>> 0
  return (n: number) => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state % n
  }
}

export type RestFuzzCase = FuzzCase & { sender: 'anonymous' | 'forged' | 'admin' }

export function restFuzzCases(count: number, seed = 56): RestFuzzCase[] {
  const pick = generator(seed)
  const one = <T>(list: readonly T[]) => list[pick(list.length)]!
  const cases: RestFuzzCase[] = []
  for (let i = 0; i < count; i++) {
    const sender = one(['anonymous', 'forged', 'admin'] as const)
    const global = pick(5) === 0
    const path = global
      ? `/api/globals/${one(GLOBAL_SLUGS)}${one(GLOBAL_ROUTES)}`
      : `/api/${one(COLLECTION_SLUGS)}${one(sender === 'admin' ? ADMIN_ROUTES : COLLECTION_ROUTES)}`
    const query = one(QUERIES)
    const write = pick(2) === 0
    // The administrator writes only what must be refused before it reaches Payload.
    const [body, contentType] = write
      ? sender === 'admin' || pick(2) === 0
        ? one(BAD_BODIES)
        : one(GOOD_BODIES)
      : [undefined, undefined]
    const method = write
      ? sender === 'admin'
        ? one(['POST', 'PATCH'])
        : one(WRITE_METHODS)
      : 'GET'
    cases.push({
      method,
      path: query ? `${path}?${query}` : path,
      body,
      contentType,
      sender,
    })
  }
  return cases
}
