import styles from './Overview.module.css'

type Props = {
  appointments: Awaited<ReturnType<typeof import('./appointmentsCard.server').appointmentsCard>>
}

const clock = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
})

/** The chair's day: today's appointments, tomorrow's count, requests to answer, no-shows. */
export function AppointmentsCard({ appointments }: Props) {
  return (
    <section className={styles.card} aria-labelledby="appointments-title" data-appointments>
      <h2 id="appointments-title">Termine</h2>
      <p>
        <strong data-appointments-today>{appointments.todayTotal}</strong> heute,{' '}
        <strong data-appointments-tomorrow>{appointments.tomorrow}</strong> morgen
      </p>
      {appointments.today.length > 0 && (
        <ul className={styles.list}>
          {appointments.today.map((item) => (
            <li key={item.id}>
              <a href={`/admin/collections/appointments/${item.id}`}>
                {clock.format(new Date(item.start))} {item.name}
              </a>
              {item.staff && <span className={styles.muted}> bei {item.staff}</span>}
              {item.requested && <span className={styles.muted}> (Anfrage)</span>}
            </li>
          ))}
        </ul>
      )}
      <ul className={styles.list}>
        <li>
          <a href="/admin/collections/appointments?where[status][equals]=requested">
            <strong data-appointments-requests>{appointments.requests}</strong>{' '}
            {appointments.requests === 1 ? 'Anfrage' : 'Anfragen'} zu bestätigen
          </a>
        </li>
        <li>
          <a href="/admin/collections/appointments?where[status][equals]=noShow">
            <strong>{appointments.noShows}</strong> nicht erschienen in diesem Monat
          </a>
        </li>
      </ul>
      <a href="/admin/kalender">Zum Kalender</a>
    </section>
  )
}
