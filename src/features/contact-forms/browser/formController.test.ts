import { describe, expect, it } from 'vitest'

import { stateFor } from './formController'

describe('form states for server statuses (docs/spec.md §4)', () => {
  it('maps the known statuses and turns anything else into custom-{slug}', () => {
    expect(
      [
        'validation_failed',
        'acceptance_missing',
        'spam',
        'aborted',
        'mail_sent',
        'mail_failed',
      ].map(stateFor),
    ).toEqual(['invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed'])
    expect(stateFor('payment_required')).toBe('custom-payment-required')
    expect(stateFor('Über Limit!')).toBe('custom-ber-limit')
    expect(stateFor('???')).toBe('custom-unknown')
  })
})
