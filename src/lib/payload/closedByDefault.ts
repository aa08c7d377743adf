import type {
  CollectionConfig,
  Endpoint,
  GlobalConfig,
  Plugin,
  SanitizedConfig,
  Where,
} from 'payload'

import { personalDataDeclaration } from '@/contracts/personalData'

import { isAccessRule, isStaff, isStaffRequest, nobody, rule, type AccessRule } from '../access'

/**
 * Deny unless a rule allows (docs/security.md, „Access policy“). Payload lets every operation
 * without a rule through for any signed-in user, and a signed-in customer is a user to it: a
 * missing `readVersions` handed every draft to a self-registered visitor. So:
 *
 * - every collection and global declares a rule of src/lib/access.ts for every operation Payload
 *   routes for it, or the configuration does not build (the error names what is missing);
 * - Payload's own collections (locks, preferences, migrations, jobs, the key-value store), which
 *   it adds after the plugins ran, get a fixed policy here, and one it adds in a later version
 *   without one stops the start until it has;
 * - a trashed document is never read by a visitor (`?trash=true` showed deleted pages);
 * - the version routes of a collection or global without versions answer 404 instead of querying
 *   tables that do not exist (a 500 for anyone);
 * - every collection says what it holds about a person (src/contracts/personalData.ts), so the
 *   data-request desk cannot miss a new feature's customers.
 */

const COLLECTION_OPERATIONS = ['read', 'create', 'update', 'delete'] as const
const GLOBAL_OPERATIONS = ['read', 'update'] as const

function missingRules(
  access: Record<string, unknown> | undefined,
  operations: readonly string[],
): string[] {
  return operations.filter((operation) => !isAccessRule(access?.[operation]))
}

export function collectionOperations(collection: Pick<CollectionConfig, 'versions' | 'auth'>) {
  return [
    ...COLLECTION_OPERATIONS,
    ...(collection.versions ? (['readVersions'] as const) : []),
    ...(collection.auth ? (['unlock', 'admin'] as const) : []),
  ]
}

export function globalOperations(global: Pick<GlobalConfig, 'versions'>) {
  return [...GLOBAL_OPERATIONS, ...(global.versions ? (['readVersions'] as const) : [])]
}

const notFound: Endpoint['handler'] = () =>
  Response.json(
    { errors: [{ message: 'This collection keeps no versions.' }] },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  )

/** Answered before Payload's own version routes, which query tables only versions create. */
const noVersionRoutes: Endpoint[] = (['get', 'post'] as const).flatMap((method) =>
  ['/versions', '/versions/:id'].map((path) => ({ method, path, handler: notFound })),
)

const NOT_TRASHED: Where = { deletedAt: { exists: false } }

/** A read rule that never returns a trashed document to anyone but staff. */
function withoutTrash(read: AccessRule): AccessRule {
  return rule(read.admits, async (args) => {
    const result = await read(args)
    if (!result || isStaffRequest(args.req)) return result
    return result === true ? NOT_TRASHED : { and: [result, NOT_TRASHED] }
  })
}

const CHECKED = 'accessPolicy'

/** Last of the plugins: the features' collections and globals, as they declared them. */
export const closedByDefault: Plugin = (config) => {
  const problems: string[] = []
  const undeclared = (config.collections ?? [])
    .filter((collection) => !personalDataDeclaration(collection))
    .map((collection) => `"${collection.slug}"`)
  if (undeclared.length)
    throw new Error(
      `Personal data: every collection offers what it holds about a person to the data-request desk or says why it holds nothing (custom: deskOffer(...) or noPersonalData('...'), src/contracts/personalData.ts); missing for ${undeclared.join(', ')}`,
    )
  const collections = (config.collections ?? []).map((collection) => {
    const missing = missingRules(collection.access, collectionOperations(collection))
    if (missing.length) problems.push(`collection "${collection.slug}": ${missing.join(', ')}`)
    const access = collection.access as Record<string, AccessRule>
    return {
      ...collection,
      access:
        collection.trash && access.read ? { ...access, read: withoutTrash(access.read) } : access,
      endpoints:
        collection.versions || collection.endpoints === false
          ? collection.endpoints
          : [...noVersionRoutes, ...(collection.endpoints || [])],
      custom: { ...collection.custom, [CHECKED]: true },
    } satisfies CollectionConfig
  })
  const globals = (config.globals ?? []).map((global) => {
    const missing = missingRules(global.access, globalOperations(global))
    if (missing.length) problems.push(`global "${global.slug}": ${missing.join(', ')}`)
    return {
      ...global,
      endpoints: global.versions
        ? global.endpoints
        : [...noVersionRoutes, ...((global.endpoints as Endpoint[] | undefined) ?? [])],
      custom: { ...global.custom, [CHECKED]: true },
    } satisfies GlobalConfig
  })
  if (problems.length)
    throw new Error(
      `Access policy: every collection and global declares a rule of src/lib/access.ts for each operation; missing for ${problems.join('; ')}`,
    )
  return { ...config, collections, globals }
}

