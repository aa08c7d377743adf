import type { UIFieldServerProps } from 'payload'

import { describeKey, keyOf, readPaymentSettings } from '../mollieClient.server'
import { activeMethods } from '../offeredMethods.server'
import { clientFor } from '../mollieClient.server'

import { RefreshAfterSave } from './RefreshAfterSave.client'

/**
 * What is in force, said plainly above the form: which key (the server's or hers, test or live)
 * and which methods Mollie has active for it right now, so she chooses among real ones.
 */
export async function KeyState({ payload }: UIFieldServerProps) {
  const source = keyOf(await readPaymentSettings(payload))
  if (!source)
    return (
      <div className="field-type" data-payment-key-state="none" style={{ marginBottom: '1.5rem' }}>
        <RefreshAfterSave />
        <p>
          <strong>Online-Zahlung ist aus.</strong> Tragen Sie unten Ihren API-Schlüssel von Mollie
          ein, dann bietet die Kasse „Online bezahlen“ an.
        </p>
      </div>
    )
  let methods: string
  try {
    const active = await activeMethods(clientFor(source.key))
    methods = active.map((method) => method.label).join(', ') || 'keine'
  } catch {
    methods = 'Mollie ist gerade nicht erreichbar.'
  }
  return (
    <div
      className="field-type"
      data-payment-key-state={source.from}
      style={{ marginBottom: '1.5rem' }}
    >
      <RefreshAfterSave />
      <p style={{ margin: '0 0 0.25rem' }}>
        <strong>Online-Zahlung ist an</strong>: {describeKey(source.key)}
        {source.from === 'env'
          ? ' – auf dem Server festgelegt (MOLLIE_API_KEY), gilt statt eines hier eingetragenen.'
          : '.'}
      </p>
      <p style={{ margin: 0 }}>In Ihrem Mollie-Profil aktiv: {methods}</p>
    </div>
  )
}
