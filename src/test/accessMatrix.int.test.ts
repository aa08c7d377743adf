import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { COLLECTIONS } from '@/contracts/slugs'
import { isAccessRule, type Principal } from '@/lib/access'
import { collectionOperations, globalOperations } from '@/lib/payload/closedByDefault'

import { staffToken } from './staffToken'
import { eachDatabase, startTestPayload, type TestPayload } from './testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }))

/**
 * The access matrix, generated from the configuration: every collection and global × every REST
 * route Payload serves for it × every principal, against the rule the collection declares
 * (lib/access.ts: a rule says which principals it can let through at all). A collection added
 * tomorrow is in it without a line written here. Any 5xx is a failure too.
 */

type Caller = {
  name: string
  principal: Principal
  headers: Record<string, string>
  /** The signed-in account as Payload's access rules receive it. */
  user: unknown
}

type Route = {
  method: string
  path: string
  body?: string
  /** The access operation the route needs, or null for a route that must not exist (404). */
  operation: string | null
  /** What an allowed principal gets, when more exact than "not refused". */
  allowed?: number[]
}

const MISSING = 987654
const JSON_BODY = '{}'

function collectionRoutes(collection: {
  slug: string
  versions?: unknown
  auth?: unknown
  trash?: boolean
}): Route[] {
  const base = `/api/${collection.slug}`
  const versioned = Boolean(collection.versions)
  const routes: Route[] = [
    { method: 'GET', path: base, operation: 'read', allowed: [200] },
    { method: 'GET', path: `${base}/${MISSING}`, operation: 'read', allowed: [404] },
    { method: 'GET', path: `${base}?trash=true`, operation: 'read', allowed: [200] },
    { method: 'GET', path: `${base}/${MISSING}?trash=true`, operation: 'read', allowed: [404] },
    { method: 'GET', path: `${base}/count`, operation: 'read', allowed: [200] },
    { method: 'POST', path: base, body: JSON_BODY, operation: 'create' },
    {
      method: 'PATCH',
      path: `${base}/${MISSING}`,
      body: JSON_BODY,
      operation: 'update',
      allowed: [404],
    },
    {
      method: 'PATCH',
      path: `${base}?where[id][equals]=${MISSING}`,
      body: JSON_BODY,
      operation: 'update',
      allowed: [200],
    },
    { method: 'DELETE', path: `${base}/${MISSING}`, operation: 'delete', allowed: [404] },
    {
      method: 'DELETE',
      path: `${base}?where[id][equals]=${MISSING}`,
      operation: 'delete',
      allowed: [200],
    },
    {
      method: 'GET',
      path: `${base}/versions`,
      operation: versioned ? 'readVersions' : null,
      allowed: [200],
    },
    {
      method: 'GET',
      path: `${base}/versions/${MISSING}`,
      operation: versioned ? 'readVersions' : null,
      allowed: [404],
    },
    // Payload looks the version up before it asks `update`: a missing one is a 404 for anyone.
    { method: 'POST', path: `${base}/versions/${MISSING}`, body: JSON_BODY, operation: null },
  ]
  if (collection.auth)
    routes.push({
      method: 'POST',
      path: `${base}/unlock`,
      body: JSON.stringify({ email: 'nobody@example.test' }),
      operation: 'unlock',
    })
  return routes
}

function globalRoutes(global: { slug: string; versions?: unknown }): Route[] {
  const base = `/api/globals/${global.slug}`
  const versioned = Boolean(global.versions)
  return [
    { method: 'GET', path: base, operation: 'read', allowed: [200] },
    { method: 'POST', path: base, body: JSON_BODY, operation: 'update' },
    {
      method: 'GET',
      path: `${base}/versions`,
      operation: versioned ? 'readVersions' : null,
      allowed: [200],
    },
    {
      method: 'GET',
      path: `${base}/versions/${MISSING}`,
      operation: versioned ? 'readVersions' : null,
      allowed: [404],
    },
    { method: 'POST', path: `${base}/versions/${MISSING}`, body: JSON_BODY, operation: null },
  ]
}

// Updating a setting with an empty body is a change of nothing, but some hooks act on any
// save; the values the site depends on are not touched by `{}`.
const describeEach = await eachDatabase()

