import type { CollectionConfig, Plugin } from 'payload'

import { hasRole, isAdmin, isAdminField, ROLES } from '@/lib/access'

/** Lock an account for 10 minutes after 5 failed logins: slows password guessing to a crawl. */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 10 * 60 * 1000

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Benutzer', plural: 'Benutzer' },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    tokenExpiration: 8 * 60 * 60,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: 'Verwaltung',
  },
  access: {
    // Everyone signed in may read their own account; only admins manage users.
    read: ({ req }) =>
      hasRole(req.user as never, 'admin') ? true : { id: { equals: req.user?.id } },
    create: isAdmin,
    delete: isAdmin,
    update: ({ req }) =>
      hasRole(req.user as never, 'admin') ? true : { id: { equals: req.user?.id } },
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name' },
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
}

export const usersFeature: Plugin = (config) => ({
  ...config,
  collections: [...(config.collections ?? []), Users],
  admin: { ...config.admin, user: Users.slug },
})
