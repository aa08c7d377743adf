import http from 'node:http'
import https from 'node:https'

import { createMollieClient, type MollieClient } from '@mollie/api-client'
import type { Payload } from 'payload'

import { GLOBALS } from '@/contracts/slugs'
import { env } from '@/lib/env'
import { openSecret, sealSecret } from '@/lib/secretBox'

const KEY_PURPOSE = 'mollie-api-key'

export const sealApiKey = (key: string) => sealSecret(key, env().payloadSecret, KEY_PURPOSE)

export type StoredPaymentSettings = {
  apiKeySealed?: string | null
  methods?: string[] | null
}

export async function readPaymentSettings(payload: Payload): Promise<StoredPaymentSettings> {
  // Read past the field's access: the sealed key is hidden from every request.
  return (await payload.findGlobal({
    slug: GLOBALS.paymentSettings,
    depth: 0,
    overrideAccess: true,
  })) as StoredPaymentSettings
}

/** Where the key comes from: the server's MOLLIE_API_KEY wins over the owner's. */
export type KeySource = { key: string; from: 'env' | 'admin' } | null

export function keyOf(settings: StoredPaymentSettings): KeySource {
  const fromEnv = env().mollie.apiKey
  if (fromEnv) return { key: fromEnv, from: 'env' }
  const typed = openSecret(settings.apiKeySealed, env().payloadSecret, KEY_PURPOSE)
  return typed ? { key: typed, from: 'admin' } : null
}

/** „Testmodus“ or „Live“, and the key's last four characters: what the owner may see of it. */
export const describeKey = (key: string) =>
  `${key.startsWith('live_') ? 'Live-Schlüssel' : 'Testschlüssel (Testmodus: kein echtes Geld)'} …${key.slice(-4)}`

/**
 * A client for one key; MOLLIE_API_ENDPOINT points it at a stand-in. The official client builds
 * an `https.Agent` in its constructor and has no option for another, so a plain-http stand-in
 * address (`http://127.0.0.1:3960/v2/`, CONTRACTS.md) would fail with „Protocol "http:" not
 * supported“: for such an address only, the constructor runs with Node's http agent in its
 * place. The swap is synchronous, so nothing else can observe it; Mollie itself is always https.
 */
export function clientFor(apiKey: string): MollieClient {
  const apiEndpoint = env().mollie.apiEndpoint
  const options = {
    apiKey,
    versionStrings: 'SalonWebsite/1.0',
    ...(apiEndpoint ? { apiEndpoint } : {}),
  }
  if (!apiEndpoint?.startsWith('http:')) return createMollieClient(options)
  const agents = https as { Agent: typeof https.Agent }
  const original = agents.Agent
  agents.Agent = http.Agent as unknown as typeof https.Agent
  try {
    return createMollieClient(options)
  } finally {
    agents.Agent = original
  }
}

/** The client of the site's key, or null when none is set. */
export async function siteClient(payload: Payload): Promise<MollieClient | null> {
  const source = keyOf(await readPaymentSettings(payload))
  return source ? clientFor(source.key) : null
}
