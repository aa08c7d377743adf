import type { Payload } from 'payload'

import { formatDate } from '@/lib/format'

import { BackupStatus } from './BackupStatus'
import { backupState } from './backupState.server'
import { Checklist } from './Checklist'
import { firstRunChecklist } from './checklist.server'
import { ConsentChart } from './ConsentChart'
import { formatPrice } from '@/lib/format'

import { MailActions } from './MailActions.client'
import { MailStatus } from './MailStatus'
import { AppointmentsCard } from './AppointmentsCard'
import styles from './Overview.module.css'
import { overviewData, type OverviewData } from './overviewData.server'
import { when } from './when'

/** Requests from the forms: this week, not yet taken up, the latest. */
function SubmissionsCard({ submissions }: { submissions: OverviewData['submissions'] }) {
  return (
    <section className={styles.card} aria-labelledby="submissions-title" data-submissions>
      <h2 id="submissions-title">Anfragen</h2>
      <p className={styles.figure}>
        <strong data-count>{submissions.thisWeek}</strong> neue diese Woche
      </p>
      {submissions.unhandled > 0 && (
        <p data-unhandled>
          <a href="/admin/collections/form-submissions?where[status][equals]=new">
            {submissions.unhandled} noch nicht bearbeitet
          </a>
        </p>
      )}
      {submissions.latest.length === 0 ? (
        <p>Noch keine Anfragen über die Formulare.</p>
      ) : (
        <ul className={styles.list}>
          {submissions.latest.map((submission) => (
            <li key={submission.id}>
              <a href={`/admin/collections/form-submissions/${submission.id}`}>{submission.name}</a>{' '}
              <span className={styles.muted}>{when(submission.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <a href="/admin/collections/form-submissions">Alle Anfragen</a>
    </section>
  )
}

const PAYMENTS = '/admin/collections/payments'

/** Online payments of 30 days, shown once there are any: paid, open, not completed, flagged. */
function OnlinePayments({ online }: { online: OverviewData['orders']['online'] }) {
  if (online.paid + online.open + online.failed + online.differing === 0) return null
  return (
    <>
      <h3 className={styles.subheading}>Online-Zahlungen (30 Tage)</h3>
      <ul className={styles.list} data-online-payments>
        <li>
          <a href={`${PAYMENTS}?where[status][equals]=paid`}>
            <strong data-payments-paid>{online.paid}</strong> bezahlt
          </a>
        </li>
        <li>
          <a href={`${PAYMENTS}?where[status][in]=open,pending,authorized`}>
            <strong data-payments-open>{online.open}</strong> offen
          </a>
        </li>
        <li>
          <a href={`${PAYMENTS}?where[status][in]=failed,canceled,expired`}>
            <strong data-payments-failed>{online.failed}</strong> nicht abgeschlossen
            (fehlgeschlagen, abgebrochen, abgelaufen)
          </a>
        </li>
        {online.flagged > 0 && (
          <li className={styles.warning}>
            <a href={`${PAYMENTS}?where[flagged][equals]=true`}>
              <strong data-payments-flagged>{online.flagged}</strong> mit abweichendem Betrag –
              bitte prüfen
            </a>
          </li>
        )}
        {online.differing > 0 && (
          <li className={styles.warning}>
            <a href={`${PAYMENTS}?where[mismatch][exists]=true`}>
              <strong data-payments-differing>{online.differing}</strong> weichen von Mollie ab
              (täglicher Abgleich) – bitte prüfen
            </a>
          </li>
        )}
      </ul>
    </>
  )
}

/** The shop: orders waiting for payment or shipping, vouchers sold. */
function OrdersCard({ orders }: { orders: OverviewData['orders'] }) {
  return (
    <section className={styles.card} aria-labelledby="orders-title" data-orders>
      <h2 id="orders-title">Bestellungen</h2>
      <p className={styles.figure}>
        <strong data-orders-today>{orders.todayOrders}</strong> heute, Umsatz{' '}
        <strong data-revenue-today>{formatPrice(orders.todayRevenueCents)}</strong>
      </p>
      <p>
        <strong data-orders-week>{orders.weekOrders}</strong> diese Woche, Umsatz{' '}
        <strong data-revenue-week>{formatPrice(orders.weekRevenueCents)}</strong>
      </p>
      <p className={styles.muted}>
        Umsatz: Waren, Leistungen und Karten, abzüglich Erstattungen; verkaufte Gutscheine zählen
        erst, wenn sie eingelöst werden.
      </p>
      <ul className={styles.list}>
        <li>
          <a href="/admin/collections/orders?where[status][in]=open,awaiting">
            <strong data-orders-open>{orders.open}</strong> offen (Zahlung ausstehend)
          </a>
        </li>
        <li>
          <a href="/admin/collections/orders?where[status][equals]=paid">
            <strong data-orders-paid>{orders.paid}</strong> bezahlt, noch nicht versandt oder
            abholbereit (ohne reine Gutschein- und Kartenbestellungen)
          </a>
        </li>
        <li>
          <a href="/admin/collections/vouchers">
            <strong data-vouchers-sold>{orders.vouchersSold}</strong> Gutscheine in den letzten 30
            Tagen
          </a>
        </li>
      </ul>
      <OnlinePayments online={orders.online} />
      <a href="/admin/collections/orders">Alle Bestellungen</a>
    </section>
  )
}

/** What was changed last (pages, posts, portfolio, products, events), with who changed it. */
function RecentChangesCard({ changes }: { changes: OverviewData['changes'] }) {
  return (
    <section className={styles.card} aria-labelledby="pages-title" data-recent-pages>
      <h2 id="pages-title">Zuletzt geändert</h2>
      <ul className={styles.list}>
        {changes.map((change) => (
          <li key={`${change.collection}-${change.id}`} data-kind={change.collection}>
            <a href={`/admin/collections/${change.collection}/${change.id}`}>{change.title}</a>
            {change.draft && <span className={styles.muted}> (Entwurf)</span>}{' '}
            <span className={styles.muted}>
              {change.kind}, {formatDate(change.updatedAt)}
              {change.editor ? ` von ${change.editor}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <a href="/admin/collections/pages">Alle Seiten</a>
    </section>
  )
}

/** „Übersicht“ above the admin's collection cards: the business at a glance, then what to do. */
export async function Overview({
  payload,
  user,
}: {
  payload: Payload
  user?: { roles?: string[] | null } | null
}) {
  // Requests, mail and consent are the admin's business; editors see the pages part.
  const admin = Boolean(user?.roles?.includes('admin'))
  const data = await overviewData(payload)
  const mailWorks = data.mail.configured && data.mail.lastSentAt !== null
  const checklist = admin ? await firstRunChecklist(payload, mailWorks) : []
  const backup = admin ? await backupState(payload) : null
  const open = checklist.filter((item) => !item.done).length
  return (
    <section className={styles.overview} aria-labelledby="overview-title">
      <header className={styles.head}>
        <h1 id="overview-title">Übersicht</h1>
        {/* The day's two tools, one click from the start page. */}
        <nav className={styles.quick} aria-label="Schnellzugriff">
          <a className="btn btn--style-primary btn--size-small" href="/admin/kalender">
            Kalender
          </a>
          <a className="btn btn--style-secondary btn--size-small" href="/admin/einlass">
            Einlass
          </a>
          <a className="btn btn--style-secondary btn--size-small" href="/" target="_blank">
            Website ansehen
          </a>
        </nav>
      </header>

      {backup && <BackupStatus state={backup} />}

      <div className={styles.grid}>
        <AppointmentsCard appointments={data.appointments} />

        {admin && (
          <>
            <SubmissionsCard submissions={data.submissions} />

            <OrdersCard orders={data.orders} />

            <section className={styles.card} aria-labelledby="mail-title" id="mail" data-mail>
              <h2 id="mail-title">E-Mails</h2>
              <MailStatus mail={data.mail} />
              <MailActions failed={data.mail.failed} configured={data.mail.configured} />
            </section>

            <section className={styles.card} aria-labelledby="consent-title">
              <h2 id="consent-title">Cookie-Einwilligungen (30 Tage)</h2>
              <ConsentChart days={data.consentDays} />
              <a href="/admin/collections/consent-log">Einwilligungsprotokoll</a>
            </section>
          </>
        )}

        <RecentChangesCard changes={data.changes} />
      </div>

      {open > 0 && <Checklist items={checklist} open={open} />}
    </section>
  )
}
