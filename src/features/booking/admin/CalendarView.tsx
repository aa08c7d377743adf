import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewProps } from 'payload'

import { hasRole, staffOf } from '@/lib/access'
import { addDays } from '@/lib/berlinTime'

import { APPOINTMENT_STATUSES } from '../appointmentStatus'
import { timeText } from '../bookingChoice'
import { depositWords } from '../deposits/deposit'
import { calendarData, type CalendarColumn, type CalendarData } from './calendarData.server'
import styles from './Calendar.module.css'

const STEP = 15
const dayTitle = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

const row = (data: CalendarData, minute: number) => Math.floor((minute - data.first) / STEP) + 2

function Column({ column, data }: { column: CalendarColumn; data: CalendarData }) {
  return (
    <div
      className={styles.column}
      style={{
        gridRow: `2 / ${row(data, data.last)}`,
        gridTemplateRows: `repeat(${(data.last - data.first) / STEP}, 1.5rem)`,
      }}
    >
      {column.working.map((span) => (
        <div
          key={`w-${span.from}`}
          className={styles.working}
          style={{
            gridColumn: 1,
            gridRow: `${row(data, span.from) - 1} / ${row(data, span.to) - 1}`,
          }}
          aria-hidden="true"
        />
      ))}
      {column.appointments.map(({ appointment, from, to, services }) => {
        const kind =
          appointment.kind === 'blocked'
            ? styles.blocked
            : appointment.status === 'requested'
              ? styles.requested
              : appointment.status === 'noShow'
                ? styles.noShow
                : appointment.status === 'awaitingDeposit'
                  ? styles.awaitingDeposit
                  : ''
        const status = APPOINTMENT_STATUSES.find(
          (entry) => entry.value === appointment.status,
        )?.label
        const who =
          appointment.kind === 'blocked'
            ? `Blockiert${appointment.note ? `: ${appointment.note}` : ''}`
            : appointment.customerName
        return (
          <a
            key={appointment.id}
            href={`/admin/collections/appointments/${appointment.id}`}
            className={`${styles.block} ${kind}`}
            style={{
              gridColumn: 1,
              gridRow: `${row(data, from) - 1} / ${Math.max(row(data, to) - 1, row(data, from))}`,
            }}
          >
            <strong>
              {timeText(from)}–{timeText(to)} {who}
            </strong>
            {services.length > 0 && <div>{services.join(', ')}</div>}
            {appointment.customerPhone && <div>{appointment.customerPhone}</div>}
            {appointment.kind !== 'blocked' && status !== 'Bestätigt' && <div>{status}</div>}
            {depositWords(appointment) && <div data-deposit>{depositWords(appointment)}</div>}
            {appointment.kind !== 'blocked' && appointment.note && (
              <div>Notiz: {appointment.note}</div>
            )}
          </a>
        )
      })}
    </div>
  )
}

function Toolbar({ data }: { data: CalendarData }) {
  const step = data.mode === 'week' ? 7 : 1
  const link = (changes: Record<string, string>) => {
    const params = new URLSearchParams({
      tag: data.date,
      ...(data.mode === 'week' ? { ansicht: 'woche' } : {}),
      ...(data.selectedStaff && data.mode === 'week'
        ? { mitarbeiterin: String(data.selectedStaff.id) }
        : {}),
      ...changes,
    })
    if (params.get('ansicht') === 'tag') params.delete('ansicht')
    return `/admin/kalender?${params.toString()}`
  }
  return (
    <nav className={styles.toolbar} aria-label="Kalender">
      <a href={link({ tag: addDays(data.date, -step) })}>
        ← {data.mode === 'week' ? 'Vorige Woche' : 'Vortag'}
      </a>
      <a href={link({ tag: data.today })}>Heute</a>
      <a href={link({ tag: addDays(data.date, step) })}>
        {data.mode === 'week' ? 'Nächste Woche' : 'Folgetag'} →
      </a>
      <a
        href={link({ ansicht: 'tag' })}
        {...(data.mode === 'day' ? { 'aria-current': 'page' as const } : {})}
      >
        Tag (alle)
      </a>
      {data.staff.map((member) => (
        <a
          key={member.id}
          href={link({ ansicht: 'woche', mitarbeiterin: String(member.id) })}
          {...(data.mode === 'week' && data.selectedStaff?.id === member.id
            ? { 'aria-current': 'page' as const }
            : {})}
        >
          Woche {member.name}
        </a>
      ))}
      <a
        className="btn btn--style-primary btn--size-small"
        href="/admin/collections/appointments/create"
      >
        Neuer Termin / Zeit blockieren
      </a>
    </nav>
  )
}

/** /admin/kalender: the day (one column per staff member) or one staff member's week. */
export async function CalendarView({ initPageResult, params, searchParams }: AdminViewProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = staffOf(req)
  const allowed = hasRole(user, 'admin') || hasRole(user, 'editor')
  const data = allowed
    ? await calendarData(req.payload, (searchParams ?? {}) as Record<string, string>)
    : null
  const hours = data
    ? Array.from({ length: (data.last - data.first) / 60 }, (_, index) => data.first + index * 60)
    : []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <main className={styles.calendar}>
        <Gutter>
          <h1>Kalender</h1>
          {!data ? (
            <p>Sie haben keine Berechtigung für den Kalender.</p>
          ) : (
            <>
              <p>
                {data.mode === 'week'
                  ? `Woche ab ${dayTitle.format(new Date(`${addDays(data.date, -((new Date(`${data.date}T12:00:00Z`).getUTCDay() + 6) % 7))}T12:00:00Z`))}${data.selectedStaff ? ` · ${data.selectedStaff.name}` : ''}`
                  : dayTitle.format(new Date(`${data.date}T12:00:00Z`))}
              </p>
              <Toolbar data={data} />
              <p className={styles.legend}>
                Gestreift: nicht im Dienst (Arbeitszeit, Abwesenheit, Sondertag). Gelb: Anfrage,
                gestrichelt: Anzahlung ausstehend (die Zeit ist gehalten, höchstens 15 Minuten),
                grau: blockiert, rot: nicht erschienen. Ein Termin öffnet sich zum Verlegen oder
                Absagen.
              </p>
              <div className={styles.scroller}>
                <div
                  className={styles.grid}
                  style={{
                    gridTemplateColumns: `3.5rem repeat(${data.columns.length}, minmax(11rem, 1fr))`,
                    gridTemplateRows: `auto repeat(${(data.last - data.first) / STEP}, 1.5rem)`,
                  }}
                >
                  <div className={styles.head} style={{ gridColumn: 1, gridRow: 1 }} />
                  {data.columns.map((column, index) => (
                    <div
                      key={`h-${column.key}`}
                      className={styles.head}
                      style={{ gridColumn: index + 2, gridRow: 1 }}
                    >
                      {column.heading}
                    </div>
                  ))}
                  {hours.map((minute) => (
                    <div
                      key={minute}
                      className={styles.hour}
                      style={{ gridColumn: 1, gridRow: `${row(data, minute)} / span 4` }}
                    >
                      {timeText(minute)}
                    </div>
                  ))}
                  {data.columns.map((column, index) => (
                    <div
                      key={column.key}
                      style={{
                        gridColumn: index + 2,
                        gridRow: `2 / ${row(data, data.last)}`,
                        display: 'grid',
                      }}
                    >
                      <Column column={column} data={data} />
                    </div>
                  ))}
                </div>
              </div>
            </>
          )}
        </Gutter>
      </main>
    </DefaultTemplate>
  )
}
