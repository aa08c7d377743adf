import { type DayCounts, stackedBars, totals } from './consentChart'
import styles from './Overview.module.css'

const WIDTH = 300
const HEIGHT = 80
const LABELS = { accepted: 'Alle akzeptiert', custom: 'Auswahl', refused: 'Alle abgelehnt' }

/** Thirty stacked columns as inline SVG, with the totals as text for everyone. */
export function ConsentChart({ days }: { days: DayCounts[] }) {
  const sums = totals(days)
  const summary =
    sums.all === 0
      ? 'Noch keine Entscheidungen in den letzten 30 Tagen.'
      : `${sums.all} Entscheidungen: ${sums.shares.accepted} % alle akzeptiert, ${sums.shares.custom} % Auswahl, ${sums.shares.refused} % alle abgelehnt.`
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className={styles.axis} />
        {stackedBars(days, WIDTH, HEIGHT).map((bar) => (
          <rect
            key={`${bar.x}-${bar.decision}`}
            x={bar.x.toFixed(2)}
            y={bar.y.toFixed(2)}
            width={bar.width.toFixed(2)}
            height={bar.height.toFixed(2)}
            className={styles[bar.decision]}
          />
        ))}
      </svg>
      <figcaption>
        <ul className={styles.legend} data-consent-totals>
          {(['accepted', 'custom', 'refused'] as const).map((decision) => (
            <li key={decision}>
              <span className={`${styles.swatch} ${styles[decision]}`} aria-hidden="true" />
              {LABELS[decision]}: <span data-decision={decision}>{sums.counts[decision]}</span> (
              {sums.shares[decision]} %)
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
