import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { OWNER } from '@/contracts/slugs'
import { FEATURES } from '@/features/catalogue'
import { CONSENT_SERVICES } from '@/features/consent/services'
import { EMBED_SERVICES } from '@/features/embeds/services'

const FEATURES_DIR = path.resolve('src/features')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Where a string names a collection or global: `collection: 'x'`, `relationTo: 'x'`, `slug: 'x'`. */
const SLUG_USE =
  /\b(?:collection|relationTo|slug|collectionSlug|globalSlug)\s*(?::|===?|!==?)\s*'([a-z-]+)'/g
const SLUG_LIST = /\brelationTo:\s*\[([^\]]*)\]/g

/** Another feature's collection or global named as a string in `file` of `feature`. */
function foreignSlugs(feature: string, file: string): string[] {
  const source = fs.readFileSync(file, 'utf8')
  const named = [
    ...[...source.matchAll(SLUG_USE)].map((match) => match[1]!),
    ...[...source.matchAll(SLUG_LIST)].flatMap((match) =>
      [...match[1]!.matchAll(/'([a-z-]+)'/g)].map((inner) => inner[1]!),
    ),
  ]
  return named.filter((slug) => {
    const owner = OWNER[slug as keyof typeof OWNER]
    return owner !== undefined && owner !== feature
  })
}

// Features never import each other (ESLint); what they share goes through src/contracts/, and
// these checks (outside every feature) hold both sides to it.
describe('contracts between features', () => {
  it('every service an embed waits for is one the consent banner asks about', () => {
    for (const service of EMBED_SERVICES) expect(CONSENT_SERVICES).toContain(service)
  })

  it('names another feature’s collection or global only through contracts/slugs.ts', () => {
    const offences: string[] = []
    for (const feature of FEATURES) {
      for (const file of sourceFiles(path.join(FEATURES_DIR, feature))) {
        for (const slug of foreignSlugs(feature, file))
          offences.push(
            `${path.relative(process.cwd(), file)}: '${slug}' belongs to ${OWNER[slug as keyof typeof OWNER]}; use COLLECTIONS/GLOBALS from @/contracts/slugs`,
          )
      }
    }
    expect(offences).toEqual([])
  })

  it('the check finds a foreign slug written as a string', () => {
    const sample = path.join(FEATURES_DIR, 'dashboard', '__sample.ts')
    fs.writeFileSync(
      sample,
      "payload.find({ collection: 'orders' })\npayload.find({ collection: 'pages' })\n",
    )
    try {
      expect(foreignSlugs('dashboard', sample)).toEqual(['orders', 'pages'])
      expect(foreignSlugs('shop', sample)).toEqual(['pages'])
    } finally {
      fs.rmSync(sample)
    }
  })

  it('names the feature that defines each collection and global as its owner', () => {
    const defined: Record<string, string> = {}
    for (const feature of FEATURES) {
      const files = sourceFiles(path.join(FEATURES_DIR, feature)).map((file) =>
        fs.readFileSync(file, 'utf8'),
      )
      // A slug may be a constant of the feature (`export const MAIL_SETTINGS = 'mail-settings'`).
      const constants = new Map(
        files.flatMap((source) =>
          [...source.matchAll(/^export const ([A-Z_]+) = '([a-z-]+)'/gm)].map(
            (match) => [match[1]!, match[2]!] as const,
          ),
        ),
      )
      for (const source of files) {
        if (!/:\s*(?:CollectionConfig|GlobalConfig)\b/.test(source)) continue
        // The config's own slug: a property of the exported object, two spaces in.
        for (const match of source.matchAll(/^ {2}slug: (?:'([a-z-]+)'|([A-Z_]+)),/gm))
          defined[match[1] ?? constants.get(match[2]!) ?? match[2]!] = feature
      }
    }
    // Made by the search plugin the search feature composes, not by a config file of its own.
    const byPlugin = ['search']
    expect(defined).toEqual(
      Object.fromEntries(Object.entries(OWNER).filter(([slug]) => !byPlugin.includes(slug))),
    )
  })
})
