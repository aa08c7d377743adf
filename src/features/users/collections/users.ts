import type { CollectionConfig, Where } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import {
  hasRole,
  isAdmin,
  isAdminField,
  isStaff,
  nobody,
  panel,
  ROLES,
  rule,
  staffOf,
} from '@/lib/access'
import { createAttemptStore } from '@/lib/attemptStore'
import { env } from '@/lib/env'

import { guardedLogin, unlockEndpoints } from '../loginEndpoint.server'
import { createLoginGuard, type LoginGuard } from '../loginGuard'

let guard: LoginGuard | undefined
/** The process's login guard: counters in Redis with REDIS_URL, else in memory. */
const loginGuard = () =>
  (guard ??= createLoginGuard({
    store: createAttemptStore({ prefix: 'login' }),
    secret: env().payloadSecret,
  }))

const ownAccountOr = (user: { id?: number | string } | null | undefined): Where | boolean => {
  if (!user?.id) return false
  return hasRole(user as never, 'admin') ? true : { id: { equals: user.id } }
}

/** `secureCookies`: the site is served over https, so the session cookie is never sent in clear. */
export const Users = ({ secureCookies }: { secureCookies: boolean }): CollectionConfig => ({
  slug: 'users',
  labels: { singular: 'Benutzer', plural: 'Benutzer' },
  auth: {
    cookies: { secure: secureCookies, sameSite: 'Lax' },
    // Payload's own lock (n failures lock the account for everyone) let any stranger keep the
    // owner out; the login guard replaces it (loginGuard.ts, docs/login-protection.md).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
  },
  endpoints: [guardedLogin('users', loginGuard, { secureCookies }), ...unlockEndpoints(loginGuard)],
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: 'Verwaltung',
  },
  access: {
    // Everyone signed in may read their own account; only admins manage users.
    // Anonymous: false, not an id filter of undefined (which the database cannot run).
    read: rule(isStaff.admits, ({ req }) => ownAccountOr(staffOf(req))),
    create: isAdmin,
    delete: isAdmin,
    update: rule(isStaff.admits, ({ req }) => ownAccountOr(staffOf(req))),
    // Failed logins are the site's own guard (docs/login-protection.md); Payload's lock is off.
    unlock: nobody,
    // Staff only: a visitor account's token never opens the admin.
    admin: panel(isStaff.admits),
  },
  custom: noPersonalData('Staff logins to the admin; no customer or guest data'),
  hooks: {
    // The demo admin's password came from the seed; once it is changed, the checklist ticks.
    beforeChange: [
      ({ data, operation }) =>
        operation === 'update' && typeof data.password === 'string' && data.password
          ? { ...data, demoPassword: false }
          : data,
    ],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name' },
    { name: 'demoPassword', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    {
      name: 'roles',
      type: 'select',
      label: 'Rollen',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: ROLES.map((role) => ({
        label: role === 'admin' ? 'Administrator' : 'Redakteur',
        value: role,
      })),
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Redakteure bearbeiten Inhalte; nur Administratoren verwalten Benutzer und Einstellungen.',
      },
    },
  ],
})
