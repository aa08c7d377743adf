'use client'

import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { depositOnCancel } from '../deposits/deposit'
import type { StrandedAppointment } from '../slots/outsideHours'
import { CancelAction, MoveAction, tellsCustomer } from './AppointmentChanges.client'

const when = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const until = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
})

const titleOf = (count: number) =>
  count === 1
    ? '1 gebuchter Termin liegt außerhalb der Öffnungszeiten'
    : `${count} gebuchte Termine liegen außerhalb der Öffnungszeiten`

/** A second notice of the same appointments within this time is the same save's. */
const NOTICE_AGAIN_MS = 5_000
/**
 * How long the warning stays (Payload's toasts go after 4 s): long enough to be read beside the
 * save's own message on a phone; the list itself stays on the page.
 */
const NOTICE_MS = 12_000

type Answer = { appointments: StrandedAppointment[]; complete: boolean }

async function load(staffId: string | number | undefined): Promise<Answer | null> {
  const query = staffId ? `?mitarbeiterin=${staffId}` : ''
  const response = await fetch(`/api/appointments/outside-hours${query}`, {
    credentials: 'include',
    cache: 'no-store',
  }).catch(() => null)
  return response?.ok ? ((await response.json()) as Answer) : null
}

/**
 * Under the opening hours and a staff member's hours: the booked appointments that the hours, as
 * saved, no longer cover (a closed day, a vacation, shorter hours, her absence), read again after
 * every save, each with „Verlegen“ (the free times under the new hours) and „Absagen“ (with the
 * mail to the customer). Saving a closed day never leaves a customer booked without the owner
 * being told.
 */
export function OutsideHours() {
  const { id, collectionSlug, savedDocumentData } = useDocumentInfo()
  // The stored document's own time: it moves with a save only (Payload's lastUpdateTime moves
  // with the document lock as well, when the page opens).
  const savedAt =
    typeof savedDocumentData?.updatedAt === 'string' ? savedDocumentData.updatedAt : ''
  const staffId = collectionSlug ? id : undefined
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [openedAt] = useState(savedAt)
  const [announced, setAnnounced] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const lastNotice = useRef({ ids: '', at: -Infinity })
  const refresh = useCallback(
    (afterSave = false) => {
      void load(staffId).then((next) => {
        setAnswer(next)
        // After a save she is further down the form, where she changed the hours: the save's
        // own „Erfolgreich aktualisiert.“ must not be all she learns. Named beside it, and shown.
        const count = next?.appointments.length ?? 0
        if (!afterSave || count === 0) return
        // The same appointments are announced once, however often the list is read again.
        const ids = next!.appointments.map((item) => item.id).join(',')
        const now = performance.now()
        if (lastNotice.current.ids === ids && now - lastNotice.current.at < NOTICE_AGAIN_MS) return
        lastNotice.current = { ids, at: now }
        toast.warning(`${titleOf(count)}: Bitte verlegen oder absagen.`, { duration: NOTICE_MS })
        setAnnounced((times) => times + 1)
      })
    },
    [staffId],
  )
  useEffect(() => {
    if (collectionSlug && !id) return
    refresh(savedAt !== openedAt)
  }, [refresh, savedAt, openedAt, collectionSlug, id])
  useEffect(() => {
    if (announced === 0) return
    heading.current?.scrollIntoView({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [announced])
  const found = answer?.appointments ?? []
  if (found.length === 0) return null
  return (
    <section
      className="field-type"
      data-outside-hours
      aria-labelledby="outside-hours-title"
      style={{
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-50)',
        borderRadius: 'var(--style-radius-m)',
        padding: '1rem',
        marginBottom: '1.5rem',
      }}
    >
      <h3
        id="outside-hours-title"
        ref={heading}
        tabIndex={-1}
        style={{ marginTop: 0, scrollMarginTop: '8rem' }}
      >
        {titleOf(found.length)}
      </h3>
      <p>
        Die Kundinnen wissen davon noch nichts. Bitte jeden Termin verlegen oder absagen; beides
        schickt ihr eine E-Mail. Einen Termin, den Sie bewusst außerhalb gelegt haben, können Sie so
        lassen.
        {!answer?.complete && ' Es werden nur die nächsten 500 Termine geprüft.'}
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
        {found.map((appointment) => (
          <StrandedRow key={appointment.id} appointment={appointment} onDone={() => refresh()} />
        ))}
      </ul>
    </section>
  )
}

function StrandedRow({
  appointment,
  onDone,
}: {
  appointment: StrandedAppointment
  onDone: () => void
}) {
  const [open, setOpen] = useState(false)
  const ids = useId()
  const tells = tellsCustomer(appointment.customerEmail)
  const label = `${when.format(new Date(appointment.start))}–${until.format(new Date(appointment.end))} Uhr`
  return (
    <li data-stranded={appointment.id} aria-labelledby={`${ids}-title`}>
      <p id={`${ids}-title`} style={{ margin: 0 }}>
        <strong>{label}</strong>{' '}
        <a href={`/admin/collections/appointments/${appointment.id}`}>
          {appointment.customerName || 'ohne Namen'}
        </a>
        {appointment.services && `, ${appointment.services}`}, bei {appointment.staff}
      </p>
      <p style={{ margin: '0.25rem 0' }}>{appointment.reason}</p>
      {!open ? (
        <Button type="button" size="small" buttonStyle="secondary" onClick={() => setOpen(true)}>
          Verlegen oder absagen …
        </Button>
      ) : (
        <div style={{ display: 'grid', gap: '1rem', marginTop: '0.5rem' }}>
          <MoveAction id={appointment.id} start={appointment.start} tells={tells} onDone={onDone} />
          <CancelAction
            id={appointment.id}
            tells={tells}
            onDone={onDone}
            deposit={depositOnCancel(appointment, 'owner')}
          />
        </div>
      )}
    </li>
  )
}
