import type { Plugin } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { Users } from './collections/users'

export { Users } from './collections/users'

/** Staff accounts with roles and the login guard (docs/login-protection.md). */
export const usersFeature =
  (options: { secureCookies: boolean }): Plugin =>
  (config) => ({
    ...withFeature(config, { collections: [Users(options)] }),
    admin: { ...config.admin, user: 'users' },
  })
