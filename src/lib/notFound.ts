/** Marks a rendered page as "not found"; the front server answers it with HTTP 404. */
export const NOT_FOUND_MARKER = 'data-http-status="404"'

/** Marks a rendered page as "moved permanently"; the front server answers it with a 301. */
export const MOVED_ATTRIBUTE = 'data-moved-to'

/** The target of a page rendered as moved, or null. */
export function movedTarget(html: string): string | null {
  const match = new RegExp(`${MOVED_ATTRIBUTE}="(/[^"]*)"`).exec(html)
  return match ? match[1]!.replace(/&amp;/g, '&') : null
}
