// Reads src/features/catalogue.ts and each feature's feature.ts (data only; their type is
// FeatureManifest in src/lib/featureManifest.ts), checks them against the files, and renders the
// wiring that loads each part in its own module graph: Payload's plugins, the blocks' server
// components, the islands' chunks and the slug contract. Used by `npm run wire`, the island
// build and the wiring test (src/test/featureWiring.test.ts).
import fs from 'node:fs'
import path from 'node:path'

import * as esbuild from 'esbuild'

const CATALOGUE = 'src/features/catalogue.ts'
const MANIFEST_KEYS = new Set([
  'plugin',
  'blocks',
  'islands',
  'firstLoad',
  'collections',
  'globals',
])
const HEADER =
  '// Written by `npm run wire` from src/features/catalogue.ts and each feature.ts: do not edit.\n'

/** A TypeScript module that holds data only, evaluated without a TypeScript runtime. */
async function dataModule(file) {
  const { code } = await esbuild.transform(fs.readFileSync(file, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    sourcefile: file,
  })
  if (/^\s*import\b/m.test(code)) throw new Error(`${file} must hold data only (no imports)`)
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}

const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`)
const exists = (root, file) => fs.existsSync(path.join(root, file))

function checkManifest(root, name, manifest, problems) {
  const dir = `src/features/${name}`
  for (const field of Object.keys(manifest)) {
    if (!MANIFEST_KEYS.has(field)) problems.push(`${dir}/feature.ts: unknown field '${field}'`)
  }
  if (manifest.plugin && !exists(root, `${dir}/plugin.ts`))
    problems.push(`${dir}/feature.ts: plugin is set but ${dir}/plugin.ts does not exist`)
  if (manifest.blocks && !exists(root, `${dir}/components.ts`))
    problems.push(`${dir}/feature.ts: blocks is set but ${dir}/components.ts does not exist`)
  for (const [island, file] of Object.entries(manifest.islands ?? {})) {
    if (!exists(root, `${dir}/${file}.ts`))
      problems.push(
        `${dir}/feature.ts: island '${island}' names ${dir}/${file}.ts, which does not exist`,
      )
  }
  for (const island of manifest.firstLoad ?? []) {
    if (!(island in (manifest.islands ?? {})))
      problems.push(`${dir}/feature.ts: firstLoad names '${island}', which is no island of it`)
  }
  // A part the manifest does not name would never be loaded, without a word.
  if (!manifest.plugin && exists(root, `${dir}/plugin.ts`))
    problems.push(`${dir}/plugin.ts exists, but ${dir}/feature.ts does not say plugin: true`)
  if (!manifest.blocks && exists(root, `${dir}/components.ts`))
    problems.push(`${dir}/components.ts exists, but ${dir}/feature.ts does not say blocks: true`)
  const named = new Set(Object.values(manifest.islands ?? {}).map((file) => `${file}.ts`))
  for (const file of islandFiles(path.join(root, dir))) {
    if (!named.has(file)) problems.push(`${dir}/${file} is not named in ${dir}/feature.ts`)
  }
}

/** The feature's island modules, relative to its folder. */
function islandFiles(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(prefix, entry.name)
    if (entry.isDirectory()) return islandFiles(dir, file)
    return entry.name.endsWith('.island.ts') ? [file] : []
  })
}

/** Every name claimed twice across the manifests (island, slug, or the name a slug goes by). */
function checkUnique(features, problems) {
  const seen = new Map()
  const claim = (what, value, feature) => {
    const id = `${what} '${value}'`
    if (seen.has(id)) problems.push(`${id} is claimed by ${seen.get(id)} and ${feature}`)
    else seen.set(id, feature)
  }
  for (const { name, manifest } of features) {
    for (const island of Object.keys(manifest.islands ?? {})) claim('island', island, name)
    for (const field of ['collections', 'globals']) {
      for (const [alias, slug] of Object.entries(manifest[field] ?? {})) {
        claim(`${field} name`, alias, name)
        claim('slug', slug, name)
      }
    }
  }
}

/** The catalogue and every manifest, checked; throws with every problem found at once. */
export async function readFeatures(root = process.cwd()) {
  const { FEATURES } = await dataModule(path.join(root, CATALOGUE))
  const problems = []
  const folders = fs
    .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  for (const folder of folders) {
    if (!FEATURES.includes(folder))
      problems.push(`src/features/${folder} is not named in ${CATALOGUE}`)
  }
  const features = []
  for (const name of FEATURES) {
    const file = path.join(root, `src/features/${name}/feature.ts`)
    if (!fs.existsSync(file)) {
      problems.push(`${CATALOGUE} names '${name}', but src/features/${name}/feature.ts is missing`)
      continue
    }
    const { manifest } = await dataModule(file)
    if (!manifest) {
      problems.push(`src/features/${name}/feature.ts must export const manifest`)
      continue
    }
    checkManifest(root, name, manifest, problems)
    features.push({ name, manifest })
  }
  checkUnique(features, problems)
  if (problems.length > 0) throw new Error(`Feature manifests:\n- ${problems.join('\n- ')}`)
  return features
}

/** The island source files (relative to the root) of the first load's shared file. */
export const firstLoadFiles = (features) =>
  features.flatMap(({ name, manifest }) =>
    (manifest.firstLoad ?? []).map(
      (island) => `src/features/${name}/${manifest.islands[island]}.ts`,
    ),
  )

/** Island source file (relative to the root) → island name. */
export const islandEntries = (features) =>
  Object.fromEntries(
    features.flatMap(({ name, manifest }) =>
      Object.entries(manifest.islands ?? {}).map(([island, file]) => [
        `src/features/${name}/${file}.ts`,
        island,
      ]),
    ),
  )

function pluginsModule(features) {
  const withPlugin = features.filter(({ manifest }) => manifest.plugin)
  return `${HEADER}import type { Plugin } from 'payload'

