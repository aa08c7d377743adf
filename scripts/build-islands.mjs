#!/usr/bin/env node
// Builds the public site's islands (docs/islands.md) with Rolldown: the loader as the one entry,
// islands through the dynamic imports of src/wiring/islands.ts (written from the features'
// manifests). The islands a manifest names in `firstLoad` (every page's frame, content sections
// that start without an interaction) travel in one file with everything they use; every other
// island is a file of its own, loaded when its trigger comes.
// Writes public/islands/ and its manifest.json (loader file, each island's file and its gzip
// size). `--watch` rebuilds on change (for `npm run dev`).
//
// Not esbuild (the bundler before issue 62): it makes a chunk for every combination of islands
// that share a module and cannot be told to keep shared code together, so `/` fetched 27 script
// files of 0.1-2 KB before any interaction. Rolldown's code-splitting groups put the first load's
// islands and their modules in one file: the loader, that file and Rolldown's helpers (a third
// file, which Rolldown always keeps apart) are a page's first load.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { rolldown } from 'rolldown'

import { firstLoadFiles, islandEntries, readFeatures } from './lib/featureCatalogue.mjs'

const OUT = path.resolve('public/islands')
const LOADER = path.resolve('src/islands/loader.ts')
const features = await readFeatures()
/** Absolute island source file → island name, from the features' manifests. */
const byEntry = Object.fromEntries(
  Object.entries(islandEntries(features)).map(([file, name]) => [path.resolve(file), name]),
)
/** The islands of the first load's shared file (the manifests' `firstLoad`), absolute. */
const firstLoad = new Set(firstLoadFiles(features).map((file) => path.resolve(file)))

const input = {
  input: { loader: LOADER },
  platform: 'browser',
  tsconfig: path.resolve('tsconfig.json'),
  // A library's stylesheet (Leaflet's) is bundled as text into the island that injects it.
  moduleTypes: { '.css': 'text' },
  transform: {
    define: { 'process.env.NODE_ENV': '"production"' },
    target: ['chrome109', 'firefox115', 'safari15.4'],
  },
  logLevel: 'warn',
}

const output = {
  dir: OUT,
  format: 'esm',
  entryFileNames: '[name]-[hash].js',
  chunkFileNames: '[name]-[hash].js',
  minify: true,
  comments: false,
  codeSplitting: {
    // The first load's file takes what its islands import, so an island loaded later finds
    // shared code there and makes no file of it.
    includeDependenciesRecursively: true,
    groups: [{ name: 'first-load', test: (id) => firstLoad.has(id) }],
  },
}

function writeManifest(chunks) {
  const manifest = { loader: '', islands: {} }
  for (const chunk of chunks) {
    if (chunk.type !== 'chunk') continue
    const gzipBytes = zlib.gzipSync(chunk.code, { level: 9 }).length
    if (chunk.isEntry && chunk.facadeModuleId === LOADER) manifest.loader = chunk.fileName
    for (const id of chunk.moduleIds) {
      const name = byEntry[id]
      if (name) manifest.islands[name] = { file: chunk.fileName, gzipBytes }
    }
  }
  const missing = Object.values(byEntry).filter((name) => !manifest.islands[name])
  if (!manifest.loader || missing.length > 0) {
    throw new Error(
      `Island build incomplete: loader ${manifest.loader || 'missing'}, missing ${missing}`,
    )
  }
  fs.writeFileSync(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
  return manifest
}

/** One build: the files, the manifest; what it wrote before goes. */
async function buildOnce() {
  fs.rmSync(OUT, { recursive: true, force: true })
  fs.mkdirSync(OUT, { recursive: true })
  const bundle = await rolldown(input)
  try {
    const { output: chunks } = await bundle.write(output)
    return writeManifest(chunks)
  } finally {
    await bundle.close()
  }
}

if (process.argv.includes('--watch')) {
  // A build takes a quarter of a second: each change of the sources builds everything again
  // (Rolldown's watcher writes the files but gives the chunks back to no listener).
  await buildOnce()
  let timer
  fs.watch(path.resolve('src'), { recursive: true }, () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      buildOnce().then(
        () => console.log('Islands rebuilt.'),
        (error) => console.error(error),
      )
    }, 100)
  })
  console.log('Watching the islands …')
} else {
  const manifest = await buildOnce()
  const sizes = Object.entries(manifest.islands)
    .map(([name, { file, gzipBytes }]) => `${name} ${(gzipBytes / 1024).toFixed(1)} (${file})`)
    .join(', ')
  console.log(`Islands built (KiB gzip, the file each travels in): ${sizes}`)
}
