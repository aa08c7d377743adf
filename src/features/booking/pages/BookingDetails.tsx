import { BOOKING_API } from '../bookingPaths'
import { timeText } from '../bookingChoice'
import { ChoiceFields } from './BookingSteps'
import type { BookingPageData } from './bookingPage.server'
import { dayText } from '../bookingText'
import styles from './Booking.module.css'
import { PrivacyConsent } from '@/lib/ui/PrivacyConsent'
import { formatPrice } from '@/lib/format'
import { depositRuleText } from '../deposits/deposit'

/** Where the booking island shows a refusal in place, keeping what the visitor typed. */
const FormAlert = () => <p className={styles.notice} role="alert" data-form-alert hidden />

const ErrorSlot = ({ name }: { name: string }) => (
  <span className={styles.fieldError} data-error-for={name} />
)

/** 5. The customer's details and „Termin verbindlich buchen“, a plain form post. */
export function DetailsStep({ data, privacyPath }: { data: BookingPageData; privacyPath: string }) {
  const { choice } = data
  const when = (
    <time dateTime={`${choice.date}T${timeText(choice.minute!)}`}>
      {dayText(choice.date!)}, {timeText(choice.minute!)} Uhr
    </time>
  )
  if (data.moving)
    return (
      <form
        method="post"
        action={BOOKING_API.manage}
        className={styles.form}
        data-booking-step="details"
      >
        <h2>Termin verlegen</h2>
        <p>Neuer Termin: {when}</p>
        <input type="hidden" name="action" value="move" />
        <input type="hidden" name="id" value={data.moving.id} />
        <ChoiceFields choice={data.choice} />
        <FormAlert />
        <button className="button" type="submit">
          Termin auf diese Zeit verlegen
        </button>
      </form>
    )
  const requestMode = data.world.settings.mode === 'request'
  return (
    <form
      method="post"
      action={BOOKING_API.appointments}
      className={styles.form}
      data-booking-step="details"
    >
      <h2>5. Ihre Angaben</h2>
      <p>Termin: {when}</p>
      <ChoiceFields choice={data.choice} />
      <label>
        Name
        <input type="text" name="name" autoComplete="name" required minLength={2} maxLength={120} />
        <ErrorSlot name="name" />
      </label>
      <label>
        E-Mail
        <input type="email" name="email" autoComplete="email" required maxLength={254} />
        <ErrorSlot name="email" />
      </label>
      <label>
        Telefon
        <input type="tel" name="phone" autoComplete="tel" required maxLength={40} />
        <ErrorSlot name="phone" />
      </label>
      <label>
        Notiz (optional)
        <textarea name="note" rows={3} maxLength={1000} />
      </label>
      <PrivacyConsent privacyPath={privacyPath} className={styles.check}>
        Meine Angaben werden nur für diesen Termin verwendet.
      </PrivacyConsent>
      <ErrorSlot name="privacy" />
      {(data.depositCents ?? 0) > 0 && (
        <p className={styles.notice} data-deposit>
          {depositRuleText(data.depositCents!, {
            cancelHours: data.world.settings.changeHours ?? 24,
            keptOnNoShow: data.world.settings.keepDepositOnNoShow !== false,
          })}
        </p>
      )}
      <FormAlert />
      <button className="button" type="submit">
        {(data.depositCents ?? 0) > 0
          ? `Zahlungspflichtig buchen (Anzahlung ${formatPrice(data.depositCents!)})`
          : requestMode
            ? 'Termin verbindlich anfragen'
            : 'Termin verbindlich buchen'}
      </button>
      {requestMode && <p className={styles.muted}>Der Salon bestätigt Ihre Anfrage per E-Mail.</p>}
    </form>
  )
}
