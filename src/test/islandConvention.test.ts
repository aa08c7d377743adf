import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve('src')
const PUBLIC_ROUTES = path.join(SRC, 'app', '(site)')

/**
 * Client components rendered only where Next.js keeps its runtime: draft mode (editors' preview
 * and live preview) goes to Next.js untouched (docs/architecture.md), so this one may be reached.
 */
const ALLOWED = new Set(['features/pages/LivePreviewListener.client.tsx'])

type Source = { read: (file: string) => string | null }

const disk: Source = {
  read: (file) =>
    fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : null,
}

function resolve(from: string, specifier: string, source: Source): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (source.read(candidate) !== null) return candidate
  return null
}

const isClient = (code: string) =>
  /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(code)

/** Every 'use client' module reachable from `entries`, with the import chain that reaches it. */
export function clientModulesReached(entries: string[], source: Source = disk): string[][] {
  const chains = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]))
  const queue = [...entries]
  const found: string[][] = []
  while (queue.length > 0) {
    const file = queue.shift()!
    const code = source.read(file) ?? ''
    const chain = chains.get(file)!
    if (isClient(code)) {
      found.push(chain)
      continue
    }
    const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!)
    for (const specifier of specifiers) {
      const target = resolve(file, specifier, source)
      if (!target || chains.has(target)) continue
      chains.set(target, [...chain, target])
      queue.push(target)
    }
  }
  return found
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const named = (chain: string[]) => chain.map((file) => path.relative(SRC, file)).join(' → ')

describe('the island convention (docs/islands.md)', () => {
  it('no public page reaches a client component', () => {
    const offences = clientModulesReached([
      ...filesUnder(PUBLIC_ROUTES),
      path.join(SRC, 'blocks', 'RenderBlocks.tsx'),
    ])
      .filter((chain) => !ALLOWED.has(path.relative(SRC, chain.at(-1)!)))
      .map(
        (chain) =>
          `${named(chain)}: public pages are served without the client runtime, so this 'use client' component would work in development and be dead in production. Make it server-rendered markup enhanced by an island (*.island.ts, docs/islands.md).`,
      )
    expect(offences).toEqual([])
  })

  it('finds a client component behind a chain of imports', () => {
    const files: Record<string, string> = {
      [path.join(SRC, 'app/(site)/page.tsx')]: "import { Card } from '@/features/x/Card'\n",
      [path.join(SRC, 'features/x/Card.tsx')]:
        "import type { T } from './types'\nimport { Button } from './Button'\n",
      [path.join(SRC, 'features/x/types.ts')]: 'export type T = 1\n',
      [path.join(SRC, 'features/x/Button.tsx')]: "'use client'\nexport const Button = 1\n",
    }
    const chains = clientModulesReached([path.join(SRC, 'app/(site)/page.tsx')], {
      read: (file) => files[file] ?? null,
    })
    expect(chains.map(named)).toEqual([
      'app/(site)/page.tsx → features/x/Card.tsx → features/x/Button.tsx',
    ])
  })
})
