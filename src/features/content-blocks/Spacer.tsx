import type { SpacerBlock } from '@/payload-types'

import styles from './blocks.module.css'

export function Spacer({ block }: { block: SpacerBlock }) {
  const className = `${styles.spacer} ${styles[`spacer-${block.size ?? 'medium'}`]}`
  return block.divider ? (
    <hr className={className} />
  ) : (
    <div className={className} aria-hidden="true" />
  )
}
