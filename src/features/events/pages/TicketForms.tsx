import { formatPrice } from '@/lib/format'
import { island } from '@/lib/islands'

import type { TicketTypeView } from '../eventData.server'
import { EVENT_PATHS } from '../eventPaths'
import { placesText } from '../eventText'
import { HOLD_MINUTES } from '../eventRules'
import styles from './Events.module.css'
import { PrivacyConsent } from '@/lib/ui/PrivacyConsent'

const saleStartFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'long',
  timeStyle: 'short',
})

function Privacy({ privacyPath, purpose }: { privacyPath: string; purpose: string }) {
  return (
    <PrivacyConsent privacyPath={privacyPath} className={styles.check}>
      Meine Angaben werden nur für {purpose} verwendet.
    </PrivacyConsent>
  )
}

function PaymentNote({ type, viaShop }: Pick<Props, 'type' | 'viaShop'>) {
  return viaShop ? (
    <p className={styles.meta}>
      {formatPrice(type.priceCents)} je Karte. Im Warenkorb sind Ihre Plätze {HOLD_MINUTES} Minuten
      für Sie reserviert; bezahlen Sie an der Kasse per Überweisung oder vor Ort.
    </p>
  ) : (
    <p className={styles.meta}>
      Sie zahlen {formatPrice(type.priceCents)} je Karte vor Ort, im Salon oder beim Einlass (bar
      oder mit Karte). Bis dahin ist Ihr Platz reserviert.
    </p>
  )
}

/**
 * A registration: how many, a name per ticket, one e-mail and the owner's questions. Every name
 * field is there without script; the island shows as many as tickets are chosen. Tickets with a
 * price go into the shop's cart (or, without the shop's payment, are reserved and paid on site).
 */
function TicketForm({ eventId, type, privacyPath, viaShop }: Props) {
  const paid = type.priceCents > 0
  const prefix = `t${type.id}`
  return (
    <form
      method="post"
      action={EVENT_PATHS.tickets}
      className={styles.form}
      {...island('ticket-form', 'interaction')}
    >
      <input type="hidden" name="event" value={eventId} />
      <input type="hidden" name="ticketType" value={type.id} />
      <label>
        Anzahl Karten
        <select name="quantity" defaultValue="1" data-ticket-quantity>
          {Array.from({ length: type.limit }, (_, index) => (
            <option key={index} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={styles.names}>
        <legend>Name je Karte</legend>
        {Array.from({ length: type.limit }, (_, index) => (
          <label key={index} data-name-row={index + 1}>
            {type.limit === 1 ? 'Name' : `Name (Karte ${index + 1})`}
            <input
              type="text"
              name={`name-${index + 1}`}
              id={`${prefix}-name-${index + 1}`}
              autoComplete={index === 0 ? 'name' : 'off'}
              required={index === 0}
              minLength={2}
              maxLength={120}
            />
          </label>
        ))}
      </fieldset>
      <label>
        E-Mail für die Karten
        <input type="email" name="email" autoComplete="email" required maxLength={254} />
      </label>
      {type.questions.map((entry, index) => (
        <label key={index}>
          {entry.question}
          {entry.required ? '' : ' (optional)'}
          <input
            type="text"
            name={`answer-${index + 1}`}
            required={entry.required}
            maxLength={500}
          />
        </label>
      ))}
      <Privacy privacyPath={privacyPath} purpose="diese Anmeldung" />
      {paid && <PaymentNote type={type} viaShop={viaShop} />}
      <button className="button" type="submit">
        {!paid ? 'Kostenlos anmelden' : viaShop ? 'In den Warenkorb' : 'Verbindlich reservieren'}
      </button>
    </form>
  )
}

function WaitlistForm({ eventId, type, privacyPath }: Props) {
  return (
    <form method="post" action={EVENT_PATHS.waitlist} className={styles.form}>
      <p>
        Ausgebucht. Tragen Sie sich in die Warteliste ein: Wird ein Platz frei, schreiben wir Ihnen.
      </p>
      <input type="hidden" name="event" value={eventId} />
      <input type="hidden" name="ticketType" value={type.id} />
      <label>
        Name
        <input type="text" name="name" autoComplete="name" required minLength={2} maxLength={120} />
      </label>
      <label>
        E-Mail
        <input type="email" name="email" autoComplete="email" required maxLength={254} />
      </label>
      <Privacy privacyPath={privacyPath} purpose="die Warteliste" />
      <button className="button" type="submit">
        Auf die Warteliste
      </button>
    </form>
  )
}

type Props = { eventId: number; type: TicketTypeView; privacyPath: string; viaShop: boolean }

function SaleState({ eventId, type, privacyPath, viaShop }: Props) {
  if (type.sale === 'cancelled') return <p>Die Veranstaltung ist abgesagt.</p>
  if (type.sale === 'not_yet')
    return (
      <p>
        Verkauf ab{' '}
        {type.saleStart ? `${saleStartFormat.format(new Date(type.saleStart))} Uhr` : 'Kürze'}.
      </p>
    )
  if (type.sale === 'over') return <p>Der Verkauf ist beendet.</p>
  if (type.left <= 0)
    return (
      <WaitlistForm eventId={eventId} type={type} privacyPath={privacyPath} viaShop={viaShop} />
    )
  return <TicketForm eventId={eventId} type={type} privacyPath={privacyPath} viaShop={viaShop} />
}

/** „Karten“: one box per ticket type with its price, places and the form that fits its state. */
export function TicketForms({
  eventId,
  types,
  privacyPath,
  noWithdrawal,
  viaShop,
}: {
  eventId: number
  types: TicketTypeView[]
  privacyPath: string
  noWithdrawal: boolean
  viaShop: boolean
}) {
  return (
    <section id="karten" aria-labelledby="karten-titel" className={styles.events}>
      <h2 id="karten-titel">Karten</h2>
      {types.map((type) => (
        <div key={type.id} className={styles.ticketType}>
          <h3>{type.name}</h3>
          <p className={styles.meta}>
            {type.priceCents === 0 ? 'Kostenlos' : formatPrice(type.priceCents)} ·{' '}
            {placesText(type.left)}
          </p>
          <SaleState eventId={eventId} type={type} privacyPath={privacyPath} viaShop={viaShop} />
        </div>
      ))}
      {noWithdrawal && (
        <p className={styles.meta}>
          Für diese Freizeitveranstaltung mit festem Termin besteht kein Widerrufsrecht (§ 312g Abs.
          2 Nr. 9 BGB).
        </p>
      )}
    </section>
  )
}
