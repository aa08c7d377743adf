import type { Payload } from 'payload'

import { processWide } from './processWide'
import type { SiteSearch } from './search'

/**
 * What the front server (src/server/) and the Next.js bundle (features, run by Payload) offer each
 * other inside one process. They cannot import each other's module instances, so each side
 * provides its part once it runs (`provideService`) and the other side asks for it
 * (`processService`); `undefined` means "not running
 * in this process yet" and every caller has an answer for that.
 *
 * | service        | provided by                          | used by                                |
 * | -------------- | ------------------------------------ | -------------------------------------- |
 * | expirePage     | front server (its page cache)        | lib/revalidate.ts, search index        |
 * | pageLookup     | pages feature                        | front server (404 without a render)    |
 * | movedTo        | pages feature                        | front server (`/?p=12` and the like)   |
 * | siteSearch     | search feature                       | front server (/suche without a render) |
 * | siteAliases    | site-settings feature                | front server (canonical address)       |
 * | makeBackup     | backups feature                      | WordPress import (before replacing)    |
 */
export type ProcessServices = {
  /** Expires a path (or '*') in the front server's page cache. */
  expirePage: (path: string) => void
  /** Whether a path is a published page; `undefined`: cannot tell right now. */
  pageLookup: (path: string) => boolean | undefined
  /**
   * Where an old address the front server cannot hand to a page route moved to (WordPress's
   * `/?p=12`, kept by an import); null: nowhere.
   */
  movedTo: (address: string) => Promise<string | null>
  /** The site search over the in-memory index. */
  siteSearch: SiteSearch
  /** The further names of the site the owner set (Website-Einstellungen → Adresse). */
  siteAliases: readonly string[]
  /** A backup now, outside the nightly rotation; resolves with the archive's name. */
  makeBackup: (payload: Payload) => Promise<string>
}

const services = processWide<Partial<ProcessServices>>('processServices', () => ({}))

export function provideService<K extends keyof ProcessServices>(
  name: K,
  service: ProcessServices[K],
) {
  services[name] = service
}

export const processService = <K extends keyof ProcessServices>(
  name: K,
): ProcessServices[K] | undefined => services[name]
