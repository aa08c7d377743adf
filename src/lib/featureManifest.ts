import type { Plugin } from 'payload'

import type { Env } from './env'

/**
 * A feature's Payload plugin: made once per configuration from the environment, it merges what
 * the feature owns (collections, globals, tasks, admin views and links, through `withFeature`)
 * into the config the features before it built.
 */
export type FeaturePlugin = (env: Env) => Plugin

/**
 * What a feature brings, said once in its `feature.ts` (docs/architecture.md, „Adding a
 * feature“). Data only, no imports: `npm run wire` reads every manifest named in
 * `src/features/catalogue.ts` and writes the wiring that loads each part where it belongs
 * (src/wiring/: Payload's plugins, the blocks' components, the islands; and
 * src/contracts/slugs.ts). The parts live in different module graphs (the admin's config may not
 * load a stylesheet, an island is browser code), which is why the manifest names files rather
 * than importing them.
 */
export type FeatureManifest = {
  /** `plugin.ts` exports `plugin`, a FeaturePlugin, applied in the catalogue's order. */
  plugin?: true
  /** `components.ts` exports `blockComponents`: block slug → server component. */
  blocks?: true
  /** Island name (as in `data-island`) → its module, relative to the feature's folder, no `.ts`. */
  islands?: Record<string, string>
  /**
   * Islands that travel in the one shared file of a page's first load (scripts/build-islands.mjs)
   * instead of a file of their own: those of every page's frame (header, consent banner, …) and
   * of content sections that start without an interaction (slider, lightbox, …), so a page's first
   * load is a few files, not one per island and per piece of shared code. Islands that wait for a
   * click or are rare and large (forms, checkout, the map) keep a file of their own.
   */
  firstLoad?: string[]
  /**
   * The collections the feature defines, by the name other features use for them
   * (`COLLECTIONS.<name>` from src/contracts/slugs.ts) → slug.
   */
  collections?: Record<string, string>
  /** The globals the feature defines, as `collections`. */
  globals?: Record<string, string>
}
