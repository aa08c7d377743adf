/**
 * Whether a path is a published page, asked by the front server (src/server/) before it has
 * Next.js render an address: unknown paths get the shared "not found" page without a render.
 * The pages feature registers the answer once Payload runs in the process (as `searchBridge.ts`).
 * `undefined` means "cannot tell right now"; the caller then renders as usual.
 */
export type PageLookup = (path: string) => boolean | undefined

const KEY = Symbol.for('salon.pages.lookup')
type Holder = { [KEY]?: PageLookup }

export function registerPageLookup(lookup: PageLookup) {
  ;(globalThis as Holder)[KEY] = lookup
}

export const pageLookup = (): PageLookup | undefined => (globalThis as Holder)[KEY]
