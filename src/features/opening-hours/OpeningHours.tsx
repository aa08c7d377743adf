import { WEEKDAYS } from '@/lib/weekdays'
import type { OpeningHoursBlock, SiteSetting } from '@/payload-types'

import { OpenNow } from './OpenNow'
import styles from './OpeningHours.module.css'
import { openingStatus, type Schedule, weeklyTable } from './openingStatus'

const scheduleOf = (settings: SiteSetting): Schedule => ({
  weekly: (settings.openingHours ?? []).map(({ day, opens, closes }) => ({ day, opens, closes })),
  special: (settings.specialDays ?? []).map(({ date, closed, opens, closes, note }) => ({
    date,
    closed,
    opens,
    closes,
    note,
  })),
})

export function OpeningHours({
  block,
  settings,
}: {
  block: OpeningHoursBlock
  settings: SiteSetting
}) {
  const schedule = scheduleOf(settings)
  const rows = weeklyTable(schedule.weekly, WEEKDAYS)
  return (
    <section id={block.anchor ?? undefined} className={styles.hours}>
      <h2>{block.heading || 'Öffnungszeiten'}</h2>
      {block.showStatus !== false && (
        <OpenNow schedule={schedule} initial={openingStatus(schedule, new Date())} />
      )}
      <table className={styles.table}>
        <caption className="visually-hidden">Öffnungszeiten je Wochentag</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day}>
              <th scope="row">{row.label}</th>
              <td>{row.ranges.length > 0 ? row.ranges.join(', ') + ' Uhr' : 'geschlossen'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
