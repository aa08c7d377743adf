import type { ChecklistItem } from './checklist.server'
import styles from './Overview.module.css'

/** The first-run checklist; shown until every item has ticked itself. */
export function Checklist({ items, open }: { items: ChecklistItem[]; open: number }) {
  return (
    <section className={styles.card} aria-labelledby="checklist-title" data-checklist>
      <h2 id="checklist-title">
        Erste Schritte: noch {open} von {items.length} offen
      </h2>
      <ol className={styles.checklist}>
        {items.map((item) => (
          <li key={item.key} data-done={item.done} data-item={item.key}>
            <span className={styles.tick} aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            <span className={styles.srOnly}>{item.done ? 'Erledigt: ' : 'Offen: '}</span>
            <a href={item.href}>{item.label}</a>
            {!item.done && item.details.length > 0 && (
              <ul className={styles.details}>
                {item.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
