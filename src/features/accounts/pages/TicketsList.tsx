import styles from '../Account.module.css'

/** One event ticket as „Mein Konto“ shows it; the page maps the events feature's tickets. */
export type TicketRow = {
  id: number
  event: string
  eventHref: string
  when: string
  /** The event's start (ISO), for the order of coming events. */
  start: string
  attendee: string
  code: string
  status: string
  /** The QR code (SVG) to show at the door; null for a cancelled ticket. */
  qrSvg: string | null
  upcoming: boolean
}

/** The coming ticket whose event starts first, for the overview. */
export const nextTicket = (rows: TicketRow[]) =>
  rows
    .filter((row) => row.upcoming && row.qrSvg)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0]

/** „Meine Karten“: tickets booked with her address, coming ones first, each with its QR code. */
export function TicketsList({ rows }: { rows: TicketRow[] }) {
  if (rows.length === 0)
    return (
      <p>
        Keine Karten mit Ihrer E-Mail-Adresse. <a href="/veranstaltungen">Veranstaltungen</a>
      </p>
    )
  const list = (title: string, items: TicketRow[]) =>
    items.length > 0 && (
      <section aria-label={title}>
        <h2>{title}</h2>
        <ul className={styles.tickets}>
          {items.map((row) => (
            <li key={row.id}>
              {row.qrSvg && (
                <span
                  role="img"
                  aria-label={`QR-Code der Karte für ${row.attendee}`}
                  className={styles.qr}
                  dangerouslySetInnerHTML={{ __html: row.qrSvg }}
                />
              )}
              <p>
                <a href={row.eventHref}>{row.event}</a>, {row.when}
                <br />
                {row.attendee} · Code <code>{row.code}</code> · {row.status}
              </p>
            </li>
          ))}
        </ul>
      </section>
    )
  return (
    <>
      <p>Den Link zum Stornieren finden Sie in der Mail mit Ihren Karten.</p>
      {list(
        'Kommende Veranstaltungen',
        rows.filter((row) => row.upcoming),
      )}
      {list(
        'Vergangene Veranstaltungen',
        rows.filter((row) => !row.upcoming),
      )}
    </>
  )
}
