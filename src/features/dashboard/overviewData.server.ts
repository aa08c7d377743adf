import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import { berlinDate, berlinMidnight, startOfBerlinWeek } from '@/lib/berlinTime'

import { appointmentsCard } from './appointmentsCard.server'
import { countByDay } from './consentChart'
import { clock } from '@/lib/clock'

const DAY_MS = 86_400_000

const countWhere = async (
  payload: Payload,
  collection: (typeof COLLECTIONS)[
    'mailOutbox' | 'orders' | 'formSubmissions' | 'vouchers' | 'payments'],
  where: Parameters<Payload['count']>[0]['where'],
) => (await payload.count({ collection, where, overrideAccess: true })).totalDocs

type OrderLine = {
  voucher?: boolean | null
  ticket?: boolean | null
  lineTotalCents?: number | null
}

/** Lines that are goods or services: a ticket or a parcel, not a voucher sold. */
const soldLines = (items: OrderLine[] | null | undefined) =>
  (items ?? []).filter((item) => !item.voucher)

/**
 * What this week's orders earned: goods, services and tickets when sold, minus what went back to
 * customers. A sold multi-purpose voucher (Mehrzweckgutschein, § 3 Abs. 15 UStG) is no revenue
 * yet: it becomes revenue when it is redeemed, which is part of the order that redeems it.
 */
export const revenueOf = (
  orders: Array<{ items?: OrderLine[] | null; refundedCents?: number | null }>,
) =>
  orders.reduce(
    (sum, order) =>
      sum +
      soldLines(order.items).reduce((lines, item) => lines + (item.lineTotalCents ?? 0), 0) -
      (order.refundedCents ?? 0),
    0,
  )

/** A paid order that still waits for the salon: one with something to ship or hand over. */
export const waitsForDispatch = (order: { items?: OrderLine[] | null }) =>
  soldLines(order.items).some((item) => !item.ticket)

/**
 * The shop's work: orders waiting for payment, paid ones to send (not those of vouchers and
 * tickets only, which the mail delivered), vouchers sold in 30 days, and today's and this
 * week's orders (since midnight and since Monday, Berlin) with their revenue; cancelled and
 * withdrawn ones are no sale and count in neither.
 */
