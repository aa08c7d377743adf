import type { ReactNode } from 'react'

import type { Customer } from '@/payload-types'

import { ACCOUNT_API, ACCOUNT_PATHS } from '../accountPaths'
import styles from '../Account.module.css'
import { nextTicket, type TicketRow } from './TicketsList'

/** One order as „Mein Konto“ lists it (the page maps the shop's order to it). */
export type OrderRow = {
  number: string
  date: string
  status: string
  total: string
  /** „Vorkasse“, „online (PayPal)“: how the order is paid. */
  payment: string
  detailsHref: string
  /** „Vertrag widerrufen“ while the withdrawal period may still run; null after. */
  withdrawHref: string | null
}

/** One appointment as „Mein Konto“ lists it (the page maps the booking's appointment to it). */
export type AppointmentRow = {
  id: number
  when: string
  what: string
  status: string
  href: string
  upcoming: boolean
}

const SECTIONS = [
  ['Übersicht', ACCOUNT_PATHS.home],
  ['Bestellungen', ACCOUNT_PATHS.orders],
  ['Termine', ACCOUNT_PATHS.appointments],
  ['Karten', ACCOUNT_PATHS.tickets],
  ['Adressen', ACCOUNT_PATHS.addresses],
  ['Kontodaten', ACCOUNT_PATHS.details],
] as const

export function AccountNav({ current }: { current: string }) {
  return (
    <nav aria-label="Mein Konto" className={styles.nav}>
      <ul>
        {SECTIONS.map(([label, href]) => (
          <li key={href}>
            <a href={href} aria-current={href === current ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
        <li>
          <form method="post" action={ACCOUNT_API.logout}>
            <button type="submit" className={styles.linkButton}>
              Abmelden
            </button>
          </form>
        </li>
      </ul>
    </nav>
  )
}

export function Overview({
  customer,
  orders,
  appointments,
  tickets,
}: {
  customer: Customer
  orders: OrderRow[]
  appointments: AppointmentRow[]
  tickets: TicketRow[]
}) {
  const next = appointments.filter((row) => row.upcoming).at(-1)
  const ticket = nextTicket(tickets)
  return (
    <div className={styles.columns}>
      <section aria-labelledby="overview-orders">
        <h2 id="overview-orders">Bestellungen</h2>
        {orders[0] ? (
          <p>
            Zuletzt: Bestellung {orders[0].number} vom {orders[0].date}, {orders[0].status}.{' '}
            <a href={ACCOUNT_PATHS.orders}>Alle {orders.length} Bestellungen</a>
          </p>
        ) : (
          <p>Noch keine Bestellungen.</p>
        )}
      </section>
      <section aria-labelledby="overview-appointments">
        <h2 id="overview-appointments">Termine</h2>
        {next ? (
          <p>
            Nächster Termin: {next.when}, {next.what}.{' '}
            <a href={next.href}>Ansehen, verlegen oder absagen</a>
          </p>
        ) : (
          <p>
            Kein Termin geplant. <a href="/termin">Termin buchen</a>
          </p>
        )}
      </section>
      <section aria-labelledby="overview-events">
        <h2 id="overview-events">Veranstaltungen</h2>
        {ticket ? (
          <p>
            Nächste Veranstaltung: {ticket.event}, {ticket.when}.{' '}
            <a href={ACCOUNT_PATHS.tickets}>Ihre Karten</a>
          </p>
        ) : (
          <p>
            Keine Karten für kommende Veranstaltungen.{' '}
            <a href="/veranstaltungen">Veranstaltungen ansehen</a>
          </p>
        )}
      </section>
      <section aria-labelledby="overview-account">
        <h2 id="overview-account">Ihr Konto</h2>
        <p>
          {customer.name ? `${customer.name}, ` : ''}
          {customer.email}
          {customer.username ? ` (Benutzername: ${customer.username})` : ''}
        </p>
        <p>
          <a href={ACCOUNT_PATHS.details}>
            Kontodaten, Passwort, Ihre Daten herunterladen oder löschen
          </a>
        </p>
      </section>
    </div>
  )
}

export function OrdersList({ orders, linkable }: { orders: OrderRow[]; linkable: number }) {
  return (
    <>
      {linkable > 0 && (
        <form method="post" action={ACCOUNT_API.linkOrders} className={styles.notice}>
          <p>
            Wir haben {linkable === 1 ? 'eine Bestellung' : `${linkable} Bestellungen`} ohne Konto
            mit Ihrer E-Mail-Adresse gefunden.
          </p>
          <button type="submit" className="button button-secondary">
            Mit meinem Konto verknüpfen
          </button>
        </form>
      )}
      {orders.length === 0 ? (
        <p>
          Noch keine Bestellungen. <a href="/shop">Zum Shop</a>
        </p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Ihre Bestellungen</caption>
          <thead>
            <tr>
              <th scope="col">Bestellung</th>
              <th scope="col">Datum</th>
              <th scope="col">Status</th>
              <th scope="col">Zahlung</th>
              <th scope="col" className={styles.amount}>
                Gesamt
              </th>
              <th scope="col">
                <span className="visually-hidden">Aktionen</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number}>
                <td>
                  <a href={order.detailsHref}>{order.number}</a>
                </td>
                <td>{order.date}</td>
                <td>{order.status}</td>
                <td>{order.payment}</td>
                <td className={styles.amount}>{order.total}</td>
                <td>
                  {order.withdrawHref && (
                    <a
                      href={order.withdrawHref}
                      aria-label={`Vertrag widerrufen: Bestellung ${order.number}`}
                    >
                      Vertrag widerrufen
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

export function AppointmentsList({ rows }: { rows: AppointmentRow[] }) {
  if (rows.length === 0)
    return (
      <p>
        Keine Termine mit Ihrer E-Mail-Adresse. <a href="/termin">Termin buchen</a>
      </p>
    )
  const list = (title: string, items: AppointmentRow[]) =>
    items.length > 0 && (
      <section aria-label={title}>
        <h2>{title}</h2>
        <ul>
          {items.map((row) => (
            <li key={row.id}>
              <a href={row.href}>{row.when}</a>: {row.what} ({row.status})
            </li>
          ))}
        </ul>
      </section>
    )
  return (
    <>
      {list('Bevorstehende Termine', rows.filter((row) => row.upcoming).reverse())}
      {list(
        'Frühere Termine',
        rows.filter((row) => !row.upcoming),
      )}
    </>
  )
}

export function Notice({ children, problem = false }: { children: ReactNode; problem?: boolean }) {
  return (
    <p className={problem ? `${styles.notice} ${styles.problem}` : styles.notice} role="status">
      {children}
    </p>
  )
}
