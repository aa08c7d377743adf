/**
 * How long a payment of a method may stay open at Mollie before it ends by itself, where that is
 * longer than a hold of the site can last: a bank transfer waits for the money for days (its
 * `dueDate` is at least tomorrow, 12 days by default), so stock, voucher amounts or places held
 * for it would be held as long. Mollie's other methods end within the hour (most in 15 minutes,
 * Mollie's „payment expiry times“), and an open one the site cancels when its hold ends.
 */
const OPEN_AT_LEAST_MINUTES: Record<string, number> = {
  banktransfer: 24 * 60,
}

/** Whether a payment of `method` can end (be paid or cancelled) within `holdMinutes`. */
export const endsWithin = (method: string, holdMinutes: number) =>
  (OPEN_AT_LEAST_MINUTES[method] ?? 0) <= holdMinutes
