import type { Plugin } from 'payload'

import { Users } from './collections/users'

export { Users } from './collections/users'

/** Staff accounts with roles and the login guard (docs/login-protection.md). */
export const usersFeature =
  (options: { secureCookies: boolean }): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), Users(options)],
    admin: { ...config.admin, user: 'users' },
  })
