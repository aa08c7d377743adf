/** An order's statuses (issue 16), in the order they usually follow each other. */
export const ORDER_STATUSES = {
  open: 'offen',
  // Online payment started, Mollie has not said „paid“ yet (issue 47); stock is held meanwhile.
  awaiting: 'Zahlung ausstehend',
  paid: 'bezahlt',
  shipped: 'versandt',
  ready: 'abholbereit',
  completed: 'abgeschlossen',
  cancelled: 'storniert',
  withdrawn: 'widerrufen',
} as const

export type OrderStatus = keyof typeof ORDER_STATUSES

/** „Bezahlt“: a status standing alone (a list's option, a line of the order's log). */
export const statusLabel = (status: OrderStatus) =>
  `${ORDER_STATUSES[status].charAt(0).toUpperCase()}${ORDER_STATUSES[status].slice(1)}`

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && value in ORDER_STATUSES

/** Statuses that end an order without a sale: the reserved stock goes back. */
export const RELEASES_STOCK: ReadonlySet<OrderStatus> = new Set(['cancelled', 'withdrawn'])

/** Statuses the customer hears about by e-mail when the owner sets them. */
export const ANNOUNCED: ReadonlySet<OrderStatus> = new Set(['paid', 'shipped', 'ready'])

/** Statuses after the money came in: a cancellation from one of them gives money back. */
export const PAID_STATUSES: ReadonlySet<string> = new Set(['paid', 'shipped', 'ready', 'completed'])

/**
 * Which changes make sense: an ended order (storniert, widerrufen) does not come back, so its
 * released stock is never sold twice; everything else may move on or be corrected.
 */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return true
  if (RELEASES_STOCK.has(from)) return false
  return true
}
