import type { PayloadRequest } from 'payload'

import { REDIRECTS } from './collections/redirects'

/**
 * A published page moved from `from` to `to`: the old address redirects to the new one, earlier
 * redirects to the old address now point straight at the new one (no chains), and a redirect
 * from the new address is dropped (a page lives there again).
 */
export async function recordMove(req: PayloadRequest, from: string, to: string) {
  const { payload } = req
  await payload.delete({ collection: REDIRECTS, where: { from: { equals: to } }, req })
  await payload.update({
    collection: REDIRECTS,
    where: { to: { equals: from } },
    data: { to },
    req,
  })
  const existing = await payload.find({
    collection: REDIRECTS,
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    req,
  })
  if (existing.docs[0])
    await payload.update({ collection: REDIRECTS, id: existing.docs[0].id, data: { to }, req })
  else await payload.create({ collection: REDIRECTS, data: { from, to }, req })
}
