import { island } from '@/lib/islands'

import type { BookingStep } from '../bookingChoice'
import type { BookingPageData } from './bookingPage.server'
import { BookingDetails } from './bookingDetailsGate'
import { BookingSummary } from './BookingSummary'
import { DayStep, ServicesStep, StaffStep, TimeStep } from './BookingSteps'
import styles from './Booking.module.css'

const STEPS: Array<{ step: BookingStep; label: string }> = [
  { step: 'services', label: 'Leistungen' },
  { step: 'staff', label: 'Mitarbeiterin' },
  { step: 'day', label: 'Tag' },
  { step: 'time', label: 'Uhrzeit' },
  { step: 'details', label: 'Ihre Angaben' },
]

/** /termin: one step per address, each a plain page that works without JavaScript. */
export function BookingView({ data, privacyPath }: { data: BookingPageData; privacyPath: string }) {
  const intro = data.world.settings.intro
  if (!data.world.settings.enabled)
    return (
      <article className={styles.booking}>
        <h1 className="page-title">Termin buchen</h1>
        <p>
          Die Online-Buchung ist gerade geschlossen.
          {data.salon.phone ? ` Bitte rufen Sie uns an: ${data.salon.phone}.` : ''}
        </p>
      </article>
    )
  const current = STEPS.findIndex((entry) => entry.step === data.step)
  return (
    <article className={styles.booking} data-booking {...island('booking', 'interaction')}>
      <h1 className="page-title">{data.moving ? 'Termin verlegen' : 'Termin buchen'}</h1>
      {intro && !data.moving && <p>{intro}</p>}
      <ol className={styles.steps} aria-label="Schritte">
        {STEPS.map((entry, index) => (
          <li key={entry.step} {...(index === current ? { 'aria-current': 'step' as const } : {})}>
            {index + 1}. {entry.label}
          </li>
        ))}
      </ol>
      <div className={styles.layout}>
        <div>
          {data.step === 'services' && <ServicesStep data={data} />}
          {data.step === 'staff' && <StaffStep data={data} />}
          {data.step === 'day' && <DayStep data={data} />}
          {data.step === 'time' && <TimeStep data={data} />}
          {data.step === 'details' && <BookingDetails data={data} privacyPath={privacyPath} />}
        </div>
        <BookingSummary data={data} />
      </div>
    </article>
  )
}
