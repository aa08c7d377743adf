import { scheduleOf } from '@/lib/openingHours/schedule'
import { formatTimeRanges } from '@/lib/openingHours/timeRanges'
import { WEEKDAYS } from '@/lib/weekdays'
import type { OpeningHoursBlock, SiteSetting } from '@/payload-types'

import { OpenNow } from './OpenNow'
import styles from './OpeningHours.module.css'
import { berlinClock, openingStatus } from './openingStatus'
import { noticeText, upcomingSpecialDays } from './specialNotices'
import { clock } from '@/lib/clock'

export function OpeningHours({
  block,
  settings,
}: {
  block: OpeningHoursBlock
  settings: SiteSetting
}) {
  const schedule = scheduleOf(settings)
  const now = clock.now()
  // Pages are regenerated at least every minute, so a notice leaves the page when it is over.
  const notices = upcomingSpecialDays(schedule, berlinClock(now).date)
  return (
    <section id={block.anchor ?? undefined} className={styles.hours}>
      <h2>{block.heading || 'Öffnungszeiten'}</h2>
      {block.showStatus !== false && (
        <OpenNow schedule={schedule} initial={openingStatus(schedule, now)} />
      )}
      <table className={styles.table}>
        <caption className="visually-hidden">Öffnungszeiten je Wochentag</caption>
        <tbody>
          {WEEKDAYS.map(({ value, label }) => (
            <tr key={value}>
              <th scope="row">{label}</th>
              <td>
                {schedule.week[value].length > 0
                  ? `${formatTimeRanges(schedule.week[value])} Uhr`
                  : 'geschlossen'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {notices.length > 0 && (
        <div className={styles.special}>
          <h3>Sonderöffnungszeiten</h3>
          <ul>
            {notices.map((period) => (
              <li key={`${period.from}-${period.until}`}>{noticeText(period)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
