import { apiFetch } from '@/lib/apiClient'

import type { ConsentChoices } from './services'

export type ConsentCasePayload = {
  consentId: string
  revision: number
  decision: 'accepted' | 'refused' | 'custom'
  choices: ConsentChoices
  url: string
  timestamp: string
}

/**
 * Records the decision in the consent log. The page (and its nonce) may be older than a nonce
 * lives: the API client fetches a fresh one on `invalid_nonce` and retries once. A failure never
 * blocks the visitor; the choice is in their cookies either way.
 */
export async function sendConsentCase(nonce: string, data: ConsentCasePayload): Promise<boolean> {
  try {
    await apiFetch({
      path: '/api/consent',
      method: 'POST',
      body: (current) => new URLSearchParams({ nonce: current ?? '', data: JSON.stringify(data) }),
      nonce: {
        value: nonce,
        refresh: async () => (await apiFetch<{ nonce: string }>({ path: '/api/consent' })).nonce,
      },
      keepalive: true,
    })
    return true
  } catch (error) {
    console.error('Consent log:', error)
    return false
  }
}