describeEach('access matrix from the configuration (%s)', (kind) => {
  let instance: TestPayload
  let callers: Caller[]

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    const admin = await staffToken(instance, 'admin', '198.51.100.61')
    const editor = await staffToken(instance, 'editor', '198.51.100.62')
    const email = `kundin-${kind}@example.test`
    const password = 'Kerzenlicht-Fahrrad-7'
    await instance.payload.create({
      collection: COLLECTIONS.customers,
      data: { email, password, name: 'Kim Kundin', confirmed: true } as never,
      overrideAccess: true,
    })
    const login = await instance.payload.login({
      collection: COLLECTIONS.customers as never,
      data: { email, password } as never,
    })
    const customer = login.token!
    const userOf = async (headers: Record<string, string>) =>
      (await instance.payload.auth({ headers: new Headers(headers) })).user
    const signedIn = async (
      name: string,
      principal: Principal,
      headers: Record<string, string>,
    ) => ({
      name,
      principal,
      headers,
      user: await userOf(headers),
    })
    callers = await Promise.all([
      signedIn('anonymous', 'anonymous', {}),
      // As her browser sends it: Payload takes a cookie without Origin only from the same site.
      signedIn('customer (cookie)', 'customer', {
        cookie: `payload-token=${customer}`,
        'sec-fetch-site': 'same-origin',
      }),
      signedIn('customer (JWT)', 'customer', { authorization: `JWT ${customer}` }),
      signedIn('editor', 'editor', { authorization: `JWT ${editor}` }),
      signedIn('admin', 'admin', { authorization: `JWT ${admin}` }),
    ])
    for (const caller of callers.slice(1))
      expect(caller.user, `${caller.name} is signed in`).toBeTruthy()
  })

  afterAll(async () => {
    await instance?.cleanup()
  })

  async function answer(route: Route, caller: Caller): Promise<number> {
    const response = await instance.rest(
      new Request(`http://localhost:3000${route.path}`, {
        method: route.method,
        headers: {
          ...caller.headers,
          'x-forwarded-for': '198.51.100.70',
          ...(route.body ? { 'content-type': 'application/json' } : {}),
        },
        body: route.body,
      }),
    )
    await response.arrayBuffer()
    return response.status
  }

  async function judge(
    slug: string,
    access: Record<string, unknown>,
    route: Route,
    caller: Caller,
    status: number,
  ): Promise<string | null> {
    if (status >= 500) return `${status} (server error)`
    if (route.operation === null) return status === 404 ? null : `${status}, expected 404`
    const declared = access[route.operation]
    if (!isAccessRule(declared)) return `no declared rule for ${route.operation}`
    // A route that does not exist (Payload offers no unlock without its own lock) refuses too.
    const refused = status === 401 || status === 403 || status === 404
    if (!declared.admits.includes(caller.principal))
      return refused ? null : `${status}, expected 401/403/404 (not admitted)`
    // A rule that admits with a filter (her own account only) finds no such document: Payload
    // answers 403 for an id outside the filter, as it must not say whether it exists.
    const result = await declared({
      req: { user: caller.user, payload: instance.payload },
    } as never)
    const filtered = typeof result === 'object' && result !== null
    if (!result) return `the rule refuses ${caller.name} although it declares the principal`
    if ((status === 401 || status === 403) && !(filtered && route.path.includes(`/${MISSING}`)))
      return `${status}, expected to be let through`
    // A preference is found by its key: a missing one is an empty answer, not a 404.
    const keyed = slug === 'payload-preferences' && route.path.includes(`/${MISSING}`)
    if (route.allowed && !keyed && !route.allowed.includes(status) && !(filtered && status === 403))
      return `${status}, expected ${route.allowed.join('/')}`
    return null
  }

  it('answers every route of every collection and global as declared, never with a 5xx', async () => {
    const { collections, globals } = instance.payload.config
    const mismatches: string[] = []
    let checked = 0
    const table: string[] = []
    for (const collection of collections) {
      const access = collection.access as unknown as Record<string, unknown>
      for (const operation of collectionOperations(collection))
        if (!isAccessRule(access[operation]))
          mismatches.push(`${collection.slug}: ${operation} has no declared rule`)
      for (const route of collectionRoutes(collection)) {
        const statuses: number[] = []
        for (const caller of callers) {
          const status = await answer(route, caller)
          statuses.push(status)
          checked += 1
          const problem = await judge(collection.slug, access, route, caller, status)
          if (problem)
            mismatches.push(`${route.method} ${route.path} as ${caller.name}: ${problem}`)
        }
        table.push(`${route.method} ${route.path}: ${statuses.join(' ')}`)
      }
    }
    for (const global of globals) {
      const access = global.access as unknown as Record<string, unknown>
      for (const operation of globalOperations(global))
        if (!isAccessRule(access[operation]))
          mismatches.push(`globals/${global.slug}: ${operation} has no declared rule`)
      for (const route of globalRoutes(global)) {
        const statuses: number[] = []
        for (const caller of callers) {
          const status = await answer(route, caller)
          statuses.push(status)
          checked += 1
          const problem = await judge(global.slug, access, route, caller, status)
          if (problem)
            mismatches.push(`${route.method} ${route.path} as ${caller.name}: ${problem}`)
        }
        table.push(`${route.method} ${route.path}: ${statuses.join(' ')}`)
      }
    }
    if (process.env.ACCESS_MATRIX_PRINT)
      console.log(`${callers.map((caller) => caller.name).join(' | ')}\n${table.join('\n')}`)
    expect(mismatches).toEqual([])
    // Every collection and global of the config, and every route of each, was asked.
    expect(checked).toBeGreaterThan(
      (collections.length * 13 + globals.length * 5) * callers.length - 1,
    )
  })
})
