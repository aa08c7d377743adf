'use client'

import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { NotifyForm } from './NotifyForm.client'

type Row = {
  id: number
  attendeeName: string
  email: string
  ticketTypeName?: string | null
  status: string
  checkedInAt?: string | null
}

const STATUS: Record<string, string> = {
  valid: 'Gültig',
  unpaid: 'Nicht bezahlt',
  cancelled: 'Storniert',
}
// The salon's time, whatever zone the owner's browser is in.
const clock = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
})

/**
 * Under an event in the admin: who comes (with check-in), the CSV, „Teilnehmer benachrichtigen“
 * and „Veranstaltung kopieren“. Read through the REST API with the owner's session.
 */
export function AttendeePanel() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [rows, setRows] = useState<Row[] | null>(null)
  useEffect(() => {
    if (!id) return
    const query = `where[event][equals]=${id}&limit=1000&depth=0&sort=attendeeName`
    void fetch(`/api/event-tickets?${query}`, { credentials: 'include' })
      .then((response) => response.json())
      .then((body: { docs?: Row[] }) => setRows(body.docs ?? []))
      .catch(() => setRows([]))
  }, [id])
  if (!id) return <p>Teilnehmer erscheinen hier, sobald die Veranstaltung gespeichert ist.</p>

  const copy = async () => {
    const response = await fetch(`/api/events/${id}/copy`, {
      method: 'POST',
      credentials: 'include',
    })
    const body = (await response.json()) as { id?: number; message?: string }
    if (!response.ok || !body.id) return toast.error(body.message ?? 'Kopieren hat nicht geklappt.')
    toast.success('Kopie angelegt (noch nicht auf der Website).')
    router.push(`/admin/collections/events/${body.id}`)
  }

  const active = (rows ?? []).filter((row) => row.status !== 'cancelled')
  return (
    <section aria-labelledby="attendees-heading" style={{ marginBlock: '2rem' }}>
      <h3 id="attendees-heading">Teilnehmer</h3>
      {rows === null ? (
        <p>Teilnehmer werden geladen …</p>
      ) : (
        <>
          <p>
            {active.length} gültige Karte(n), davon {active.filter((row) => row.checkedInAt).length}{' '}
            eingecheckt.{' '}
            <a href={`/api/event-tickets/export.csv?event=${id}`} download>
              Teilnehmerliste als CSV
            </a>
          </p>
          {rows.length > 0 && (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-Mail</th>
                  <th scope="col">Kartenart</th>
                  <th scope="col">Status</th>
                  <th scope="col">Eingecheckt</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <a href={`/admin/collections/event-tickets/${row.id}`}>{row.attendeeName}</a>
                    </td>
                    <td>{row.email}</td>
                    <td>{row.ticketTypeName}</td>
                    <td>{STATUS[row.status] ?? row.status}</td>
                    <td>{row.checkedInAt ? clock.format(new Date(row.checkedInAt)) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <NotifyForm eventId={id} />
      <p>
        <a href="/admin/einlass">Einlass (Karten prüfen)</a>
      </p>
      <Button buttonStyle="secondary" size="medium" onClick={() => void copy()}>
        Veranstaltung kopieren
      </Button>
    </section>
  )
}
