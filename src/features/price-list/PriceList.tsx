import { formatDuration, formatPrice } from '@/lib/format'
import type { PriceListBlock } from '@/payload-types'

import styles from './PriceList.module.css'

export function PriceList({ block }: { block: PriceListBlock }) {
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
