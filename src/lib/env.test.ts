import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv as parseEnvWith } from './env'

const GENERATED = 'generated-in-test'
const parseEnv = (source: Record<string, string | undefined>) =>
  parseEnvWith(source, () => GENERATED)

describe('parseEnv', () => {
  it('runs on the embedded default with nothing set', () => {
    const env = parseEnv({})
    expect(env.databaseKind).toBe('sqlite')
    expect(env.databaseUrl).toMatch(/^file:.*data\/salon\.db$/)
    expect(env.serverUrl).toBe('http://localhost:3000')
    expect(env.port).toBe(3000)
  })

  it('switches to PostgreSQL for a postgres URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/salon' }).databaseKind).toBe('postgres')
    expect(parseEnv({ DATABASE_URL: 'postgresql://u:p@db:5432/salon' }).databaseKind).toBe(
      'postgres',
    )
  })

  it('names every wrong variable in one message', () => {
    try {
      parseEnv({
        DATABASE_URL: 'mysql://x',
        PORT: 'achtzig',
        PAYLOAD_SECRET: 'kurz',
        SMTP_URL: 'mail.example',
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      const message = (error as Error).message
      for (const name of ['DATABASE_URL', 'PORT', 'PAYLOAD_SECRET', 'SMTP_URL'])
        expect(message).toContain(name)
    }
  })

  it('generates the secret beside the SQLite database when none is configured', () => {
    const files: string[] = []
    const env = parseEnvWith({ DATABASE_URL: 'file:/srv/salon/db/site.db' }, (file) => {
      files.push(file)
      return GENERATED
    })
    expect(env.payloadSecret).toBe(GENERATED)
    expect(files).toEqual(['/srv/salon/db/payload-secret'])
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db/salon' }).secretFile).toMatch(
      /\/data\/payload-secret$/,
    )
  })

  it('uses a configured secret and never the file then', () => {
    const strong = 'f3a9c1e07b2d4c58a6e1f0b39d7c2a85'
    const env = parseEnvWith({ PAYLOAD_SECRET: strong }, () => expect.unreachable())
    expect(env.payloadSecret).toBe(strong)
  })

  it('refuses a weak configured secret in production', () => {
    for (const weak of ['a'.repeat(40), 'dev-only-secret-change-me-in-production'])
      expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: weak })).toThrow(
        /PAYLOAD_SECRET: (has fewer|looks like a placeholder)/,
      )
    expect(parseEnv({ PAYLOAD_SECRET: 'a'.repeat(40) }).payloadSecret).toBe('a'.repeat(40))
  })

  it('parses the trusted proxies and refuses a wrong entry', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8' }).trustedProxies.size).toBe(2)
    expect(parseEnv({}).trustedProxies.size).toBe(0)
    expect(() => parseEnv({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/)
  })

  it('runs the front worker unless told off, and refuses anything but on and off', () => {
    expect(parseEnv({}).frontWorker).toBe(true)
    expect(parseEnv({ FRONT_WORKER: 'off' }).frontWorker).toBe(false)
    expect(() => parseEnv({ FRONT_WORKER: 'nein' })).toThrow(/FRONT_WORKER.*on or off/)
  })

  it('drops a trailing slash from SERVER_URL', () => {
    expect(parseEnv({ SERVER_URL: 'https://salon.example/' }).serverUrl).toBe(
      'https://salon.example',
    )
  })
})
