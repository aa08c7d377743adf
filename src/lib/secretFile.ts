import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The file's name beside the database (SQLite) or in `data/` (PostgreSQL). */
export const SECRET_FILE_NAME = 'payload-secret'

/**
 * The secret kept in `file`, made on first use: 48 random bytes, hex, mode 0600. Two processes
 * starting at once both end up with the one that was written first (`wx` fails for the second).
 */
export function loadOrCreateSecret(file: string): string {
  const existing = readSecret(file)
  if (existing) return existing
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(48).toString('hex')}\n`, {
      flag: 'wx',
      mode: 0o600,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const written = readSecret(file)
  if (!written) throw new Error(`The secret file ${file} is empty; delete it to make a new one.`)
  return written
}

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

const PLACEHOLDERS = /change[-_ ]?me|example|secret|password|passwort|dev[-_ ]only|test/i

/**
 * Why a configured secret is too weak for a site on the internet, or undefined. Length alone is
 * not enough: `aaaa…` or a copied placeholder passes a length check.
 */
export function weakSecretReason(secret: string): string | undefined {
  if (secret.length < 32) return 'must be at least 32 characters'
  if (new Set(secret).size < 10) return 'has fewer than 10 different characters; use a random one'
  if (PLACEHOLDERS.test(secret)) return 'looks like a placeholder; use a random one'
  return undefined
}
