import crypto from 'node:crypto'

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
  // `crypto.pbkdf2` looked up at each call, as Payload's own check does: a test counts the rounds
  // both do (src/features/users/loginGuard.int.test.ts).
  const computed = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(
      password,
      typeof salt === 'string' ? salt : crypto.randomBytes(32).toString('hex'),
      current || typeof hash !== 'string' ? 600_000 : 25_000,
      current || typeof hash !== 'string' ? 32 : 512,
      'sha256',
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )
  return stored.length === computed.length && crypto.timingSafeEqual(stored, computed)
}
