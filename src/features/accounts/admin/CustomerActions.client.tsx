'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

const MAIL_STATE: Record<string, string> = {
  sent: 'Bestätigungslink gesendet.',
  queued: 'Bestätigungslink liegt im Postausgang und wird gleich erneut versucht.',
  stored: 'Bestätigungslink liegt im Postausgang: Es ist kein Mailserver eingerichtet.',
}

/**
 * The owner's two buttons on a customer: send the confirmation link again (unconfirmed
 * accounts) and end a lock after five wrong passwords. Deleting is Payload's own „Löschen“,
 * which keeps orders anonymised (accountErasure.server.ts).
 */
export function CustomerActions() {
  const { id } = useDocumentInfo()
  const confirmed = useFormFields(([fields]) => fields.confirmed?.value === true)
  const lockedUntil = useFormFields(([fields]) => fields.lockedUntil?.value as string | undefined)
  // When the view opened: a lock that ran out meanwhile still offers the harmless button.
  const [openedAt] = useState(() => Date.now())
  const locked = Boolean(lockedUntil && Date.parse(lockedUntil) > openedAt)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!id) return null

  const post = async (action: string, done: (body: Record<string, string>) => string) => {
    setBusy(true)
    try {
      const response = await fetch(`/api/customers/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json()) as Record<string, string>
      if (response.ok) {
        toast.success(done(body))
        router.refresh()
      } else toast.error(body.message ?? 'Das hat nicht geklappt.')
    } catch {
      toast.error('Keine Verbindung zum Server. Bitte erneut versuchen.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {!confirmed && (
        <Button
          buttonStyle="secondary"
          size="medium"
          disabled={busy}
          onClick={() =>
            void post('resend-confirmation', (body) => MAIL_STATE[body.mail ?? ''] ?? 'Erledigt.')
          }
        >
          Bestätigungslink erneut senden
        </Button>
      )}
      {locked && (
        <Button
          buttonStyle="secondary"
          size="medium"
          disabled={busy}
          onClick={() => void post('unlock', () => 'Konto entsperrt.')}
        >
          Entsperren
        </Button>
      )}
    </>
  )
}
