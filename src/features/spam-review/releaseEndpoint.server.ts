import type { Endpoint, Payload } from 'payload'

import { spamHandlingOf, type SpamKind } from '@/contracts/spamReview'
import { COLLECTIONS } from '@/contracts/slugs'
import { hasRole, staffOf } from '@/lib/access'
import { jsonError } from '@/lib/http'
import { claimRow } from '@/lib/payload/claimRow'

/** The collection's table (Payload names it after the slug). */
const SUSPECTS_TABLE = 'spam_suspects'

type Held = { id: number; kind: SpamKind; data: Record<string, unknown> }

/**
 * Runs the receiving feature's normal flow on a held entry and records what came of it; null
 * when the entry is no longer held (another click, tab or administrator released it first).
 */
export async function releaseSuspect(payload: Payload, suspect: Held) {
  const handling = spamHandlingOf(payload, suspect.kind)
  if (!handling) throw new Error(`No spam handling offered for ${suspect.kind}`)
  // Taken by one conditional UPDATE, so of two clicks at once only one sends or books.
  const mine = await claimRow(payload, {
    table: SUSPECTS_TABLE,
    id: suspect.id,
    expect: { status: 'held' },
    set: { status: 'released', outcome: 'Wird freigegeben …' },
  })
  if (!mine) return null
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
    const outcome =
      suspect.status === 'held'
        ? await releaseSuspect(req.payload, {
            id,
            kind: suspect.kind,
            data: (suspect.data ?? {}) as Record<string, unknown>,
          })
        : null
    if (!outcome) return jsonError(409, 'not_held', 'This submission was released already.')
    return Response.json(outcome, { status: outcome.released ? 200 : 409 })
  },
}
