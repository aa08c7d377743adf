import { SHOP_API, SHOP_PATHS } from '../paths'
import styles from '../Shop.module.css'
import type { WithdrawalRequest } from './withdrawal.server'
import { formatDateTime } from '../orders/orderMails.server'

type Step =
  | { step: 'form'; values: Partial<WithdrawalRequest>; errors: Record<string, string> }
  | { step: 'review'; values: WithdrawalRequest; exempt?: string[] }
  | { step: 'received'; number: string; receivedAt: string }

/**
 * „Vertrag widerrufen“ (§ 356a BGB): no login; first the form (name, order, e-mail, optional
 * declaration), then a summary with „Widerruf bestätigen“; the receipt page names date and time.
 * Plain forms, no script needed.
 */
export function WithdrawalView(props: Step) {
  if (props.step === 'received') return <WithdrawalReceipt {...props} />
  if (props.step === 'review')
    return <WithdrawalReview values={props.values} exempt={props.exempt ?? []} />
  return <WithdrawalForm values={props.values} errors={props.errors} />
}

function WithdrawalReceipt({ number, receivedAt }: { number: string; receivedAt: string }) {
  return (
    <div role="status">
      <h2>Ihr Widerruf ist eingegangen</h2>
      <p>
        Wir haben Ihren Widerruf der Bestellung <strong>{number}</strong> am{' '}
        <strong data-received-at>{formatDateTime(receivedAt)}</strong> erhalten. Eine
        Eingangsbestätigung haben wir Ihnen per E-Mail gesendet.
      </p>
    </div>
  )
}

/** The summary with „Widerruf bestätigen“, and the way back to change it. */
function WithdrawalReview({ values, exempt }: { values: WithdrawalRequest; exempt: string[] }) {
  const change = new URLSearchParams({
    name: values.name,
    order: values.number,
    email: values.email,
    message: values.message,
    aendern: '1',
  })
  return (
    <form method="post" action={SHOP_API.withdrawal} className={styles.withdrawal}>
      <h2>Bitte bestätigen Sie Ihren Widerruf</h2>
      <dl className={styles.reviewList}>
        <dt>Name</dt>
        <dd>{values.name}</dd>
        <dt>Bestellnummer</dt>
        <dd>{values.number}</dd>
        <dt>E-Mail-Adresse für die Bestätigung</dt>
        <dd>{values.email}</dd>
        <dt>Erklärung</dt>
        <dd>{values.message}</dd>
        {exempt.length > 0 && (
          <>
            <dt>Nicht vom Widerruf erfasst</dt>
            <dd>
              {exempt.join(', ')}: kein Widerrufsrecht für Eintrittskarten zu einer
              Freizeitveranstaltung mit festem Termin (§ 312g Abs. 2 Nr. 9 BGB). Diese Karten
              bleiben gültig.
            </dd>
          </>
        )}
      </dl>
      <input type="hidden" name="name" value={values.name} />
      <input type="hidden" name="order" value={values.number} />
      <input type="hidden" name="email" value={values.email} />
      <input type="hidden" name="message" value={values.message} />
      <button type="submit" className={styles.orderButton}>
        Widerruf bestätigen
      </button>{' '}
      <a href={`${SHOP_PATHS.withdraw}?${change.toString()}`}>Angaben ändern</a>
    </form>
  )
}

function WithdrawalField({
  name,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
}: {
  name: 'name' | 'order' | 'email'
  label: string
  value: string | undefined
  error: string | undefined
  type?: string
  autoComplete?: string
}) {
  return (
    <p className={styles.field}>
      <label htmlFor={`withdraw-${name}`}>{label}</label>
      <input
        id={`withdraw-${name}`}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `withdraw-${name}-error` : undefined}
      />
      {error && (
        <span id={`withdraw-${name}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </p>
  )
}

/** The first step: who withdraws which order; errors beside their fields. */
function WithdrawalForm({
  values,
  errors,
}: {
  values: Partial<WithdrawalRequest>
  errors: Record<string, string>
}) {
  return (
    <form method="get" action={SHOP_PATHS.withdraw} className={styles.withdrawal}>
      <p>
        Hier können Sie einen Kaufvertrag aus unserem Shop widerrufen. Nennen Sie uns Ihre
        Bestellung; im nächsten Schritt bestätigen Sie den Widerruf. Sie erhalten sofort eine
        Eingangsbestätigung per E-Mail.
      </p>
      {errors.form && (
        <p className={styles.formAlert} role="alert">
          {errors.form}
        </p>
      )}
      <WithdrawalField
        name="name"
        label="Ihr Name"
        value={values.name}
        error={errors.name}
        autoComplete="name"
      />
      <WithdrawalField
        name="order"
        label="Bestellnummer (z. B. 2026-K7F3QX)"
        value={values.number}
        error={errors.order}
      />
      <WithdrawalField
        name="email"
        label="E-Mail-Adresse der Bestellung"
        value={values.email}
        error={errors.email}
        type="email"
        autoComplete="email"
      />
      <p className={styles.field}>
        <label htmlFor="withdraw-message">Ihre Erklärung (optional)</label>
        <textarea
          id="withdraw-message"
          name="message"
          rows={3}
          maxLength={1000}
          defaultValue={values.message ?? ''}
          placeholder="Hiermit widerrufe ich den Vertrag über diese Bestellung."
        />
      </p>
      <input type="hidden" name="schritt" value="pruefen" />
      <button type="submit" className={styles.primaryButton}>
        Weiter zur Bestätigung
      </button>
    </form>
  )
}
