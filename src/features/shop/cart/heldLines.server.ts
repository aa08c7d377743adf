import type { Payload } from 'payload'

import { ticketSeller } from '@/contracts/ticketSales'

import type { ResolvedLine } from '../orders/orderQuantities'

export const HOLD_GONE =
  'Die Reservierung dieser Karten ist abgelaufen; die Plätze sind wieder frei. Bitte entfernen Sie die Zeile und buchen Sie auf der Seite der Veranstaltung neu.'

/**
 * Held-ticket lines as their seller (the events feature) has them now: title, names, price and
 * quantity are the seller's, whatever the cookie says. A line whose hold is gone keeps its place
 * in the cart with a problem, so the visitor reads why instead of finding it silently removed.
 * Returns the problems by line (the variant id is the hold's reference).
 */
export async function applyHeldTickets(
  payload: Payload,
  resolved: ResolvedLine[],
): Promise<Map<string, string>> {
  const problems = new Map<string, string>()
  const refs = resolved.filter((entry) => entry.offer.ticket).map((entry) => entry.offer.variantId!)
  if (refs.length === 0) return problems
  const seller = ticketSeller(payload)
  const held = seller ? await seller.held(payload, refs) : new Map()
  for (const entry of resolved) {
    if (!entry.offer.ticket) continue
    const ref = entry.offer.variantId!
    const item = held.get(ref)
    if (!item) {
      problems.set(ref, HOLD_GONE)
      continue
    }
    entry.offer = {
      ...entry.offer,
      title: item.title,
      variantLabel: item.detail,
      priceCents: item.unitPriceCents,
      noWithdrawal: item.noWithdrawal,
      url: item.url,
    }
    entry.line = { ...entry.line, quantity: item.quantity }
    if (item.problem) problems.set(ref, item.problem)
  }
  return problems
}
