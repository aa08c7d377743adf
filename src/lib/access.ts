import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type UserWithRoles = { roles?: Role[] | null } | null | undefined

export const hasRole = (user: UserWithRoles, role: Role): boolean =>
  Boolean(user?.roles?.includes(role))

/**
 * The signed-in staff member, or null. Visitor accounts (`customers`) sign in through Payload
 * too; a customer's token must never count as staff, whatever roles a document might claim.
 */
export const staffOf = (req: Pick<PayloadRequest, 'user'>) =>
  req.user?.collection === 'users' ? (req.user as UserWithRoles & { id: number | string }) : null

/**
 * Who sends a request, as the access policy tells them apart. Staff (`users`) and customers
 * (`customers`) are different kinds of principal: Payload itself only knows "a user".
 */
export const PRINCIPALS = ['anonymous', 'customer', 'editor', 'admin'] as const
export type Principal = (typeof PRINCIPALS)[number]

export function principalOf(req: Pick<PayloadRequest, 'user'>): Principal {
  const staff = staffOf(req)
  if (staff)
    return hasRole(staff, 'admin') ? 'admin' : hasRole(staff, 'editor') ? 'editor' : 'anonymous'
  if (req.user) return req.user.collection === 'customers' ? 'customer' : 'anonymous'
  return 'anonymous'
}

/**
 * An access rule of a collection or global: Payload's `Access` plus the principals it can let
 * through at all. The guard runs first, so a rule meant for staff cannot admit a customer
 * whatever its body returns, and the declared principals are what the generated access matrix
 * (src/test/accessMatrix.int.test.ts) expects of every REST route.
 */
export type AccessRule = Access & { readonly admits: readonly Principal[] }

export function rule(admits: readonly Principal[], check: Access = () => true): AccessRule {
  const guarded: Access = (args) => (admits.includes(principalOf(args.req)) ? check(args) : false)
  return Object.assign(guarded, { admits: Object.freeze([...admits]) })
}

export const isAccessRule = (value: unknown): value is AccessRule =>
  typeof value === 'function' && Array.isArray((value as Partial<AccessRule>).admits)

const STAFF: readonly Principal[] = ['editor', 'admin']

/** Whether the request is an admin's or an editor's (custom endpoints, admin views). */
export const isStaffRequest = (req: Pick<PayloadRequest, 'user'>): boolean =>
  STAFF.includes(principalOf(req))

/** Admins only: users, settings, personal data. */
export const isAdmin = rule(['admin'])

/** Admins and editors: everything that is content. */
export const isStaff = rule(STAFF)

export const isAdminField: FieldAccess = ({ req }) => principalOf(req) === 'admin'

/** Every principal: public content. */
export const anyone = rule(PRINCIPALS)

/** No principal through REST: written and read by the site's own code (the local API) only. */
export const nobody = rule([])

/** Every principal, visitors only the documents `where` selects; staff see all. */
export const visibleToAllOrStaff = (where: Where): AccessRule =>
  rule(PRINCIPALS, ({ req }) => (isStaffRequest(req) ? true : where))

/** Visitors see published documents only; staff see drafts too. */
export const publishedOrStaff = visibleToAllOrStaff({ _status: { equals: 'published' } })

/** Who may open the admin panel of an auth collection (`access.admin`, a yes or no). */
export type PanelRule = ((args: { req: PayloadRequest }) => boolean) & {
  readonly admits: readonly Principal[]
}

export const panel = (admits: readonly Principal[]): PanelRule =>
  Object.assign(({ req }: { req: PayloadRequest }) => admits.includes(principalOf(req)), {
    admits: Object.freeze([...admits]),
  })

/** Content with drafts (pages, posts, portfolio): published for all, drafts and versions for staff. */
export const draftableContent = {
  read: publishedOrStaff,
  readVersions: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
} as const
