/**
 * The countries the checkout and the shipping calculator offer, with the states where shipping
 * can depend on them (spec §2: billing and shipping country and state). Codes are ISO 3166-1 and
 * ISO 3166-2, as the owner enters them in the shipping zones.
 */
export type Country = { code: string; name: string; states: Array<{ code: string; name: string }> }

const states = (country: string, list: Array<[string, string]>) =>
  list.map(([code, name]) => ({ code: `${country}-${code}`, name }))

export const COUNTRIES: Country[] = [
  {
    code: 'DE',
    name: 'Deutschland',
    states: states('DE', [
      ['BW', 'Baden-Württemberg'],
      ['BY', 'Bayern'],
      ['BE', 'Berlin'],
      ['BB', 'Brandenburg'],
      ['HB', 'Bremen'],
      ['HH', 'Hamburg'],
      ['HE', 'Hessen'],
      ['MV', 'Mecklenburg-Vorpommern'],
      ['NI', 'Niedersachsen'],
      ['NW', 'Nordrhein-Westfalen'],
      ['RP', 'Rheinland-Pfalz'],
      ['SL', 'Saarland'],
      ['SN', 'Sachsen'],
      ['ST', 'Sachsen-Anhalt'],
      ['SH', 'Schleswig-Holstein'],
      ['TH', 'Thüringen'],
    ]),
  },
  {
    code: 'AT',
    name: 'Österreich',
    states: states('AT', [
      ['1', 'Burgenland'],
      ['2', 'Kärnten'],
      ['3', 'Niederösterreich'],
      ['4', 'Oberösterreich'],
      ['5', 'Salzburg'],
      ['6', 'Steiermark'],
      ['7', 'Tirol'],
      ['8', 'Vorarlberg'],
      ['9', 'Wien'],
    ]),
  },
  { code: 'CH', name: 'Schweiz', states: [] },
  { code: 'BE', name: 'Belgien', states: [] },
  { code: 'DK', name: 'Dänemark', states: [] },
  { code: 'FR', name: 'Frankreich', states: [] },
  { code: 'IT', name: 'Italien', states: [] },
  { code: 'LU', name: 'Luxemburg', states: [] },
  { code: 'NL', name: 'Niederlande', states: [] },
  { code: 'PL', name: 'Polen', states: [] },
  { code: 'CZ', name: 'Tschechien', states: [] },
]

export const countryByCode = (code: string | null | undefined) =>
  COUNTRIES.find((country) => country.code === String(code ?? '').toUpperCase())

/** A state code that belongs to the country, or null (none chosen, or one of another country). */
export function stateOf(countryCode: string, stateCode: string | null | undefined): string | null {
  const country = countryByCode(countryCode)
  const state = String(stateCode ?? '').toUpperCase()
  return country?.states.some((s) => s.code === state) ? state : null
}

export const stateName = (code: string | null | undefined) =>
  COUNTRIES.flatMap((country) => country.states).find((state) => state.code === code)?.name ?? ''
