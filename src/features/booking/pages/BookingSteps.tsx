import { addDays, berlinWeekday } from '@/lib/berlinTime'

import { choiceQuery, choiceUrl, timeText, type BookingChoice } from '../bookingChoice'
import type { BookingPageData } from './bookingPage.server'
import { dayText, monthText, namesText, serviceLine } from '../bookingText'
import styles from './Booking.module.css'

/** The choice so far as hidden fields of a GET form, without the part the form asks for. */
export function ChoiceFields({
  choice,
  without = [],
}: {
  choice: BookingChoice
  without?: string[]
}) {
  const fields = [...choiceQuery(choice)].filter(([name]) => !without.includes(name))
  return fields.map(([name, value], index) => (
    <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
  ))
}

export function ServicesStep({ data }: { data: BookingPageData }) {
  const services = data.world.services
  if (services.length === 0)
    return <p>Zurzeit sind keine Leistungen online buchbar. Bitte rufen Sie uns an.</p>
  return (
    <form method="get" action="/termin" data-booking-step="services">
      <fieldset>
        <legend>1. Welche Leistungen möchten Sie buchen?</legend>
        <p className={styles.muted}>Mehrere sind möglich; die Dauer zählt zusammen.</p>
        <ul className={styles.options}>
          {services.map((service) => (
            <li key={service.id}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name="leistung"
                  value={service.id}
                  defaultChecked={data.choice.services.includes(service.id)}
                />
                <span className={styles.optionText}>
                  {service.name}
                  <span className={styles.muted}>{serviceLine(service)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <ChoiceFields choice={data.choice} without={['leistung', 'team', 'tag', 'zeit']} />
      <button className="button" type="submit">
        Weiter
      </button>
    </form>
  )
}

export function StaffStep({ data }: { data: BookingPageData }) {
  const { choice, staffOptions } = data
  return (
    <form method="get" action="/termin" data-booking-step="staff">
      <fieldset>
        <legend>2. Bei wem?</legend>
        <ul className={styles.options}>
          <li>
            <label className={styles.option}>
              <input type="radio" name="team" value="egal" defaultChecked required />
              <span className={styles.optionText}>Egal – nächster freier Termin</span>
            </label>
          </li>
          {staffOptions.map((member) => (
            <li key={member.id}>
              <label className={styles.option}>
                <input type="radio" name="team" value={member.id} />
                <span className={styles.optionText}>
                  {member.name}
                  {member.role && <span className={styles.muted}>{member.role}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <ChoiceFields choice={choice} without={['team', 'tag', 'zeit']} />
      <button className="button" type="submit">
        Weiter
      </button>
    </form>
  )
}

const WEEKDAY_HEADS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']
const WEEKDAY_NAMES = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
]

/** Six weeks whatever the month: paging from month to month never moves what stands below. */
const WEEKS_SHOWN = 6

function weeksOf(month: string): Array<Array<string | null>> {
  const first = `${month}-01`
  const weeks: Array<Array<string | null>> = []
  let week: Array<string | null> = Array.from({ length: berlinWeekday(first) }, () => null)
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) {
    week.push(date)
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)])
  while (weeks.length < WEEKS_SHOWN) weeks.push(Array.from({ length: 7 }, () => null))
  return weeks
}

/** The day in the address was past or beyond the booking window; the month shows what is free. */
export const DAY_REFUSED =
  'Dieser Tag kann nicht online gebucht werden (vergangen oder zu weit im Voraus). Bitte wählen Sie einen anderen Tag.'

export function DayStep({ data }: { data: BookingPageData }) {
  const { choice, month } = data
  if (!month) return null
  const monthUrl = (value: string) => `${choiceUrl(choice)}&monat=${value}`
  return (
    <section aria-labelledby="booking-day" data-booking-step="day">
      <h2 id="booking-day">3. An welchem Tag?</h2>
      {data.dayRefused && (
        <p className={styles.notice} role="alert">
          {DAY_REFUSED}
        </p>
      )}
      <nav className={styles.monthNav} aria-label="Monat wählen">
        {month.previous ? (
          <a href={monthUrl(month.previous)}>← {monthText(month.previous)}</a>
        ) : (
          <span />
        )}
        {month.next ? <a href={monthUrl(month.next)}>{monthText(month.next)} →</a> : <span />}
      </nav>
      <table className={styles.month} data-booking-month={month.value}>
        <caption>{monthText(month.value)}</caption>
        <thead>
          <tr>
            {WEEKDAY_HEADS.map((head, index) => (
              <th key={head} scope="col" abbr={WEEKDAY_NAMES[index]}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month.value).map((week, row) => (
            <tr key={row} aria-hidden={week.every((date) => date === null) || undefined}>
              {week.map((date, column) => (
                <td key={date ?? `empty-${row}-${column}`}>
                  {date && month.freeDays.has(date) ? (
                    <a
                      className={styles.day}
                      href={choiceUrl({ ...choice, date })}
                      aria-label={`${dayText(date)}: freie Termine`}
                    >
                      {Number(date.slice(8))}
                    </a>
                  ) : date ? (
                    <span className={styles.dayOff}>
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      <span className="visually-hidden">{`${dayText(date)}: nichts frei`}</span>
                    </span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {month.freeDays.size === 0 && <NextFreeDay data={data} />}
    </section>
  )
}

export function NextFreeDay({ data }: { data: BookingPageData }) {
  const next = data.nextFreeDay
  return next ? (
    <p>
      Nächster freier Tag:{' '}
      <a href={choiceUrl({ ...data.choice, date: next, minute: undefined })}>{dayText(next)}</a>
    </p>
  ) : (
    <p>
      In den nächsten {data.world.rules.horizonDays} Tagen ist online nichts mehr frei.
      {data.salon.phone ? ` Bitte rufen Sie uns an: ${data.salon.phone}.` : ''}
    </p>
  )
}

export function TimeStep({ data, notice }: { data: BookingPageData; notice?: string }) {
  const { choice, slots = [], staffOptions } = data
  const nameOf = (id: number) => staffOptions.find((member) => member.id === id)?.name ?? ''
  return (
    <section aria-labelledby="booking-time" data-booking-step="time">
      <h2 id="booking-time">
        4. Um wie viel Uhr? <span className={styles.muted}>({dayText(choice.date!)})</span>
      </h2>
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      {slots.length === 0 ? (
        <>
          <p>An diesem Tag ist nichts mehr frei.</p>
          <NextFreeDay data={data} />
        </>
      ) : (
        <ul className={styles.slots}>
          {slots.map((slot) => {
            const staff =
              choice.staff === 'any'
                ? namesText(slot.staffIds.map(nameOf))
                : nameOf(slot.staffIds[0]!)
            return (
              <li key={slot.minuteOfDay}>
                <a
                  className={styles.slot}
                  href={choiceUrl({ ...choice, minute: slot.minuteOfDay })}
                  aria-label={`${dayText(choice.date!)}, ${timeText(slot.minuteOfDay)} Uhr, bei ${staff}`}
                >
                  {timeText(slot.minuteOfDay)}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
