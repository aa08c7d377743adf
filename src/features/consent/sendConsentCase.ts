import type { ConsentChoices } from './services'

export type ConsentCasePayload = {
  consentId: string
  revision: number
  decision: 'accepted' | 'refused' | 'custom'
  choices: ConsentChoices
  url: string
  timestamp: string
}

const post = (nonce: string, data: ConsentCasePayload) =>
  fetch('/api/consent', {
    method: 'POST',
    body: new URLSearchParams({ nonce, data: JSON.stringify(data) }),
    keepalive: true,
  })

/**
 * Records the decision in the consent log. The page (and its nonce) may be older than a nonce
 * lives: on `invalid_nonce` a fresh one is fetched and the post retried once. A failure never
 * blocks the visitor; the choice is in their cookies either way.
 */
export async function sendConsentCase(nonce: string, data: ConsentCasePayload): Promise<boolean> {
  try {
    let response = await post(nonce, data)
    if (response.status === 403) {
      const body = (await response.json().catch(() => null)) as { code?: string } | null
      if (body?.code === 'invalid_nonce') {
        const fresh = (await (await fetch('/api/consent', { cache: 'no-store' })).json()) as {
          nonce: string
        }
        response = await post(fresh.nonce, data)
      }
    }
    return response.ok
  } catch (error) {
    console.error('Consent log:', error)
    return false
  }
}
