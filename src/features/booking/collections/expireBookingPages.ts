import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { revalidatePublicPaths } from '@/lib/revalidate'

import { BOOKING_PATHS } from '../bookingPaths'

/** The booking page lists services, staff and the intro: expire it when one of them changes. */
export const expireBookingPages: CollectionAfterChangeHook &
  CollectionAfterDeleteHook &
  GlobalAfterChangeHook = async ({ req }) => {
  await revalidatePublicPaths([BOOKING_PATHS.start], {
    context: req.context,
    logger: req.payload.logger,
  })
}
