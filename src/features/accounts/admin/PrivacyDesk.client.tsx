'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { DESCRIPTION } from '../privacy/privacyDescription'
import type { FoundGroup, PendingItem } from '../privacy/privacySummary'

const API = '/api/privacy-requests'

type Found = { email: string; groups: FoundGroup[]; pending: PendingItem[] }

/** The API's English error, or the German words for what went wrong on the way. */
async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { message?: string }
  if (!response.ok) throw new Error(body.message ?? `Fehler ${response.status}`)
  return body
}

const postJson = (path: string, data: unknown) =>
  fetch(`${API}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })

function FoundList({ found }: { found: Found }) {
  if (found.groups.length === 0)
    return <p data-found="none">Zu {found.email} ist nichts gespeichert.</p>
  return (
    <div data-found>
      {found.groups.map((group) => (
        <section key={group.key} aria-label={group.label} style={{ marginBottom: '1rem' }}>
          <h3 style={{ margin: '0 0 0.25rem' }}>
            {group.label} ({group.items.length})
          </h3>
          <p style={{ margin: '0 0 0.25rem', color: 'var(--theme-elevation-650)' }}>
            Beim Löschen: {group.onErase}.
          </p>
          <ul style={{ margin: 0 }}>
            {group.items.map((item, index) => (
              <li key={index}>
                <ItemLink item={item} />
                {item.when ? ` · ${item.when}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** A record's title, linked to it in the admin where it has a page there. */
function ItemLink({ item }: { item: { title: string; href: string | null } }) {
  return item.href ? (
    <a href={item.href} style={{ textDecoration: 'underline' }}>
      {item.title}
    </a>
  ) : (
    <>{item.title}</>
  )
}

/** What is still open for her, each with its link: to finish or cancel before the erasure. */
function PendingList({ pending }: { pending: PendingItem[] }) {
  return (
    <section aria-label="Noch offen" style={{ margin: '0.75rem 0' }}>
      <h3 style={{ fontSize: '1rem', margin: '0 0 0.25rem' }}>Noch offen ({pending.length})</h3>
      <p style={{ margin: '0 0 0.5rem' }}>
        Am besten zuerst erledigen oder absagen, dann löschen. Beim Löschen jetzt:
      </p>
      <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
        {pending.map((item, index) => (
          <li key={index}>
            <ItemLink item={item} /> {item.onErase}
          </li>
        ))}
      </ul>
    </section>
  )
}

function EraseConfirm({
  email,
  pending,
  onDone,
}: {
  email: string
  pending: PendingItem[]
  onDone: (text: string) => void
}) {
  const [notify, setNotify] = useState(true)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const erase = async () => {
    setBusy(true)
    setError('')
    try {
      const answer = await answerOf<{ summary: string; mailText: string }>(
        await postJson('/erase', { email, notify, confirmPending: pending.length > 0 }),
      )
      onDone(`Erledigt. ${answer.summary} E-Mail an die Person: ${answer.mailText}.`)
    } catch (failure) {
      setError(`Nicht gelöscht: ${(failure as Error).message}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div role="alertdialog" aria-label="Löschen bestätigen" style={{ marginTop: '1rem' }}>
      <p>
        Alles oben Genannte zu {email} wird gelöscht oder anonymisiert, wie bei jeder Art angegeben.
        Bestellungen bleiben wegen der Aufbewahrungspflicht (mit Rechnung 8 Jahre, sonst 6 Jahre)
        ohne Name, Anschrift und Kontaktdaten erhalten. Das lässt sich nicht rückgängig machen.
      </p>
      <label style={{ display: 'block', marginBottom: '0.75rem' }}>
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />{' '}
        Bestätigung per E-Mail an {email} senden
      </label>
      {pending.length > 0 ? <PendingList pending={pending} /> : null}
      <Button type="button" disabled={busy} onClick={() => void erase()}>
        {pending.length > 0 ? 'Trotzdem endgültig löschen' : 'Endgültig löschen'}
      </Button>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

type ActionProps = {
  found: Found
  onDownload: () => void
  onSend: () => void
  onErase: () => void
}

/** The three answers to a request: the file, the file by mail, the erasure (asked first). */
function FoundActions({ found, onDownload, onSend, onErase }: ActionProps) {
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
      <a
        className="btn btn--style-secondary btn--size-small btn--withoutPopup btn--no-margin"
        href={`${API}/export?${new URLSearchParams({ email: found.email, format: 'html' })}`}
        target="_blank"
        rel="noopener"
        onClick={onDownload}
      >
        Auskunft als Dokument öffnen
      </a>
      <a
        className="btn btn--style-secondary btn--size-small btn--withoutPopup btn--no-margin"
        href={`${API}/export?${new URLSearchParams({ email: found.email })}`}
        onClick={onDownload}
      >
        Als JSON-Datei herunterladen
      </a>
      <Button type="button" size="small" buttonStyle="secondary" margin={false} onClick={onSend}>
        Auskunft per E-Mail senden
      </Button>
      {found.groups.length > 0 ? (
        <Button type="button" size="small" buttonStyle="secondary" margin={false} onClick={onErase}>
          Daten löschen …
        </Button>
      ) : null}
    </div>
  )
}

/**
 * The owner's desk for a data request: an address in, everything held about it out, then the
 * answer: the file, the file by mail, or the erasure. The log below lists what was done.
 */
export function PrivacyDesk() {
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [asking, setAsking] = useState(false)
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  const search = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    setMessage('')
    setAsking(false)
    try {
      const query = new URLSearchParams({ email: email.trim() })
      setFound(await answerOf<Found>(await fetch(`${API}/lookup?${query}`)))
    } catch (failure) {
      setFound(null)
      setError(`Suche nicht möglich: ${(failure as Error).message}`)
    }
  }
  const done = (text: string) => {
    setMessage(text)
    setAsking(false)
    setFound(null)
    router.refresh()
  }
  const sendFile = async () => {
    try {
      const answer = await answerOf<{ mailText: string }>(
        await postJson('/send-export', { email: found?.email }),
      )
      setMessage(`Auskunft per E-Mail: ${answer.mailText}.`)
      router.refresh()
    } catch (failure) {
      setError(`Nicht gesendet: ${(failure as Error).message}`)
    }
  }
  return (
    <div data-privacy-desk style={{ marginBottom: '1.5rem', maxWidth: '48rem' }}>
      <p>{DESCRIPTION}</p>
      <form
        onSubmit={(event) => void search(event)}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.5rem',
          alignItems: 'end',
          margin: '1rem 0',
        }}
      >
        <label htmlFor="privacy-email" style={{ flexBasis: '100%' }}>
          E-Mail-Adresse der anfragenden Person
        </label>
        <input
          id="privacy-email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          style={{ flex: '1 1 14rem', minWidth: 0, maxWidth: '24rem', padding: '0.5rem' }}
        />
        <Button type="submit" size="small" margin={false}>
          Suchen
        </Button>
      </form>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
      {found ? (
        <>
          <FoundList found={found} />
          <FoundActions
            found={found}
            onDownload={() => setTimeout(() => router.refresh(), 1000)}
            onSend={() => void sendFile()}
            onErase={() => setAsking(true)}
          />
          {asking ? (
            <EraseConfirm email={found.email} pending={found.pending} onDone={done} />
          ) : null}
        </>
      ) : null}
      <h2 style={{ marginTop: '2rem', fontSize: '1.25rem' }}>Protokoll der Anfragen</h2>
    </div>
  )
}
