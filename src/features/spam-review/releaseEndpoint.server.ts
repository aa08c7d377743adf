import type { Endpoint, Payload } from 'payload'

import { spamHandlingOf, type SpamKind } from '@/contracts/spamReview'
import { COLLECTIONS } from '@/contracts/slugs'
import { hasRole, staffOf } from '@/lib/access'
import { jsonError } from '@/lib/http'

type Held = { id: number; kind: SpamKind; data: Record<string, unknown> }

/** Runs the receiving feature's normal flow on a held entry and records what came of it. */
export async function releaseSuspect(payload: Payload, suspect: Held) {
  const handling = spamHandlingOf(payload, suspect.kind)
  if (!handling) throw new Error(`No spam handling offered for ${suspect.kind}`)
  // Marked first, so a second click while the first runs cannot send or book twice.
  await payload.update({
    collection: COLLECTIONS.spamSuspects,
    id: suspect.id,
    data: { status: 'released', outcome: 'Wird freigegeben …' },
    overrideAccess: true,
  })
  const outcome = await handling.release(payload, suspect.data).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: `Spam entry ${suspect.id}: release failed` })
    return { released: false, note: 'Die Freigabe ist an einem Fehler gescheitert.' }
  })
  await payload.update({
    collection: COLLECTIONS.spamSuspects,
    id: suspect.id,
    data: { status: outcome.released ? 'released' : 'failed', outcome: outcome.note },
    overrideAccess: true,
  })
  payload.logger.info(
    `Spam entry ${suspect.id} (${suspect.kind}) ${outcome.released ? 'released' : 'not released'}`,
  )
  return outcome
}

/** POST /api/spam-suspects/:id/release: „Freigeben“ (administrators). */
export const releaseEndpoint: Endpoint = {
  path: '/:id/release',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(staffOf(req), 'admin'))
      return jsonError(403, 'forbidden', 'Only administrators may release held submissions.')
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return jsonError(400, 'invalid_id', 'Invalid id.')
    const suspect = await req.payload.findByID({
      collection: COLLECTIONS.spamSuspects,
      id,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!suspect) return jsonError(404, 'not_found', 'No such held submission.')
    if (suspect.status !== 'held')
      return jsonError(409, 'not_held', 'This submission was released already.')
    const outcome = await releaseSuspect(req.payload, {
      id,
      kind: suspect.kind,
      data: (suspect.data ?? {}) as Record<string, unknown>,
    })
    return Response.json(outcome, { status: outcome.released ? 200 : 409 })
  },
}
