import { handleVoucherPost } from '@/features/shop'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/shop.md: POST checks a voucher code for the checkout (rate-limited). */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/shop/voucher',
  usage: 'Use POST with form fields.',
  unavailable: 'The shop is unavailable; try again later.',
  POST: handleVoucherPost,
})
