import { handleLiveSearch } from '@/features/search/liveSearch.server'
import { runSiteSearch } from '@/features/search/indexStore'
import { logUnexpected } from '@/lib/errorLog'
import { effectiveMethod, jsonError } from '@/lib/http'

import { getPayloadClient } from '../../_data/queries'

export const dynamic = 'force-dynamic'

/** docs/contracts.md live search: suggestions for the header search, from form fields. */
export async function POST(request: Request) {
  if (effectiveMethod(request) !== 'POST') return notAllowed()
  try {
    await getPayloadClient()
    return await handleLiveSearch(request, runSiteSearch)
  } catch (error) {
    logUnexpected('POST /api/live-search', error)
    return jsonError(503, 'unavailable', 'The search is unavailable; try again later.')
  }
}

const notAllowed = () =>
  jsonError(405, 'method_not_allowed', 'Use POST with form fields to search.', { Allow: 'POST' })
export { notAllowed as DELETE, notAllowed as GET, notAllowed as PATCH, notAllowed as PUT }
