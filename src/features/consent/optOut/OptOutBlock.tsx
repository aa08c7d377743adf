import type { AnalyticsOptOutBlock, SiteSetting } from '@/payload-types'

import styles from './OptOutBlock.module.css'
import { OptOutLink } from './OptOutLink'

/** The opt-out link as a page block, for the Datenschutz page. */
export function OptOutBlock({
  block,
  settings,
}: {
  block: AnalyticsOptOutBlock
  settings: SiteSetting
}) {
  const id = settings.analyticsMeasurementId
  return (
    <section className={`prose ${styles.block}`}>
      {block.text && <p>{block.text}</p>}
      {id ? (
        <OptOutLink measurementId={id} label={block.label ?? 'Google Analytics deaktivieren'} />
      ) : (
        <p>Auf dieser Website ist derzeit kein Analysedienst eingerichtet.</p>
      )}
    </section>
  )
}
