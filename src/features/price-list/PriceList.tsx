import { formatDuration, formatPrice } from '@/lib/format'
import type { PriceListBlock } from '@/payload-types'

import styles from './PriceList.module.css'

/** The booking's first step (CONTRACTS.md: /termin); `leistung` chooses the service. */
const BOOKING_START = '/termin'

type Props = {
  block: PriceListBlock
  /** A row named like a service bookable online links to it (features/booking). */
  bookableServices?: () => Promise<(name: string) => number | null>
}

export async function PriceList({ block, bookableServices }: Props) {
  const bookableService = bookableServices ? await bookableServices() : () => null
  return (
    <section id={block.anchor ?? undefined} className={styles.priceList}>
      {block.heading && <h2>{block.heading}</h2>}
      <div className={styles.groups}>
        {(block.groups ?? []).map((group) => (
          <section
            key={group.id}
            id={group.anchor ?? undefined}
            className={`${styles.group} reveal`}
            aria-labelledby={`pl-${group.id}`}
          >
            <h3 id={`pl-${group.id}`}>{group.title}</h3>
            <dl className={styles.services}>
              {(group.services ?? []).map((service) => (
                <div key={service.id} className={styles.service}>
                  <dt>
                    <span className={styles.name}>{service.name}</span>
                    {service.description && (
                      <span className={styles.description}>{service.description}</span>
                    )}
                  </dt>
                  <dd>
                    <span className={styles.price}>
                      {formatPrice(service.priceCents, Boolean(service.from))}
                    </span>
                    {service.durationMinutes ? (
                      <span className={styles.duration}>
                        {formatDuration(service.durationMinutes)}
                      </span>
                    ) : null}
                    <BookLink id={bookableService(service.name)} name={service.name} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      {block.note && <p className={styles.note}>{block.note}</p>}
    </section>
  )
}

function BookLink({ id, name }: { id: number | null; name: string }) {
  if (id === null) return null
  return (
    <a
      className={styles.book}
      href={`${BOOKING_START}?leistung=${id}`}
      aria-label={`Termin buchen: ${name}`}
    >
      Termin buchen
    </a>
  )
}
