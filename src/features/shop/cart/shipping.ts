import { stateFromPostcode } from './postcodeStates'

/**
 * Shipping as a small salon ships (issue 16): zones by country, and by state where it matters,
 * each with flat-rate methods and an optional free-shipping threshold; „Abholung im Salon“ is
 * free everywhere. Amounts in cents, gross.
 */
export type ShippingMethod = {
  id: string
  label: string
  costCents: number
  /** From this order subtotal (gross, after vouchers) the method costs nothing. */
  freeFromCents?: number | null
}

export type ShippingZone = {
  name: string
  /** ISO 3166-1 alpha-2 codes, e.g. DE, AT. */
  countries: string[]
  /** ISO 3166-2 subdivision codes (e.g. DE-BY); empty: the whole country. */
  states?: string[]
  methods: ShippingMethod[]
}

export type Destination = { country: string; state?: string | null; postcode?: string | null }

export type ShippingOption = { id: string; label: string; costCents: number }

export const PICKUP: ShippingOption = { id: 'pickup', label: 'Abholung im Salon', costCents: 0 }

/** The state chosen, else the one the postcode tells (postcodeStates.ts). */
const stateOfDestination = (destination: Destination) =>
  destination.state?.trim().toUpperCase() ||
  stateFromPostcode(destination.country, destination.postcode)

/**
 * Whether the destination's state decides its shipping and is not known: the owner has zones by
 * state in this country, and neither a chosen state nor the postcode tells which applies.
 */
export function stateNeeded(zones: ShippingZone[], destination: Destination): boolean {
  const country = destination.country.trim().toUpperCase()
  const byState = zones.some(
    (zone) => zone.states?.length && zone.countries.some((c) => c.toUpperCase() === country),
  )
  return byState && !stateOfDestination(destination)
}

/**
 * The zone for a destination: one naming its state wins over one for the whole country; the
 * first of each kind in the owner's order. None: the shop does not ship there.
 */
export function zoneFor(zones: ShippingZone[], destination: Destination): ShippingZone | null {
  const country = destination.country.trim().toUpperCase()
  const state = stateOfDestination(destination)
  const inCountry = zones.filter((zone) =>
    zone.countries.map((c) => c.toUpperCase()).includes(country),
  )
  const byState = state
    ? inCountry.find((zone) => zone.states?.some((s) => s.toUpperCase() === state))
    : undefined
  return byState ?? inCountry.find((zone) => !zone.states?.length) ?? null
}

/**
 * What the shipping calculator and the checkout offer for a destination and subtotal: the zone's
 * methods with their cost (0 from the threshold), then pickup when the salon offers it.
 */
export function shippingOptions(
  zones: ShippingZone[],
  destination: Destination,
  subtotalCents: number,
  { pickup = true }: { pickup?: boolean } = {},
): ShippingOption[] {
  const zone = zoneFor(zones, destination)
  const options: ShippingOption[] = (zone?.methods ?? []).map((method) => ({
    id: method.id,
    label: method.label,
    costCents:
      method.freeFromCents != null && subtotalCents >= method.freeFromCents ? 0 : method.costCents,
  }))
  return pickup ? [...options, PICKUP] : options
}
