// A deterministic German corpus for the search benchmark: 10,000 documents of 60–200 words, with
// umlauts and ß. Nothing is downloaded.

const STEMS = [
  'Haar',
  'Schnitt',
  'Farbe',
  'Locke',
  'Welle',
  'Braut',
  'Frisur',
  'Pflege',
  'Strähne',
  'Glanz',
  'Kopf',
  'Spitze',
  'Ansatz',
  'Kamm',
  'Bürste',
  'Föhn',
  'Schere',
  'Bart',
  'Rasur',
  'Tönung',
  'Öl',
  'Maske',
  'Kur',
  'Scheitel',
  'Pony',
  'Zopf',
  'Knoten',
  'Dutt',
  'Straße',
  'Größe',
  'Hochzeit',
  'Termin',
  'Beratung',
  'Salon',
  'Wäsche',
  'Spülung',
  'Creme',
  'Duft',
  'Blüte',
  'Linde',
]
const FUNCTION_WORDS = 'der die das und mit für von im am ein eine wir Sie ihr unser zu auf'.split(
  ' ',
)
const DOMAIN_WORDS = (
  'neue schöne frische natürliche pflegen färben schneiden waschen föhnen stylen beraten buchen ' +
  'Balayage Ombré Kupfer Karamell Aschblond Platin Brünett Öffnungszeiten Anfahrt Parkplatz ' +
  'Montag Dienstag Mittwoch Donnerstag Freitag Samstag Berlin Kreuzberg Prenzlauer Berg Preise ' +
  'Damen Herren Kinder Gutschein Geschenk Lockenstab Glätteisen Hochsteckfrisur Brautfrisuren Termin'
).split(' ')
const SUFFIXES = ['', 'en', 'e', 'es', 'n', 'er', 'ung', 'ungen', 's']
const VOCABULARY_SIZE = 47_250

/** A small seeded generator, so every run indexes the same text. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * As the research's benchmark (shared/research, §3): a compound vocabulary of 47,250 words drawn
 * evenly, function words, and the salon's own words in about one document of twelve.
 */
export function searchCorpus(count = 10_000, seed = 42) {
  const next = random(seed)
  const pick = (list) => list[Math.floor(next() * list.length)]
  const vocabulary = new Set()
  while (vocabulary.size < VOCABULARY_SIZE) {
    const third = next() < 0.7 ? pick(STEMS).toLowerCase() : ''
    vocabulary.add(`${pick(STEMS)}${pick(STEMS).toLowerCase()}${third}${pick(SUFFIXES)}`)
  }
  const compounds = [...vocabulary]
  const word = () => {
    const roll = next()
    return roll < 0.4 ? pick(FUNCTION_WORDS) : roll < 0.95 ? pick(compounds) : pick(DOMAIN_WORDS)
  }
  const sentence = (length) => Array.from({ length }, word).join(' ') + '.'
  return Array.from({ length: count }, (_, i) => {
    const words = 60 + Math.floor(next() * 141)
    const sentences = []
    for (let left = words; left > 0; left -= 12) sentences.push(sentence(Math.min(12, left)))
    return {
      id: i + 1,
      title: `${pick(compounds)} ${pick(DOMAIN_WORDS)} ${i + 1}`,
      headings: `${pick(compounds)} und ${pick(compounds)}`,
      body: sentences.join(' '),
      path: `/bench/dokument-${i + 1}`,
    }
  })
}

/** Typeahead states, whole words, transliterations and typos, as visitors type them. */
export const BENCH_QUERIES = [
  'Haar',
  'Haarsc',
  'Haarschnitt',
  'Brautfrisuren',
  'Brautfr',
  'Lockenst',
  'Lockenstab',
  'Balayage',
  'Balyage',
  'Bala',
  'Oeffnungszeiten',
  'Öffnungs',
  'Strasse',
  'Straße',
  'färben',
  'Farben',
  'Hochsteckfrisur',
  'Hochstekfrisur',
  'Glätteisen',
  'Glaetteisen',
  'Termin buchen',
  'Kupfer Strähnen',
  'Damen Schnitt',
  'Pflegekur',
  'Spülung',
  'Gutschein',
  'Aschblond',
  'Blütenduft',
  'Kreuzberg Salon',
  'Montag Termin',
]
