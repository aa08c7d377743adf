import { handleOrderPost } from '@/features/shop'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/shop.md: POST places an order. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/shop/orders',
  usage: 'Use POST with form fields.',
  unavailable: 'The shop is unavailable; try again later.',
  POST: handleOrderPost,
})
