import { handleShippingGet } from '@/features/shop'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/shop.md: the shipping calculator. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/shop/shipping',
  usage: 'Use GET with country, state and postcode.',
  unavailable: 'The shop is unavailable; try again later.',
  GET: handleShippingGet,
})
