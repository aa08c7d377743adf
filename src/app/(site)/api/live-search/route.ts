import { handleLiveSearch } from '@/features/search'
import { runSiteSearch } from '@/features/search'

import { publicEndpoint } from '../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/contracts.md live search: suggestions for the header search, from form fields. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/live-search',
  usage: 'Use POST with form fields to search.',
  unavailable: 'The search is unavailable; try again later.',
  POST: (request) => handleLiveSearch(request, runSiteSearch),
})
