import { cookiesSecure } from '@/lib/env'
import type { FeaturePlugin } from '@/lib/featureManifest'

import { withFeature } from '@/lib/payload/withFeature'

import { Users } from './collections/users'

export { Users } from './collections/users'

/** Staff accounts with roles and the login guard (docs/login-protection.md). */
export const plugin: FeaturePlugin = (env) => (config) => ({
  ...withFeature(config, { collections: [Users({ secureCookies: cookiesSecure(env) })] }),
  admin: { ...config.admin, user: 'users' },
})
