import type { Event, EventTicket } from '@/payload-types'

import { EVENT_PATHS } from '../eventPaths'
import { canCancel, cancelDeadline } from '../eventRules'
import { eventWhen } from '../eventText'
import { formatTicketCode } from '../tickets/ticketCodes'
import styles from './Events.module.css'
import { clock } from '@/lib/clock'

const STATUS: Record<string, string> = {
  valid: 'Gültig',
  unpaid: 'Gültig, sobald bezahlt',
  cancelled: 'Storniert',
}
const deadlineFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'full',
  timeStyle: 'short',
})

/**
 * A booking's page (the link in the mail): every ticket with its QR code and code, the PDF, and
 * cancelling within the owner's window. Personal: rendered per request, never cached.
 */
export function BookingTickets({
  bookingKey,
  event,
  tickets,
  qrCodes,
  cancelledNow,
}: {
  bookingKey: string
  event: Event
  tickets: EventTicket[]
  qrCodes: Map<number, string>
  cancelledNow: number
}) {
  const open = tickets.filter((ticket) => ticket.status !== 'cancelled')
  const orderNumber = tickets.find((ticket) => ticket.orderNumber)?.orderNumber ?? null
  const cancellable =
    !orderNumber && canCancel(event, clock.now()) && open.some((ticket) => !ticket.checkedInAt)
  return (
    <article className={styles.detail}>
      <h1 className="page-title">Ihre Karten</h1>
      {cancelledNow > 0 && (
        <p className={styles.notice} role="status">
          {cancelledNow === 1
            ? 'Die Karte ist storniert.'
            : `${cancelledNow} Karten sind storniert.`}{' '}
          Der Platz ist wieder frei.
        </p>
      )}
      <p>
        <a href={EVENT_PATHS.detail(event.slug ?? '')}>{event.title}</a>
        <br />
        {eventWhen(event.start, event.end)}
      </p>
      <ul className={styles.tickets}>
        {tickets.map((ticket) => (
          <li key={ticket.id} className={styles.ticket}>
            {ticket.status !== 'cancelled' ? (
              <span
                role="img"
                aria-label={`QR-Code der Karte für ${ticket.attendeeName}`}
                dangerouslySetInnerHTML={{ __html: qrCodes.get(ticket.id) ?? '' }}
              />
            ) : (
              <span />
            )}
            <div>
              <p>
                <strong>{ticket.attendeeName}</strong> · {ticket.ticketTypeName}
              </p>
              <p className={styles.code}>{formatTicketCode(ticket.code ?? '')}</p>
              <p>{STATUS[ticket.status] ?? ticket.status}</p>
            </div>
          </li>
        ))}
      </ul>
      {open.length > 0 && (
        <p>
          <a className="button" href={EVENT_PATHS.bookingPdf(bookingKey)} download>
            Karten als PDF
          </a>
        </p>
      )}
      {cancellable ? (
        <form method="post" action={EVENT_PATHS.cancel} className={styles.form}>
          <h2>Stornieren</h2>
          <p>
            Möglich bis {deadlineFormat.format(cancelDeadline(event))} Uhr. Der Platz geht an die
            Warteliste.
          </p>
          <input type="hidden" name="key" value={bookingKey} />
          {open.length > 1 && (
            <fieldset className={styles.names}>
              <legend>Welche Karten? (keine Auswahl: alle)</legend>
              {open.map((ticket) => (
                <label key={ticket.id} className={styles.check}>
                  <input type="checkbox" name="ticket" value={ticket.id} />
                  <span>{ticket.attendeeName}</span>
                </label>
              ))}
            </fieldset>
          )}
          <button className="button button-secondary" type="submit">
            {open.length > 1 ? 'Karten stornieren' : 'Karte stornieren'}
          </button>
        </form>
      ) : (
        open.length > 0 && (
          <p>
            {orderNumber
              ? `Diese Karten gehören zu Ihrer Bestellung ${orderNumber}. Zum Stornieren wenden Sie sich bitte an uns.`
              : 'Stornieren ist über die Website nicht mehr möglich. Bitte wenden Sie sich direkt an uns.'}
          </p>
        )
      )}
    </article>
  )
}
