import { serializeJsonLd } from '@/lib/jsonLd'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'

import type { EventView } from '../eventData.server'
import { eventJsonLd } from '../eventJsonLd'
import { EVENT_PATHS } from '../eventPaths'
import { eventWhen } from '../eventText'
import { EventBadge } from './EventList'
import styles from './Events.module.css'
import { TicketForms } from './TicketForms'

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)

/** /veranstaltungen/<slug>: what, when, where (with a map link), the calendar file and the tickets. */
export function EventDetail({
  view,
  siteUrl,
  imageUrl,
  privacyPath,
  viaShop,
}: {
  view: EventView
  siteUrl: string
  imageUrl: string | null
  privacyPath: string
  /** Tickets with a price go into the shop's cart (else: reserved, paid on site). */
  viaShop: boolean
}) {
  const { event, place } = view
  const pageUrl = `${siteUrl}${EVENT_PATHS.detail(event.slug ?? '')}`
  const where = [place.name, place.address].filter(Boolean).join(', ')
  return (
    <article className={styles.detail}>
      <p>
        <a href={EVENT_PATHS.list}>← Alle Veranstaltungen</a>
      </p>
      <h1 className="page-title">{event.title}</h1>
      <EventBadge view={view} />
      {view.picture && (
        <div className={styles.hero}>
          <ResponsiveImage media={view.picture} sizes="(max-width: 800px) 100vw, 48rem" priority />
        </div>
      )}
      <dl className={styles.facts}>
        <dt>Wann</dt>
        <dd>
          <time dateTime={event.start}>{eventWhen(event.start, event.end)}</time>
        </dd>
        <dt>Wo</dt>
        <dd>
          {where}
          {place.address && (
            <>
              {' '}
              (
              <a
                href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(place.address)}`}
                rel="noopener"
              >
                Karte
              </a>
              )
            </>
          )}
        </dd>
        <dt>Veranstalter</dt>
        <dd>{view.organiser}</dd>
      </dl>
      <p className={styles.actions}>
        <a
          className="button button-secondary"
          href={EVENT_PATHS.calendar(event.slug ?? '')}
          download
        >
          In den Kalender
        </a>
      </p>
      {paragraphs(event.description ?? event.summary ?? '').map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      {view.past ? (
        <p className={styles.notice}>Diese Veranstaltung hat bereits stattgefunden.</p>
      ) : (
        <TicketForms
          eventId={event.id}
          types={view.types}
          privacyPath={privacyPath}
          noWithdrawal={Boolean(event.noWithdrawal)}
          viaShop={viaShop}
        />
      )}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(eventJsonLd(view, siteUrl, pageUrl, imageUrl)),
        }}
      />
    </article>
  )
}
