import fs from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json']

/** The newest modification time of a file or of anything in a folder (0: missing). */
export function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

/** A build is needed when there is none or any of its inputs changed after it. */
export function buildNeeded(root = process.cwd()) {
  const buildId = path.join(root, '.next', 'salon-server.mjs')
  if (!fs.existsSync(buildId)) return true
  const built = fs.statSync(buildId).mtimeMs
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built)
}
