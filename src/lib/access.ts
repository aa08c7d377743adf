import type { Access, FieldAccess, PayloadRequest } from 'payload'

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

const userOf = staffOf

export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')

/** Whether the request is an admin's or an editor's (custom endpoints, admin views). */
export const isStaffRequest = (req: Pick<PayloadRequest, 'user'>): boolean =>
  hasRole(userOf(req), 'admin') || hasRole(userOf(req), 'editor')

/** Admins and editors: everything that is content. */
export const isStaff: Access = ({ req }) => isStaffRequest(req)

export const isAdminField: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')

export const anyone: Access = () => true

/** Visitors see published documents only; staff see drafts too. */
export const publishedOrStaff: Access = (args) => {
  if (isStaff(args)) return true
  return { _status: { equals: 'published' } }
}
