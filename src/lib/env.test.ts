import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

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

  it('requires a real secret for a public https production site', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SERVER_URL: 'https://salon.example' })).toThrow(
      /PAYLOAD_SECRET/,
    )
  })

  it('drops a trailing slash from SERVER_URL', () => {
    expect(parseEnv({ SERVER_URL: 'https://salon.example/' }).serverUrl).toBe(
      'https://salon.example',
    )
  })
})
