'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

const EFFECT: Record<string, string> = {
  contact: 'Die Nachricht wird gespeichert und die E-Mails des Formulars werden verschickt.',
  booking:
    'Der Termin wird gebucht, wenn die Zeit noch frei ist, und die Kundin erhält ihre Bestätigung per E-Mail.',
  tickets:
    'Die Karten werden gebucht, wenn noch Plätze frei sind, und per E-Mail an den Gast geschickt.',
  registration: 'Das Konto wird angelegt; die Kundin erhält den Bestätigungslink per E-Mail.',
}

/** The endpoint's refusals (English codes for API clients) in the owner's words. */
const REFUSED: Record<string, string> = {
  not_held:
    'Dieser Eintrag wurde schon freigegeben. Laden Sie die Seite neu, um das Ergebnis zu sehen.',
  forbidden: 'Nur Administratorinnen und Administratoren dürfen Einträge freigeben.',
  not_found: 'Diesen Eintrag gibt es nicht mehr.',
  offline: 'Keine Verbindung zum Server. Bitte erneut versuchen.',
  unknown: 'Die Freigabe ist nicht gelungen. Bitte versuchen Sie es erneut.',
}

/** „Freigeben“ in the sidebar of a held entry: what will happen, then the normal flow. */
export function ReleaseButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const kind = useFormFields(([fields]) => fields.kind?.value as string | undefined)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)

  if (!id || (status !== 'held' && !answer)) return null

  async function release() {
    setBusy(true)
    const response = await fetch(`/api/spam-suspects/${id}/release`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as { note?: string; code?: string }
    setBusy(false)
    setAnswer({
      ok: Boolean(response?.ok),
      text:
        body.note ?? (response ? (REFUSED[body.code ?? ''] ?? REFUSED.unknown!) : REFUSED.offline!),
    })
    router.refresh()
  }

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }} data-spam-release>
      {answer ? null : (
        <>
          <p>{kind ? EFFECT[kind] : null}</p>
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            disabled={busy}
            onClick={release}
          >
            {busy ? 'Wird freigegeben …' : 'Freigeben'}
          </button>
        </>
      )}
      <p role="status" data-ok={answer?.ok}>
        {answer?.text}
      </p>
    </div>
  )
}
