#!/usr/bin/env node
// Builds the public site's islands (docs/islands.md) with esbuild: the loader as the one entry,
// each island a chunk of its own through the dynamic imports of src/wiring/islands.ts (written
// from the features' manifests), shared code in shared chunks. Writes public/islands/ and its
// manifest.json (loader file, each island's chunk and gzip size). `--watch` rebuilds on change (for `npm run dev`).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import * as esbuild from 'esbuild'

import { islandEntries, readFeatures } from './lib/featureCatalogue.mjs'

const OUT = path.resolve('public/islands')
/** Island source file → island name, from the features' manifests. */
const byEntry = islandEntries(await readFeatures())

function writeManifest(metafile) {
  const manifest = { loader: '', islands: {} }
  for (const [output, info] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js')) continue
    const file = path.basename(output)
    const gzipBytes = zlib.gzipSync(fs.readFileSync(output), { level: 9 }).length
    if (info.entryPoint === 'src/islands/loader.ts') manifest.loader = file
    else if (info.entryPoint && byEntry[info.entryPoint]) {
      manifest.islands[byEntry[info.entryPoint]] = { file, gzipBytes }
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

const options = {
  entryPoints: ['src/islands/loader.ts'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome109', 'firefox115', 'safari15.4'],
  minify: true,
  legalComments: 'none',
  outdir: OUT,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
  // A library's stylesheet (Leaflet's) is bundled as text into the island that injects it.
  loader: { '.css': 'text' },
}

fs.rmSync(OUT, { recursive: true, force: true })
fs.mkdirSync(OUT, { recursive: true })

if (process.argv.includes('--watch')) {
  const context = await esbuild.context({
    ...options,
    plugins: [
      {
        name: 'manifest',
        setup(build) {
          build.onEnd((result) => {
            if (result.metafile) writeManifest(result.metafile)
          })
        },
      },
    ],
  })
  await context.watch()
  console.log('Watching the islands …')
} else {
  const result = await esbuild.build(options)
  const manifest = writeManifest(result.metafile)
  const sizes = Object.entries(manifest.islands)
    .map(([name, { gzipBytes }]) => `${name} ${(gzipBytes / 1024).toFixed(1)}`)
    .join(', ')
  console.log(`Islands built (KiB gzip, own chunk): ${sizes}`)
}
