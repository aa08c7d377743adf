import type { MollieClient } from '@mollie/api-client'
import type { Payload } from 'payload'

import { endsWithin } from './methodDurations'
import { methodLabel } from './methodLabels'
import { clientFor, keyOf, readPaymentSettings } from './mollieClient.server'
import { clock } from '@/lib/clock'

export type OfferedMethod = { id: string; label: string }

/** The methods active in the Mollie profile of a key, with German labels. */
export async function activeMethods(client: MollieClient): Promise<OfferedMethod[]> {
  const methods = await client.methods.list({ amount: { currency: 'EUR', value: '10.00' } })
  return methods.map((method) => ({
    id: method.id,
    label: methodLabel(method.id, method.description),
  }))
}

const CACHE_MS = 5 * 60_000
let cached: { key: string; at: number; methods: OfferedMethod[] } | null = null

/**
 * What the checkout offers: the owner's choice among the methods active at Mollie (all of them
 * when she chose none), without those that cannot end within `holdMinutes` (a bank transfer for
 * an order held half an hour). Read from Mollie at most every five minutes; when Mollie cannot be
 * reached the last answer stands, and without one nothing is offered rather than a broken choice.
 */
export async function offeredMethods(
  payload: Payload,
  holdMinutes = Number.POSITIVE_INFINITY,
): Promise<OfferedMethod[] | null> {
  const settings = await readPaymentSettings(payload)
  const source = keyOf(settings)
  if (!source) return null
  let active = cached && cached.key === source.key ? cached.methods : null
  if (!active || clock.ms() - (cached?.at ?? 0) > CACHE_MS) {
    try {
      active = await activeMethods(clientFor(source.key))
      cached = { key: source.key, at: clock.ms(), methods: active }
    } catch (error) {
      payload.logger.warn(`Mollie methods could not be read: ${(error as Error).message}`)
      if (!active) return null
    }
  }
  const chosen = settings.methods ?? []
  const offered = (chosen.length > 0 ? active.filter((m) => chosen.includes(m.id)) : active).filter(
    (method) => endsWithin(method.id, holdMinutes),
  )
  return offered.length > 0 ? offered : null
}

/** Tests change the key or the stand-in's methods between cases. */
export const forgetMethods = () => {
  cached = null
}
