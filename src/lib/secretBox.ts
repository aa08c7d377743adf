import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Secrets the owner types into the admin (the mailbox password, the Mollie key) are stored
 * sealed with AES-256-GCM under a key derived from the site's secret and the secret's purpose: a
 * copy of the database alone gives neither away, and one sealed value cannot stand in for another.
 */
const keyOf = (purpose: string, secret: string) =>
  createHash('sha256').update(`${purpose}|${secret}`).digest()

export function sealSecret(value: string, secret: string, purpose: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(purpose, secret), iv)
  const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The value, or null when it cannot be read (another secret or purpose, a damaged value). */
export function openSecret(
  sealed: string | null | undefined,
  secret: string,
  purpose: string,
): string | null {
  const [version, iv, tag, data] = String(sealed ?? '').split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(purpose, secret),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}
