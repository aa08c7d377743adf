/**
 * Every feature of the site, one line each. Adding a feature is its folder under src/features/
 * with a `feature.ts` (what it brings: src/lib/featureManifest.ts) and its name here; `npm run
 * wire`, which every build runs, writes the rest (docs/architecture.md, „Adding a feature“).
 *
 * The order is the order in which Payload applies the features' plugins, and it matters where a
 * plugin reads what earlier ones added (src/test/pageBlocks.test.ts and the tests of the wiring
 * say so when it is wrong).
 */
export const FEATURES = [
  'users',
  'admin-bar',
  'media',
  'pages',
  'site-settings',
  'navigation',
  'footer',
  'content-blocks',
  'price-list',
  'opening-hours',
  'team',
  'consent',
  'embeds',
  'mail',
  'contact-forms',
  'spam-review',
  'maps',
  // Before the shop and booking, which start payments through it (contracts/onlinePayments.ts).
  'payments',
  'shop',
  'accounts',
  'booking',
  'events',
  'backups',
  'lightbox',
  'sliders',
  // Sections that hold the blocks registered above.
  'backgrounds',
  // After the block features: its sidebar container nests the blocks registered above.
  'page-effects',
  // After every block feature: a post's content is the blocks a section may hold.
  'posts',
  'portfolio',
  // After every searched collection exists; reads their fields when it syncs.
  'search',
  'dashboard',
  // No Payload part: health and metrics answers.
  'health',
  // Moving in from WordPress (reads every collection it imports into).
  'wordpress-import',
] as const

export type FeatureName = (typeof FEATURES)[number]