async function ordersCard(payload: Payload, now: Date) {
  const monthStart = new Date(now.getTime() - 30 * DAY_MS).toISOString()
  const [open, paid, vouchersSold, week, online] = await Promise.all([
    countWhere(payload, COLLECTIONS.orders, { status: { in: ['open', 'awaiting'] } }),
    payload.find({
      collection: COLLECTIONS.orders,
      where: { status: { equals: 'paid' } },
      select: { items: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    countWhere(payload, COLLECTIONS.vouchers, { createdAt: { greater_than_equal: monthStart } }),
    payload.find({
      collection: COLLECTIONS.orders,
      where: {
        createdAt: { greater_than_equal: startOfBerlinWeek(now).toISOString() },
        status: { not_in: ['cancelled', 'withdrawn'] },
      },
      select: { items: true, refundedCents: true, createdAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    onlinePaymentsCard(payload, monthStart),
  ])
  const midnight = berlinMidnight(berlinDate(now)).getTime()
  const today = week.docs.filter((order) => new Date(order.createdAt).getTime() >= midnight)
  return {
    open,
    paid: paid.docs.filter(waitsForDispatch).length,
    todayOrders: today.length,
    todayRevenueCents: revenueOf(today),
    vouchersSold,
    weekOrders: week.docs.length,
    weekRevenueCents: revenueOf(week.docs),
    online,
  }
}

/**
 * Online payments of the last 30 days: paid, still open, not completed, flagged amounts; and
 * every payment the daily comparison found different from Mollie.
 */
async function onlinePaymentsCard(payload: Payload, since: string) {
  const count = (status: string[] | null, flagged = false) =>
    countWhere(payload, COLLECTIONS.payments, {
      createdAt: { greater_than_equal: since },
      ...(status ? { status: { in: status } } : {}),
      ...(flagged ? { flagged: { equals: true } } : {}),
    })
  const [paid, open, failed, flagged, differing] = await Promise.all([
    countWhere(payload, COLLECTIONS.payments, {
      createdAt: { greater_than_equal: since },
      status: { equals: 'paid' },
      flagged: { not_equals: true },
    }),
    count(['open', 'pending', 'authorized']),
    count(['failed', 'canceled', 'expired']),
    count(null, true),
    // What the daily comparison found different from Mollie, of any age it reaches.
    countWhere(payload, COLLECTIONS.payments, { mismatch: { exists: true } }),
  ])
  return { paid, open, failed, flagged, differing }
}

/** Requests this week, the ones nobody took up yet, and the latest five. */
async function submissionsCard(payload: Payload, now: Date) {
  const weekStart = startOfBerlinWeek(now).toISOString()
  const [thisWeek, unhandled, latest] = await Promise.all([
    countWhere(payload, COLLECTIONS.formSubmissions, {
      createdAt: { greater_than_equal: weekStart },
    }),
    countWhere(payload, COLLECTIONS.formSubmissions, { status: { equals: 'new' } }),
    payload.find({
      collection: COLLECTIONS.formSubmissions,
      sort: '-createdAt',
      limit: 5,
      depth: 0,
      select: { summary: true, createdAt: true },
      overrideAccess: true,
    }),
  ])
  return {
    thisWeek,
    unhandled,
    latest: latest.docs.map((doc) => ({
      id: doc.id,
      name: doc.summary || 'Anfrage',
      createdAt: doc.createdAt,
    })),
  }
}

/** Whether mail leaves at all, what waits or failed, and when the last one went out. */
async function mailCard(payload: Payload) {
  const outbox = (status: string) =>
    countWhere(payload, COLLECTIONS.mailOutbox, { status: { equals: status } })
  const [server, queued, failed, stored, sent] = await Promise.all([
    mailService(payload).siteMail(payload),
    outbox('queued'),
    outbox('failed'),
    outbox('stored'),
    payload.find({
      collection: COLLECTIONS.mailOutbox,
      where: { status: { equals: 'sent' } },
      sort: '-sentAt',
      limit: 1,
      depth: 0,
      select: { sentAt: true },
      overrideAccess: true,
    }),
  ])
  return {
    configured: server.transport !== null,
    source: server.source,
    queued,
    failed,
    stored,
    lastSentAt: sent.docs[0]?.sentAt ?? null,
  }
}

async function consentDays(payload: Payload, now: Date) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.consentLog,
    where: {
      createdAt: { greater_than_equal: new Date(now.getTime() - 31 * DAY_MS).toISOString() },
    },
    select: { decision: true, createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return countByDay(docs, now)
}

/** What the owner writes and sells, named as she calls it in the list of recent changes. */
const RECENT_KINDS = [
  { collection: COLLECTIONS.pages, kind: 'Seite' },
  { collection: COLLECTIONS.posts, kind: 'Beitrag' },
  { collection: COLLECTIONS.portfolio, kind: 'Portfolio' },
  { collection: COLLECTIONS.products, kind: 'Produkt' },
  { collection: COLLECTIONS.events, kind: 'Veranstaltung' },
] as const

type RecentDoc = {
  id: number | string
  title?: string | null
  updatedAt: string
  lastEditedBy?: string | null
  _status?: string | null
}

/**
 * The six things changed last, across pages, posts, portfolio, products and events (titled ones:
 * an untitled draft is nothing to show). A collection of a feature that is not there is skipped.
 */
async function recentChanges(payload: Payload) {
  const lists = await Promise.all(
    RECENT_KINDS.filter(({ collection }) => payload.collections[collection]).map(
      async ({ collection, kind }) => {
        const config = payload.collections[collection]!.config
        const drafts = Boolean(config.versions && config.versions.drafts)
        const edited = config.flattenedFields.some((field) => field.name === 'lastEditedBy')
        // The line's few fields only: a page's whole layout is read on every dashboard load else.
        const { docs } = await payload.find({
          collection,
          sort: '-updatedAt',
          limit: 6,
          depth: 0,
          draft: drafts,
          where: { title: { exists: true } },
          select: {
            title: true,
            updatedAt: true,
            ...(drafts ? { _status: true } : {}),
            ...(edited ? { lastEditedBy: true } : {}),
          },
          overrideAccess: true,
        })
        return (docs as unknown as RecentDoc[]).map((doc) => ({
          id: doc.id,
          collection,
          kind,
          title: doc.title || '(ohne Titel)',
          updatedAt: doc.updatedAt,
          editor: doc.lastEditedBy ?? null,
          draft: drafts && doc._status !== 'published',
        }))
      },
    ),
  )
  return lists
    .flat()
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, 6)
}

/** What the dashboard shows about the business, read in one go. */
export async function overviewData(payload: Payload, now = clock.now()) {
  const [orders, submissions, mail, consent, changes, appointments] = await Promise.all([
    ordersCard(payload, now),
    submissionsCard(payload, now),
    mailCard(payload),
    consentDays(payload, now),
    recentChanges(payload),
    appointmentsCard(payload, now),
  ])
  return { orders, submissions, mail, consentDays: consent, changes, appointments }
}

export type OverviewData = Awaited<ReturnType<typeof overviewData>>
