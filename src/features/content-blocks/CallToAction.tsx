import type { CallToActionBlock } from '@/payload-types'

import styles from './blocks.module.css'
import { Buttons } from './Hero'

export function CallToAction({ block }: { block: CallToActionBlock }) {
  return (
    <section id={block.anchor ?? undefined} className={styles.cta}>
      <h2>{block.heading}</h2>
      {block.text && <p>{block.text}</p>}
      <Buttons buttons={block.buttons} />
    </section>
  )
}
