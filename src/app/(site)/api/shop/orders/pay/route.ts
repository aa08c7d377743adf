import { handlePayAgainPost } from '@/features/shop'

import { publicEndpoint } from '../../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/payments.md: pay an order waiting for its payment once more, or by Vorkasse. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/shop/orders/pay',
  usage: 'Use POST with the form fields number, key and action (retry or vorkasse).',
  unavailable: 'The shop is unavailable; try again later.',
  POST: handlePayAgainPost,
})
