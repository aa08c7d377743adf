import type { Endpoint } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { hasRole } from '@/lib/access'
import { jsonError } from '@/lib/http'

import { commentsCsv } from '../importer/commentsCsv'
import type { ImportReport } from '../importer/report'

/** GET /api/wordpress-imports/:id/kommentare.csv: the comments of a run's export (administrators). */
export const commentsEndpoint: Endpoint = {
  path: '/:id/kommentare.csv',
  method: 'get',
  handler: async (req) => {
    if (req.user?.collection !== COLLECTIONS.users || !hasRole(req.user as never, 'admin'))
      return jsonError(403, 'forbidden', 'Only administrators can read an import.')
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return jsonError(404, 'not_found', 'No such import.')
    const run = await req.payload
      .findByID({ collection: 'wordpress-imports', id, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    const report = run?.report as Partial<ImportReport> | null | undefined
    if (!report) return jsonError(404, 'not_found', 'No such import, or it has no report yet.')
    return new Response(commentsCsv({ comments: report.comments ?? [] }), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="kommentare-import-${id}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
