import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { FEATURES } from '@/features/catalogue'

import { readFeatures, renderWiring, writeWiring } from '../../scripts/lib/featureCatalogue.mjs'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/** A repository of its own with `files` (path → text) under it. */
function repository(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-wiring-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

const catalogue = (...names: string[]) =>
  `export const FEATURES = [${names.map((name) => `'${name}'`).join(', ')}] as const\n`
const manifest = (body: string) =>
  `import type { FeatureManifest } from '@/lib/featureManifest'\n\nexport const manifest = ${body} satisfies FeatureManifest\n`

describe('the features’ wiring', () => {
  it('is what the manifests say (run npm run wire after changing a feature.ts)', async () => {
    expect(await writeWiring({ check: true })).toEqual([])
  })

  it('names every feature folder in the catalogue, once', async () => {
    const folders = fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect([...FEATURES].sort()).toEqual(folders.sort())
    expect((await readFeatures()).map(({ name }) => name)).toEqual([...FEATURES])
  })

  it('adds a feature from its folder and one catalogue line: plugin, blocks, island and slugs', async () => {
    const root = repository({
      'src/features/catalogue.ts': catalogue('gift-cards'),
      'src/features/gift-cards/feature.ts': manifest(
        "{ plugin: true, blocks: true, islands: { 'gift-card': 'giftCard.island' }, collections: { giftCards: 'gift-cards' } }",
      ),
      'src/features/gift-cards/plugin.ts': '',
      'src/features/gift-cards/components.ts': '',
      'src/features/gift-cards/giftCard.island.ts': '',
    })
    const wiring = renderWiring(await readFeatures(root))
    expect(wiring['src/wiring/plugins.ts']).toContain(
      "import { plugin as giftCards } from '@/features/gift-cards/plugin'",
    )
    expect(wiring['src/wiring/plugins.ts']).toContain('giftCards(env),')
    expect(wiring['src/wiring/blockComponents.ts']).toContain('...giftCards,')
    expect(wiring['src/wiring/islands.ts']).toContain(
      "'gift-card': () => import('@/features/gift-cards/giftCard.island'),",
    )
    expect(wiring['src/contracts/slugs.ts']).toContain("giftCards: 'gift-cards',")
    expect(wiring['src/contracts/slugs.ts']).toContain("'gift-cards': 'gift-cards',")
  })

  it('refuses what would be lost or claimed twice, naming every problem at once', async () => {
    const root = repository({
      'src/features/catalogue.ts': catalogue('one', 'two', 'gone'),
      'src/features/one/feature.ts': manifest(
        "{ islands: { card: 'card.island' }, collections: { cards: 'cards' }, colour: 'red' }",
      ),
      'src/features/one/plugin.ts': '',
      'src/features/one/extra.island.ts': '',
      'src/features/two/feature.ts': manifest(
        "{ blocks: true, islands: { card: 'card.island' }, firstLoad: ['card', 'menu'], collections: { moreCards: 'cards' } }",
      ),
      'src/features/two/card.island.ts': '',
      'src/features/three/feature.ts': manifest('{}'),
    })
    const refusal = await readFeatures(root).then(
      () => null,
      (error: Error) => error.message,
    )
    for (const problem of [
      'src/features/three is not named in src/features/catalogue.ts',
      "names 'gone', but src/features/gone/feature.ts is missing",
      "src/features/one/feature.ts: unknown field 'colour'",
      "island 'card' names src/features/one/card.island.ts, which does not exist",
      'src/features/one/plugin.ts exists, but src/features/one/feature.ts does not say plugin: true',
      'src/features/one/extra.island.ts is not named in src/features/one/feature.ts',
      'blocks is set but src/features/two/components.ts does not exist',
      "island 'card' is claimed by one and two",
      "slug 'cards' is claimed by one and two",
      "src/features/two/feature.ts: firstLoad names 'menu', which is no island of it",
    ])
      expect(refusal).toContain(problem)
  })

  it('refuses a manifest that imports something (it is read without the app)', async () => {
    const root = repository({
      'src/features/catalogue.ts': catalogue('one'),
      'src/features/one/feature.ts': "import { x } from './x'\nexport const manifest = { x }\n",
    })
    await expect(readFeatures(root)).rejects.toThrow('must hold data only')
  })
})