/**
 * Payload's own collections and globals. Locks and preferences are the staff's admin state;
 * Payload reads and writes the others with its local API, which no rule limits.
 */
const INTERNAL_COLLECTIONS: Record<string, Partial<Record<string, AccessRule>>> = {
  'payload-locked-documents': { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  'payload-preferences': { create: isStaff },
  'payload-migrations': { read: nobody, create: nobody, update: nobody, delete: nobody },
  'payload-jobs': { read: nobody, create: nobody, update: nobody, delete: nobody },
  'payload-kv': { read: nobody, create: nobody, update: nobody, delete: nobody },
}
const INTERNAL_GLOBALS: Record<string, Partial<Record<string, AccessRule>>> = {
  'payload-jobs-stats': { read: nobody, update: nobody },
}

/** Staff only, and then Payload's own rule (a preference is its owner's). */
const staffAnd = (own: unknown): AccessRule =>
  rule(isStaff.admits, (args) => (typeof own === 'function' ? (own as AccessRule)(args) : true))

const refused = (status: 403 | 404, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * The routes Payload gives its own collections (a preference by its key): staff only, and a
 * preference that does not exist is a 404 before Payload's delete, which fails on it with a 500.
 */
function staffEndpoint(endpoint: Endpoint, slug: string): Endpoint {
  return {
    ...endpoint,
    handler: async (req) => {
      if (!isStaffRequest(req)) return refused(403, 'You are not allowed to perform this action.')
      const key = req.routeParams?.key
      if (endpoint.method === 'delete' && typeof key === 'string' && req.user) {
        const { totalDocs } = await req.payload.count({
          collection: slug as never,
          where: {
            key: { equals: key },
            'user.value': { equals: req.user.id },
            'user.relationTo': { equals: req.user.collection },
          },
        })
        if (!totalDocs) return refused(404, 'Not Found')
      }
      return endpoint.handler(req)
    },
  }
}

/**
 * After Payload sanitised the config: its own collections get their policy, and anything it
 * added that has none stops the start with its name.
 */
export function closeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  const unknown: string[] = []
  for (const collection of config.collections) {
    if (collection.custom?.[CHECKED]) continue
    const policy = INTERNAL_COLLECTIONS[collection.slug]
    if (!policy) {
      unknown.push(`collection "${collection.slug}"`)
      continue
    }
    const access = collection.access as unknown as Record<string, unknown>
    for (const operation of collectionOperations(collection))
      access[operation] = policy[operation] ?? staffAnd(access[operation])
    if (collection.endpoints)
      collection.endpoints = collection.endpoints.map((endpoint) =>
        staffEndpoint(endpoint, collection.slug),
      )
    if (!collection.versions)
      collection.endpoints = [...noVersionRoutes, ...(collection.endpoints || [])]
  }
  for (const global of config.globals) {
    if (global.custom?.[CHECKED]) continue
    const policy = INTERNAL_GLOBALS[global.slug]
    if (!policy) {
      unknown.push(`global "${global.slug}"`)
      continue
    }
    const access = global.access as unknown as Record<string, unknown>
    for (const operation of globalOperations(global))
      access[operation] = policy[operation] ?? nobody
    if (!global.versions) global.endpoints = [...noVersionRoutes, ...(global.endpoints || [])]
  }
  if (unknown.length)
    throw new Error(
      `Access policy: Payload added ${unknown.join(', ')} without a policy; give it one in src/lib/payload/closedByDefault.ts`,
    )
  return config
}
