'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { readTestMailAnswer } from '@/lib/ui/testMailAnswer'
import { ServerWords } from '@/lib/ui/ServerWords'

type Result = { ok: boolean; text: string; serverWords?: string }

/** „Erneut senden“ for mails that failed for good, and „Testmail senden“. */
export function MailActions({ failed, configured }: { failed: number; configured: boolean }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Result | null>(null)

  async function retry() {
    setBusy(true)
    // Back to the queue with fresh attempts (the outbox's requeue hook); sent within a minute.
    const response = await fetch('/api/mail-outbox?where[status][equals]=failed', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'queued' }),
    })
    setBusy(false)
    setResult(
      response.ok
        ? { ok: true, text: 'Die E-Mails werden in der nächsten Minute erneut gesendet.' }
        : { ok: false, text: 'Das hat nicht geklappt. Bitte laden Sie die Seite neu.' },
    )
    router.refresh()
  }

  async function testMail() {
    setBusy(true)
    const response = await fetch('/api/mail-outbox/test-mail', {
      method: 'POST',
      credentials: 'include',
    })
    setResult(await readTestMailAnswer(response))
    setBusy(false)
    router.refresh()
  }

  return (
    <div>
      {failed > 0 && (
        <button type="button" className="btn btn--size-small" disabled={busy} onClick={retry}>
          Erneut senden
        </button>
      )}{' '}
      {configured && (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={busy}
          onClick={testMail}
        >
          Testmail senden
        </button>
      )}
      <p role="status" data-ok={result?.ok}>
        {result?.text}
      </p>
      <ServerWords words={result?.serverWords} />
    </div>
  )
}
