/**
 * A German state from a postcode, where its first two digits (the Leitregion) lie in one state
 * only. German addresses carry no state, and asking for one costs orders; it matters only for
 * shipping zones by state. Leitregionen that cross a state border (Berlin and Brandenburg around
 * 12 and 14, Hamburg and its neighbours, the Harz, the Rhine…) are not listed: there the checkout
 * asks, and only when a zone needs the state. Kept conservative on purpose: a missing entry
 * costs one question, a wrong one a wrong shipping price.
 */
const ONE_STATE: Record<string, string> = {
  '09': 'DE-SN',
  '10': 'DE-BE',
  '13': 'DE-BE',
  '15': 'DE-BB',
  '16': 'DE-BB',
  '18': 'DE-MV',
  '20': 'DE-HH',
  '24': 'DE-SH',
  '25': 'DE-SH',
  '26': 'DE-NI',
  '30': 'DE-NI',
  '31': 'DE-NI',
  '35': 'DE-HE',
  '39': 'DE-ST',
  '40': 'DE-NW',
  '41': 'DE-NW',
  '42': 'DE-NW',
  '44': 'DE-NW',
  '45': 'DE-NW',
  '46': 'DE-NW',
  '47': 'DE-NW',
  '50': 'DE-NW',
  '51': 'DE-NW',
  '52': 'DE-NW',
  '54': 'DE-RP',
  '58': 'DE-NW',
  '59': 'DE-NW',
  '60': 'DE-HE',
  '61': 'DE-HE',
  '67': 'DE-RP',
  '70': 'DE-BW',
  '71': 'DE-BW',
  '72': 'DE-BW',
  '73': 'DE-BW',
  '75': 'DE-BW',
  '77': 'DE-BW',
  '78': 'DE-BW',
  '79': 'DE-BW',
  '80': 'DE-BY',
  '81': 'DE-BY',
  '82': 'DE-BY',
  '83': 'DE-BY',
  '84': 'DE-BY',
  '85': 'DE-BY',
  '86': 'DE-BY',
  '87': 'DE-BY',
  '90': 'DE-BY',
  '91': 'DE-BY',
  '92': 'DE-BY',
  '93': 'DE-BY',
  '94': 'DE-BY',
  '95': 'DE-BY',
  '98': 'DE-TH',
  '99': 'DE-TH',
}

/** The state of a German postcode, or null where the postcode does not tell (or is no postcode). */
export function stateFromPostcode(
  country: string,
  postcode: string | null | undefined,
): string | null {
  if (country.toUpperCase() !== 'DE') return null
  const code = String(postcode ?? '').trim()
  return /^\d{5}$/.test(code) ? (ONE_STATE[code.slice(0, 2)] ?? null) : null
}

/** Countries whose addresses carry no state: it is never asked for unless a zone needs it. */
export const STATE_OPTIONAL = new Set(['DE', 'AT'])
