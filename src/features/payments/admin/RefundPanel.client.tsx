'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatEuroInput } from '@/lib/euroInput'
import { formatPrice } from '@/lib/format'

/**
 * „Erstatten“ on a paid payment: the amount (all that is left by default, or a part), a reason
 * the customer's statement shows, and a second click that says what will happen before it does.
 */
export function RefundPanel() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const flagged = useFormFields(([fields]) => Boolean(fields.flagged?.value))
  const amount = useFormFields(([fields]) => Number(fields.amountCents?.value ?? 0))
  const refunded = useFormFields(([fields]) => Number(fields.refundedCents?.value ?? 0))
  const left = amount - refunded
  const [value, setValue] = useState(() => formatEuroInput(left))
  const [reason, setReason] = useState('')
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const router = useRouter()
  if (!id || status !== 'paid' || flagged || left <= 0) return null

  async function refund() {
    setBusy(true)
    const response = await fetch(`/api/payments/${id}/refund`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ amount: value, reason }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { message?: string } | null
    setBusy(false)
    setAsking(false)
    setAnswer({
      ok: Boolean(response?.ok),
      text: body?.message ?? 'Die Erstattung konnte nicht gesendet werden. Bitte erneut versuchen.',
    })
    if (response?.ok) router.refresh()
  }

  return (
    <fieldset
      className="field-type"
      data-refund-panel
      style={{
        marginBottom: '1.5rem',
        border: '1px solid var(--theme-elevation-150)',
        padding: '1rem',
      }}
    >
      <legend>Erstatten (noch {formatPrice(left)} möglich)</legend>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'end' }}>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Betrag in €
          <input
            name="refundAmount"
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            style={{ width: '8rem' }}
          />
        </label>
        <label style={{ display: 'grid', gap: '0.25rem', flex: '1 1 16rem' }}>
          Grund (erscheint bei der Kundin)
          <input
            name="refundReason"
            value={reason}
            maxLength={140}
            placeholder="z. B. Widerruf der Bestellung"
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {asking ? (
          <>
            <Button buttonStyle="primary" disabled={busy} onClick={refund}>
              {`${value} € jetzt erstatten`}
            </Button>
            <Button buttonStyle="secondary" disabled={busy} onClick={() => setAsking(false)}>
              Abbrechen
            </Button>
          </>
        ) : (
          <Button buttonStyle="secondary" onClick={() => setAsking(true)}>
            Erstatten …
          </Button>
        )}
      </div>
      {asking ? (
        <p role="status">
          Mollie überweist den Betrag an die Kundin zurück (auf PayPal, die Karte oder das Konto,
          mit dem sie bezahlt hat). Das lässt sich nicht rückgängig machen.
        </p>
      ) : null}
      {answer ? (
        <p
          role={answer.ok ? 'status' : 'alert'}
          style={{ color: answer.ok ? undefined : 'var(--theme-error-500)' }}
        >
          {answer.text}
        </p>
      ) : null}
    </fieldset>
  )
}
