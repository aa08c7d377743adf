import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Payload's password hash, checked as Payload checks it (`pbkdf2-sha256-v1:` with 600,000
 * rounds, or the legacy 25,000): Payload does not export its check, and the guard must check a
 * password without signing in (a locked account) or hash as long for an unknown one.
 */
export async function passwordMatches(hash: unknown, salt: unknown, password: string) {
  const current = typeof hash === 'string' && hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(
    typeof hash === 'string' ? hash.replace('pbkdf2-sha256-v1:', '') : '',
    'hex',
  )
  const computed = await pbkdf2Async(
    password,
    typeof salt === 'string' ? salt : randomBytes(32).toString('hex'),
    current || typeof hash !== 'string' ? 600_000 : 25_000,
    current || typeof hash !== 'string' ? 32 : 512,
    'sha256',
  )
  return stored.length === computed.length && timingSafeEqual(stored, computed)
}