import type { Env } from '@/lib/env'
${withPlugin.map(({ name }) => `import { plugin as ${camel(name)} } from '@/features/${name}/plugin'`).join('\n')}

/** Every feature's Payload plugin for one environment, in the catalogue's order. */
export const featurePlugins = (env: Env): Plugin[] => [
${withPlugin.map(({ name }) => `  ${camel(name)}(env),`).join('\n')}
]
`
}

function blocksModule(features) {
  const withBlocks = features.filter(({ manifest }) => manifest.blocks)
  return `${HEADER}${withBlocks.map(({ name }) => `import { blockComponents as ${camel(name)} } from '@/features/${name}/components'`).join('\n')}

/** Block slug → server component, for every feature that has blocks (src/blocks/registry.ts). */
export const featureBlockComponents = {
${withBlocks.map(({ name }) => `  ...${camel(name)},`).join('\n')}
}
`
}

function islandsModule(features) {
  const entries = features.flatMap(({ name, manifest }) =>
    Object.entries(manifest.islands ?? {}).map(
      ([island, file]) => `  ${key(island)}: () => import('@/features/${name}/${file}'),`,
    ),
  )
  return `${HEADER}import type { Island } from '@/lib/islands'

/**
 * Every island of the public site, by the name used in \`data-island\`. Each entry is a dynamic
 * import, so each island is its own chunk that the loader fetches only when its trigger comes.
 */
export const islands = {
${entries.join('\n')}
} satisfies Record<string, () => Promise<{ default: Island }>>

export type IslandName = keyof typeof islands
`
}

function slugsModule(features) {
  const owned = (field) =>
    features.flatMap(({ name, manifest }) =>
      Object.entries(manifest[field] ?? {}).map(([alias, slug]) => ({ alias, slug, owner: name })),
    )
  const collections = owned('collections')
  const globals = owned('globals')
  const lines = (items, line) => items.map(line).join('\n')
  return `${HEADER}import type { CollectionSlug, GlobalSlug } from 'payload'

/**
 * Every collection and global of the site, as the feature that owns it names it in its
 * feature.ts. A feature that reads or writes what another owns names it through these constants,
 * so the dependency is visible where it is made and listed here (docs/architecture.md,
 * "Contracts between features"); a test (src/test/featureContracts.test.ts) refuses another
 * feature's slug written as a string.
 */
export const COLLECTIONS = {
${lines(collections, ({ alias, slug }) => `  ${key(alias)}: '${slug}',`)}
} as const satisfies Record<string, CollectionSlug>

export const GLOBALS = {
${lines(globals, ({ alias, slug }) => `  ${key(alias)}: '${slug}',`)}
} as const satisfies Record<string, GlobalSlug>

type Owned = (typeof COLLECTIONS)[keyof typeof COLLECTIONS] | (typeof GLOBALS)[keyof typeof GLOBALS]

/** Which feature folder owns each slug (the one that defines its config). */
export const OWNER: Record<Owned, string> = {
${lines([...collections, ...globals], ({ slug, owner }) => `  ${key(slug)}: '${owner}',`)}
}
`
}

/** Path (from the repository's root) → the text the wiring should have. */
export function renderWiring(features) {
  return {
    'src/wiring/plugins.ts': pluginsModule(features),
    'src/wiring/blockComponents.ts': blocksModule(features),
    'src/wiring/islands.ts': islandsModule(features),
    'src/contracts/slugs.ts': slugsModule(features),
  }
}

/** In the repository's Prettier style when Prettier is installed (it is a development tool). */
async function formatted(file, text, root) {
  try {
    const prettier = await import('prettier')
    const options = await prettier.resolveConfig(path.join(root, file))
    return prettier.format(text, { ...options, filepath: file })
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return text
    throw error
  }
}

/**
 * Writes the wiring (or, with `check`, only compares it) and returns the files that were (or
 * would be) changed.
 */
export async function writeWiring({ root = process.cwd(), check = false } = {}) {
  const features = await readFeatures(root)
  const changed = []
  for (const [file, text] of Object.entries(renderWiring(features))) {
    const target = path.join(root, file)
    const wanted = await formatted(file, text, root)
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null
    if (current === wanted) continue
    changed.push(file)
    if (!check) {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, wanted)
    }
  }
  return changed
}
