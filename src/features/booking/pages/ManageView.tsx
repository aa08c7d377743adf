import type { Appointment, BookingSetting } from '@/payload-types'

import { APPOINTMENT_STATUSES, isOpen } from '../appointmentStatus'
import { choiceUrl } from '../bookingChoice'
import { depositOnCancel, depositRuleOfBooked } from '../deposits/deposit'
import { summaryLines, type AppointmentView, type Salon } from '../mails/bookingMails.server'
import { BOOKING_API, BOOKING_PATHS } from '../bookingPaths'
import type { MailState } from '../mails/mailState.server'
import styles from './Booking.module.css'
import { relationId } from '@/lib/relationId'
import { formatPrice } from '@/lib/format'

const HEADLINES: Partial<Record<Appointment['status'], string>> = {
  awaitingDeposit: 'Ihre Anzahlung wird noch bestätigt',
  confirmed: 'Ihr Termin ist gebucht',
  requested: 'Ihre Terminanfrage ist angefragt',
  cancelled: 'Dieser Termin ist abgesagt',
  declined: 'Diese Anfrage wurde abgelehnt',
  noShow: 'Dieser Termin ist vorbei',
}

function mailText(state: MailState, email: string): string | null {
  if (state === 'sent') return `Eine Bestätigung haben wir an ${email} gesendet.`
  if (state === 'queued')
    return `Die Bestätigung an ${email} ist unterwegs; sie kann einige Minuten dauern.`
  if (state === 'stored')
    return `Die Bestätigung an ${email} ist gespeichert und wird gesendet, sobald unser E-Mail-Versand bereit ist. Diese Seite gilt als Bestätigung.`
  return null
}

/** A held time whose deposit is not confirmed yet, or one that lapsed unpaid. */
function DepositNotice({ appointment }: { appointment: Appointment }) {
  if (!appointment.depositCents || appointment.depositPaid) return null
  if (appointment.status === 'awaitingDeposit')
    return (
      <p className={styles.done} role="status" data-deposit-state="open">
        Der Termin ist für Sie reserviert. Sobald Mollie Ihre Anzahlung von{' '}
        {formatPrice(appointment.depositCents)} bestätigt, ist er gebucht und Sie erhalten eine
        E-Mail; diese Seite zeigt den neuen Stand, wenn Sie sie neu laden.
      </p>
    )
  return (
    <p role="alert" data-deposit-state="unpaid">
      Die Anzahlung wurde nicht bezahlt, deshalb ist der Termin nicht gebucht; es wurde nichts
      abgebucht. Sie können gern einen neuen Termin buchen.
    </p>
  )
}

/** Status, deposit and the mail's summary lines, as a list of terms. */
function Summary({
  appointment,
  status,
  lines,
}: {
  appointment: Appointment
  status: string | undefined
  lines: string[]
}) {
  return (
    <dl className={styles.summary}>
      <dt>Status</dt>
      <dd>{status}</dd>
      {(appointment.depositCents ?? 0) > 0 && appointment.depositPaid && (
        <>
          <dt>Anzahlung</dt>
          <dd data-deposit-paid>
            {formatPrice(appointment.depositCents ?? 0)} bezahlt mit {appointment.depositPaid}
            {(appointment.depositRefundedCents ?? 0) > 0
              ? `, ${formatPrice(appointment.depositRefundedCents ?? 0)} erstattet`
              : ''}
          </dd>
        </>
      )}
      {lines.map((line) => {
        const [label, ...rest] = line.split(': ')
        const value = rest.join(': ')
        return (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value.startsWith('https://') ? <a href={value}>Karte öffnen</a> : value}</dd>
          </div>
        )
      })}
    </dl>
  )
}

type Props = {
  view: AppointmentView
  salon: Salon
  settings: BookingSetting
  manageKey: string
  changeable: boolean
  deadline: Date
  mail: MailState
  flash?: 'abgesagt' | 'verlegt'
}

/** /termin/verwalten/<id>: the appointment, „In den Kalender“, and change or cancel while allowed. */
export function ManageView({
  view,
  salon,
  settings,
  manageKey,
  changeable,
  deadline,
  mail,
  flash,
}: Props) {
  const { appointment } = view
  const status = APPOINTMENT_STATUSES.find((entry) => entry.value === appointment.status)?.label
  const moveUrl = choiceUrl({
    services: (appointment.services ?? []).map(relationId),
    staff: relationId(appointment.staffMember),
    change: { id: appointment.id, key: manageKey },
  })
  const lines = summaryLines(view, salon)
  const mailLine = appointment.customerEmail ? mailText(mail, appointment.customerEmail) : null
  return (
    <article className={styles.booking}>
      <h1 className="page-title">{HEADLINES[appointment.status] ?? 'Ihr Termin'}</h1>
      {flash === 'abgesagt' && (
        <p className={styles.done} role="status">
          Ihr Termin ist abgesagt.
        </p>
      )}
      {flash === 'verlegt' && (
        <p className={styles.done} role="status">
          Ihr Termin ist verlegt.
        </p>
      )}
      <DepositNotice appointment={appointment} />
      <Summary appointment={appointment} status={status} lines={lines} />
      {isOpen(appointment.status) &&
        depositRuleOfBooked(appointment, settings.keepDepositOnNoShow !== false) && (
          <p className={styles.muted} data-deposit-rule>
            {depositRuleOfBooked(appointment, settings.keepDepositOnNoShow !== false)}
          </p>
        )}
      {mailLine && appointment.status !== 'cancelled' && <p>{mailLine}</p>}
      {appointment.status !== 'cancelled' && appointment.status !== 'declined' && (
        <p>
          <a href={BOOKING_API.calendar(appointment.id, manageKey)}>
            In den Kalender eintragen (ICS)
          </a>
        </p>
      )}
      {changeable ? (
        <div className={styles.actions}>
          <a className="button button-secondary" href={moveUrl}>
            Termin verlegen
          </a>
          <form method="post" action={BOOKING_API.manage}>
            <input type="hidden" name="id" value={appointment.id} />
            <input type="hidden" name="key" value={manageKey} />
            <input type="hidden" name="action" value="cancel" />
            <button className="button" type="submit">
              Termin absagen
            </button>
          </form>
          {depositOnCancel(appointment, 'customer') && (
            <p className={styles.muted} data-deposit-on-cancel>
              {depositOnCancel(appointment, 'customer')}
            </p>
          )}
          <p className={styles.muted}>
            Online möglich bis{' '}
            {deadline.toLocaleString('de-DE', {
              timeZone: 'Europe/Berlin',
              dateStyle: 'full',
              timeStyle: 'short',
            })}{' '}
            Uhr.
          </p>
        </div>
      ) : (
        appointment.status !== 'cancelled' &&
        appointment.status !== 'declined' && (
          <p>
            Ändern oder absagen ist online nicht mehr möglich. Bitte rufen Sie uns an
            {salon.phone ? (
              <>
                : <a href={`tel:${salon.phone.replace(/[^\d+]/g, '')}`}>{salon.phone}</a>
              </>
            ) : (
              ''
            )}
            .
          </p>
        )
      )}
      <p>
        <a href={BOOKING_PATHS.start}>Weiteren Termin buchen</a>
      </p>
    </article>
  )
}
