/**
 * Islands: interactive parts of public pages. The server renders working HTML and marks the
 * element an island enhances with `data-island` (which module) and `data-load` (when it loads);
 * the loader (src/islands/loader.ts) imports the module at that moment and calls its default
 * export with the element. See docs/islands.md.
 */

/**
 * When an island's module is fetched:
 * - `now`: at load, for what is needed at once (header, consent banner);
 * - `idle`: when the browser is idle after load;
 * - `visible`: when the element comes within 200 px of the viewport (then in idle time);
 * - `interaction`: on the first pointer, key, focus or click on the element;
 * - `editor`: at load, only in a browser that has opened the admin.
 * Every strategy but `now` also loads at once on the first interaction with the element.
 */
export type IslandLoad = 'now' | 'idle' | 'visible' | 'interaction' | 'editor'

/**
 * An island's module exports one of these as default. `trigger` is the event that caused the
 * load, when there was one. It may return a cleanup (used by tests).
 */
export type Island = (root: HTMLElement, trigger?: Event) => void | (() => void)

/** The attributes that make an element an island's root. */
export const island = (name: string, load: IslandLoad) =>
  ({ 'data-island': name, 'data-load': load }) as const

/** Set on the root once its island is attached; tests and CSS may wait for it. */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready'

/** Where the built island chunks are served from (scripts/build-islands.mjs writes them). */
export const ISLANDS_PUBLIC_PATH = '/islands/'
