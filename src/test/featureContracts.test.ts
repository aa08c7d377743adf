import { describe, expect, it } from 'vitest'

import { CONSENT_SERVICES } from '@/features/consent/services'
import { EMBED_SERVICES } from '@/features/embeds/services'

// Features never import each other; where two agree on names through lib/consentEvents.ts, this
// test (outside every feature) checks that they still do.
describe('contracts between features', () => {
  it('every service an embed waits for is one the consent banner asks about', () => {
    for (const service of EMBED_SERVICES) expect(CONSENT_SERVICES).toContain(service)
  })
})
