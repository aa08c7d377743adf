import { handleWithdrawalPost } from '@/features/shop'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/shop.md: POST records a withdrawal (Widerrufsbutton). */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/shop/withdrawal',
  usage: 'Use POST with form fields.',
  unavailable: 'The shop is unavailable; try again later.',
  POST: handleWithdrawalPost,
})
