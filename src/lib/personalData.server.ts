import type { CollectionSlug, Payload, Where } from 'payload'

import type { Doc, ErasedPart } from '@/contracts/personalData'

import { counted } from './personalFields'

/** A person's records of one collection, newest first, as an offer's `find` returns them. */
export const recordsWhere = (
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  { depth = 0, sort = '-createdAt' }: { depth?: number; sort?: string } = {},
): Promise<Doc[]> =>
  payload
    .find({ collection, where, sort, limit: 1000, depth, overrideAccess: true })
    .then(({ docs }) => docs as unknown as Doc[])

/** Deletes a person's records of one collection; „3 Anfragen gelöscht“. */
export async function deleteWhere(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  [one, many]: [string, string],
): Promise<ErasedPart> {
  const { docs } = await payload.delete({ collection, where, overrideAccess: true, depth: 0 })
  return { done: docs.length ? `${counted(docs.length, one, many)} gelöscht` : null, kept: null }
}
