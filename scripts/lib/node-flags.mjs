import { execFileSync } from 'node:child_process'

// Lexical's Node entry points (`lexical/dist/Lexical.node.mjs` and each `@lexical/*` one) pick
// their build with a top-level `await import()`. Node 20's ESM loader sometimes leaves that await
// unsettled when several of them load at once, and the process exits 13 with no output (about
// one run in three of anything that loads the Payload config, measured). The export condition
// selects the build directly, so every Node process of ours that loads the config gets it.
export const NODE_FLAGS = ['--conditions=production']

/** Arguments for `process.execPath` that run a TypeScript script through tsx with NODE_FLAGS. */
export const tsxArgs = (script, ...args) => [
  'node_modules/tsx/dist/cli.mjs',
  ...NODE_FLAGS,
  script,
  ...args,
]

/**
 * Runs a TypeScript bench script through tsx and returns the JSON of its last stdout line (its
 * progress goes to stderr, shown as it comes).
 */
export function tsxFigures(script, { nodeArgs = [], env = {} } = {}) {
  const out = execFileSync(process.execPath, [...nodeArgs, ...tsxArgs(script)], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return JSON.parse(out.trim().split('\n').pop())
}
