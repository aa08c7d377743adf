import { createHash } from 'node:crypto'

/**
 * Ids made from a guid start here: far above any id a WordPress database hands out (an
 * auto-increment that reached 2^50 would have written a million posts a second for 35 years),
 * below 2^53, so they stay exact in JavaScript and in the `numeric` column.
 */
export const DERIVED_ID_BASE = 2 ** 50

/** Where an item's id came from: the export's `wp:post_id`, its address, or its guid's hash. */
export type IdentitySource = 'export' | 'address' | 'guid'

/** The id an old address carries: `?p=19`, `?page_id=7`, `?attachment_id=3` (positive only). */
export function idFromAddress(address: string): number | undefined {
  const match = /[?&](?:p|page_id|attachment_id)=(\d{1,15})(?:[&#]|$)/.exec(address)
  const id = match ? Number(match[1]) : 0
  return id > 0 ? id : undefined
}

/** A stable id from text (the guid, else the link, else title and date). */
export function hashedId(text: string): number {
  const digest = createHash('sha256').update(text).digest()
  // 48 bits of the digest: ids between 2^50 and 2^50 + 2^48.
  return DERIVED_ID_BASE + digest.readUIntBE(0, 6)
}

export type IdentityFields = {
  postId: string | undefined
  guid: string
  link: string
  title: string
  date: string
  type: string
}

/**
 * Gives every item of one export an id, also where the exporter left `wp:post_id` out (some
 * WordPress.com-style tools write only `<link>…/?p=19</link>` and a guid): the export's id; else
 * the one its guid or link carries; else a hash of its guid (or link, or type, title and date).
 * Reading the same file again gives the same ids, so a second import updates what the first
 * made. An id from an address or a hash that an earlier item of the file already has is never
 * reused: the later item gets the hash of its text with its occurrence, so two different items
 * never collapse into one. The export's own ids are WordPress's: the same id twice is one item.
 */
export function identityKeeper() {
  const seen = new Set<number>()
  return function identify(fields: IdentityFields): { id: number; from: IdentitySource } {
    const own = Number(fields.postId?.trim() ?? '')
    if (Number.isSafeInteger(own) && own > 0) {
      seen.add(own)
      return { id: own, from: 'export' }
    }
    const carried = idFromAddress(fields.guid) ?? idFromAddress(fields.link)
    if (carried !== undefined && !seen.has(carried)) {
      seen.add(carried)
      return { id: carried, from: 'address' }
    }
    const text =
      fields.guid || fields.link || `${fields.type}\n${fields.title}\n${fields.date}` || 'item'
    let id = hashedId(text)
    for (let occurrence = 2; seen.has(id); occurrence += 1) id = hashedId(`${text}#${occurrence}`)
    seen.add(id)
    return { id, from: 'guid' }
  }
}
