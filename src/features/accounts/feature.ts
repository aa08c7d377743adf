import type { FeatureManifest } from '@/lib/featureManifest'

/** Visitor accounts: registration, sign-in, „Mein Konto“ and data requests (docs/accounts.md). */
export const manifest = {
  plugin: true,
  islands: {
    'login-box': 'loginBox.island',
    'password-strength': 'passwordStrength.island',
  },
  firstLoad: ['login-box'],
  collections: {
    customers: 'customers',
    privacyRequests: 'privacy-requests',
  },
} satisfies FeatureManifest
