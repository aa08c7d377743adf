import { formatPrice } from '@/lib/format'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'

import type { EventView } from '../eventData.server'
import { EVENT_PATHS } from '../eventPaths'
import { eventWhen, placesText, priceRangeText } from '../eventText'
import styles from './Events.module.css'

/** The state a visitor reads first on a card and the detail page. */
export function EventBadge({ view }: { view: EventView }) {
  const { event } = view
  if (event.status === 'cancelled')
    return (
      <span className={styles.badge} data-state="cancelled">
        Abgesagt
      </span>
    )
  if (view.past) return null
  return (
    <span className={styles.badge} data-state={view.left > 0 ? 'open' : 'full'}>
      {event.status === 'postponed' ? 'Verschoben · ' : ''}
      {placesText(view.left)}
    </span>
  )
}

function EventCard({ view, priority }: { view: EventView; priority: boolean }) {
  const { event } = view
  const prices = priceRangeText(
    view.types.map((type) => type.priceCents),
    (cents) => formatPrice(cents),
  )
  return (
    <li className={styles.card}>
      {view.picture ? (
        <ResponsiveImage
          media={view.picture}
          sizes="(max-width: 640px) 100vw, 22rem"
          priority={priority}
          decorative
        />
      ) : (
        <span />
      )}
      <div className={styles.cardBody}>
        <h2>
          <a href={EVENT_PATHS.detail(event.slug ?? '')}>{event.title}</a>
        </h2>
        <p className={styles.meta}>
          <time dateTime={event.start}>{eventWhen(event.start, event.end)}</time>
        </p>
        <p className={styles.meta}>{view.place.name}</p>
        {prices && <p className={styles.meta}>Preis: {prices}</p>}
        {event.summary && <p>{event.summary}</p>}
        <EventBadge view={view} />
      </div>
    </li>
  )
}

/** /veranstaltungen and /veranstaltungen/vergangen: upcoming and past events as two tabs. */
export function EventList({ views, past }: { views: EventView[]; past: boolean }) {
  return (
    <article className={styles.events}>
      <h1 className="page-title">Veranstaltungen</h1>
      <nav aria-label="Zeitraum">
        <ul className={styles.tabs}>
          <li>
            <a href={EVENT_PATHS.list} aria-current={past ? undefined : 'page'}>
              Kommende
            </a>
          </li>
          <li>
            <a href={EVENT_PATHS.past} aria-current={past ? 'page' : undefined}>
              Vergangene
            </a>
          </li>
        </ul>
      </nav>
      {views.length === 0 ? (
        <p>
          {past
            ? 'Noch keine vergangenen Veranstaltungen.'
            : 'Zurzeit sind keine Veranstaltungen geplant. Schauen Sie bald wieder vorbei.'}
        </p>
      ) : (
        <ul className={styles.list}>
          {views.map((view, index) => (
            // Only the first card's picture is preloaded: the second would share its bandwidth.
            <EventCard key={view.event.id} view={view} priority={index === 0} />
          ))}
        </ul>
      )}
    </article>
  )
}
