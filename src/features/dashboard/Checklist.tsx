import type { ChecklistItem } from './checklist.server'
import styles from './Overview.module.css'

/**
 * The first-run checklist; shown until every item has ticked itself. It stands below the day's
 * business and folds away to its heading, so it never pushes the cards off the first screen.
 */
export function Checklist({ items, open }: { items: ChecklistItem[]; open: number }) {
  return (
    <section className={styles.card} aria-labelledby="checklist-title" data-checklist>
      <details open>
        <summary className={styles.summary}>
          <h2 id="checklist-title">
            Erste Schritte: noch {open} von {items.length} offen
          </h2>
        </summary>
        <ChecklistItems items={items} />
      </details>
    </section>
  )
}

function ChecklistItems({ items }: { items: ChecklistItem[] }) {
  return (
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
  )
}
