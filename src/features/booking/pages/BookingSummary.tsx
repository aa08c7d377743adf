import { formatPrice } from '@/lib/format'

import { choiceUrl, timeText, type BookingChoice } from '../bookingChoice'
import type { BookingPageData } from './bookingPage.server'
import { dayText } from '../bookingText'
import styles from './Booking.module.css'

/** „Ihre Auswahl“: visible at every step, each part with a link back to change it. */
export function BookingSummary({ data }: { data: BookingPageData }) {
  const { choice, chosen, staffOptions } = data
  if (chosen.length === 0) return null
  const minutes = chosen.reduce((sum, service) => sum + service.durationMinutes, 0)
  const cents = chosen.reduce((sum, service) => sum + (service.priceCents ?? 0), 0)
  const from = chosen.some((service) => service.from)
  const staff =
    choice.staff === 'any'
      ? 'Egal – nächster freier Termin'
      : staffOptions.find((member) => member.id === choice.staff)?.name
  const back = (part: Partial<BookingChoice>) => choiceUrl({ ...choice, ...part })
  return (
    <aside className={styles.summary} aria-labelledby="booking-summary">
      <h2 id="booking-summary">Ihre Auswahl</h2>
      <dl>
        <dt>Leistungen</dt>
        <dd>
          {chosen.map((service) => service.name).join(', ')}{' '}
          <a href={back({ services: [], staff: undefined, date: undefined, minute: undefined })}>
            ändern
          </a>
        </dd>
        <dt>Dauer</dt>
        <dd>etwa {minutes} Minuten</dd>
        <dt>Preis</dt>
        <dd>{formatPrice(cents, from)}</dd>
        {staff && (
          <>
            <dt>Bei</dt>
            <dd>
              {staff}{' '}
              <a href={back({ staff: undefined, date: undefined, minute: undefined })}>ändern</a>
            </dd>
          </>
        )}
        {choice.date && (
          <>
            <dt>Tag</dt>
            <dd>
              <time dateTime={choice.date}>{dayText(choice.date)}</time>{' '}
              <a href={back({ date: undefined, minute: undefined })}>ändern</a>
            </dd>
          </>
        )}
        {choice.minute !== undefined && (
          <>
            <dt>Uhrzeit</dt>
            <dd>
              <time dateTime={timeText(choice.minute)}>{timeText(choice.minute)} Uhr</time>{' '}
              <a href={back({ minute: undefined })}>ändern</a>
            </dd>
          </>
        )}
      </dl>
    </aside>
  )
}
