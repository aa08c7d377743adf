import { createHash, randomBytes } from 'node:crypto'

/**
 * The key in a booking's link (its tickets and their cancellation): 144 random bits, kept only
 * as a hash, so a copy of the database cannot open anyone's booking.
 */
export const newBookingKey = () => randomBytes(18).toString('base64url')

export const bookingKeyHash = (key: string) => createHash('sha256').update(key).digest('hex')

export const isBookingKey = (key: string) => /^[A-Za-z0-9_-]{24}$/.test(key)
