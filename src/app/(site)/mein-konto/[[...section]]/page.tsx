import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { GLOBALS } from '@/contracts/slugs'
import { privacyPathOf } from '@/features/consent'
import { appointmentsOf, linkableOrders, ordersOf, ticketsOf } from '@/features/accounts'
import { ACCOUNT_PATHS } from '@/features/accounts'
import { accountStyles as styles } from '@/features/accounts'
import { signedInCustomer } from '@/features/accounts'
import { AddressesForm, DetailsForms } from '@/features/accounts'
import { AccountNav, AppointmentsList, Notice, OrdersList, Overview } from '@/features/accounts'
import { ConfirmForm, ForgotForm, LoginForm, RegisterForm, ResetForm } from '@/features/accounts'
import { accountNotice } from '@/features/accounts'
import { TicketsList } from '@/features/accounts'
import type { Customer } from '@/payload-types'

import { appointmentRow, orderRow, ticketRow } from '../../_data/accountRows'
import { getPayloadClient, getSiteSettings } from '../../_data/queries'

type Args = {
  params: Promise<{ section?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Per visitor: never cached, never indexed. */
export const dynamic = 'force-dynamic'

const TITLES: Record<string, string> = {
  '': 'Mein Konto',
  registrieren: 'Konto erstellen',
  bestaetigen: 'E-Mail-Adresse bestätigen',
  'passwort-vergessen': 'Passwort vergessen',
  'passwort-neu': 'Neues Passwort',
  bestellungen: 'Meine Bestellungen',
  termine: 'Meine Termine',
  karten: 'Meine Karten',
  adressen: 'Meine Adressen',
  konto: 'Kontodaten',
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const [{ section = [] }, settings] = await Promise.all([params, getSiteSettings()])
  const title = TITLES[section.join('/')] ?? 'Mein Konto'
  return {
    title: { absolute: `${title} | ${settings.businessName}` },
    description: `Ihr Kundenkonto bei ${settings.businessName}: Termine, Karten und Bestellungen.`,
    robots: { index: false },
  }
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** /mein-konto (CONTRACTS.md): sign in, register, and the signed-in customer's pages. */
export default async function AccountPage({ params, searchParams }: Args) {
  const [{ section = [] }, query] = await Promise.all([params, searchParams])
  const key = section.join('/')
  if (!(key in TITLES)) notFound()
  const payload = await getPayloadClient()
  const customer = await signedInCustomer(payload, new Headers(await headers()))
  const notice = accountNotice(key, query)
  const frame = (body: ReactNode, current?: string) => (
    <article className={styles.account}>
      <h1 className="page-title">{TITLES[key]}</h1>
      {current && <AccountNav current={current} />}
      {notice && <Notice problem={notice.problem}>{notice.text}</Notice>}
      {body}
    </article>
  )

  switch (key) {
    case 'registrieren': {
      const consent = await payload.findGlobal({ slug: GLOBALS.consentSettings, depth: 0 })
      return frame(query.gesendet ? null : <RegisterForm privacyPath={privacyPathOf(consent)} />)
    }
    case 'bestaetigen':
      return frame(<ConfirmForm token={one(query.token)} />)
    case 'passwort-vergessen':
      return frame(query.angefordert ? null : <ForgotForm />)
    case 'passwort-neu':
      return frame(<ResetForm token={one(query.token)} />)
  }
  if (!customer)
    return frame(<LoginForm returnTo={key ? `${ACCOUNT_PATHS.home}/${key}` : ACCOUNT_PATHS.home} />)
  return frame(
    await signedInBody(key, customer),
    key ? `${ACCOUNT_PATHS.home}/${key}` : ACCOUNT_PATHS.home,
  )
}

async function signedInBody(key: string, customer: Customer): Promise<ReactNode> {
  const payload = await getPayloadClient()
  switch (key) {
    case 'adressen':
      return <AddressesForm customer={customer} />
    case 'konto':
      return <DetailsForms customer={customer} />
    case 'termine':
      return (
        <AppointmentsList
          rows={(await appointmentsOf(payload, customer.email)).map((one) => appointmentRow(one))}
        />
      )
    case 'karten':
      return (
        <TicketsList
          rows={await Promise.all(
            (await ticketsOf(payload, customer.email)).map((one) => ticketRow(one)),
          )}
        />
      )
    case 'bestellungen': {
      const [orders, linkable] = await Promise.all([
        ordersOf(payload, customer.id),
        linkableOrders(payload, customer.email),
      ])
      return (
        <OrdersList
          orders={orders.map((order) => orderRow(order, customer.name))}
          linkable={linkable}
        />
      )
    }
    default: {
      const [orders, appointments, tickets] = await Promise.all([
        ordersOf(payload, customer.id),
        appointmentsOf(payload, customer.email),
        ticketsOf(payload, customer.email),
      ])
      return (
        <Overview
          customer={customer}
          orders={orders.map((order) => orderRow(order, customer.name))}
          appointments={appointments.map((one) => appointmentRow(one))}
          tickets={await Promise.all(tickets.map((one) => ticketRow(one)))}
        />
      )
    }
  }
}
