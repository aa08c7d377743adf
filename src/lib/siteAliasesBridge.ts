/**
 * The further names of the site the owner set in the admin (Website-Einstellungen → Adresse),
 * read by the front server on every request to send them to the one address (SERVER_URL). The
 * site-settings feature registers them once Payload runs in the process and after each change
 * (as `pagePathsBridge.ts`).
 */
const KEY = Symbol.for('salon.site.aliases')
type Holder = { [KEY]?: readonly string[] }

export function registerSiteAliases(aliases: readonly string[]) {
  ;(globalThis as Holder)[KEY] = aliases
}

export const siteAliases = (): readonly string[] => (globalThis as Holder)[KEY] ?? []
