import { handleCartGet, handleCartPost } from '@/features/shop'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/shop.md: the cart (a cookie, priced by the server on every read). */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/shop/cart',
  usage: 'Use GET to read the cart or POST to change it.',
  unavailable: 'The shop is unavailable; try again later.',
  GET: handleCartGet,
  POST: handleCartPost,
})
