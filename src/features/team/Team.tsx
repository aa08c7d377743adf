import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import type { TeamBlock } from '@/payload-types'

import styles from './Team.module.css'

export function Team({ block, priority }: { block: TeamBlock; priority: boolean }) {
  return (
    <section id={block.anchor ?? undefined} className={styles.team}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul className={styles.members}>
        {(block.members ?? []).map((member, position) => (
          <li key={member.id} className={`${styles.member} reveal`}>
            <ResponsiveImage
              media={member.photo}
              priority={priority && position === 0}
              sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 280px"
              className={styles.photo}
            />
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>
              {member.tooltip ? (
                <button type="button" className="tooltip" aria-describedby={`tip-${member.id}`}>
                  {member.role}
                  <span role="tooltip" id={`tip-${member.id}`} className="tooltip-text">
                    {member.tooltip}
                  </span>
                </button>
              ) : (
                member.role
              )}
            </p>
            {member.bio && <p className={styles.bio}>{member.bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
