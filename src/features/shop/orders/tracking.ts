/** The parcel services a salon ships with, and where a customer follows her parcel. */
export const CARRIERS = {
  dhl: {
    label: 'DHL',
    link: (code: string) =>
      `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${code}`,
  },
  dpd: {
    label: 'DPD',
    link: (code: string) => `https://tracking.dpd.de/status/de_DE/parcel/${code}`,
  },
  hermes: {
    label: 'Hermes',
    link: (code: string) =>
      `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#${code}`,
  },
  gls: {
    label: 'GLS',
    link: (code: string) => `https://gls-group.com/DE/de/paketverfolgung?match=${code}`,
  },
  ups: {
    label: 'UPS',
    link: (code: string) => `https://www.ups.com/track?loc=de_DE&tracknum=${code}`,
  },
} as const

export type Carrier = keyof typeof CARRIERS

export const CARRIER_OPTIONS = Object.entries(CARRIERS).map(([value, { label }]) => ({
  value,
  label,
}))

/** The carrier's tracking page for a number, or null without both (or with a strange number). */
export function trackingLink(
  carrier: string | null | undefined,
  number: string | null | undefined,
) {
  const code = number?.replace(/\s+/g, '') ?? ''
  if (!carrier || !(carrier in CARRIERS) || !/^[A-Za-z0-9-]{4,40}$/.test(code)) return null
  return CARRIERS[carrier as Carrier].link(encodeURIComponent(code))
}

/** The lines of the „versandt“ mail about the parcel. */
export function trackingLines(
  carrier: string | null | undefined,
  number: string | null | undefined,
) {
  const link = trackingLink(carrier, number)
  if (!link) return number ? [`Sendungsnummer: ${number}`] : []
  return [
    `Sendungsnummer (${CARRIERS[carrier as Carrier].label}): ${number}`,
    `Sendung verfolgen: ${link}`,
  ]
}
