import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { SiteLink } from '@/lib/ui/SiteLink'
import type { HeroBlock } from '@/payload-types'

import styles from './blocks.module.css'

export function Hero({
  block,
  index,
  priority,
}: {
  block: HeroBlock
  index: number
  priority: boolean
}) {
  const withImage = block.background === 'image' && block.image && typeof block.image === 'object'
  const Heading = index === 0 ? 'h1' : 'h2'
  return (
    <section
      className={`${styles.hero} ${withImage ? styles.heroImage : styles[`tone-${block.tone ?? 'primary'}`]}`}
    >
      {withImage && (
        <ResponsiveImage
          media={block.image}
          sizes="100vw"
          priority={priority}
          className={styles.heroMedia}
          decorative
        />
      )}
      <div className={styles.heroContent}>
        <Heading className={styles.heroHeading}>{block.heading}</Heading>
        {block.text && <p className={styles.heroText}>{block.text}</p>}
        <Buttons buttons={block.buttons} />
      </div>
    </section>
  )
}

export function Buttons({ buttons }: { buttons: HeroBlock['buttons'] }) {
  if (!buttons || buttons.length === 0) return null
  return (
    <div className={styles.buttons}>
      {buttons.map(({ id, link }) => (
        <SiteLink
          key={id}
          link={link}
          className={link.appearance === 'secondary' ? 'button button-secondary' : 'button'}
        />
      ))}
    </div>
  )
}
