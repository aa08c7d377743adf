import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { startOfBerlinWeek } from '@/lib/berlinTime'
import { mailService } from '@/contracts/mail'

import { countByDay } from './consentChart'

const DAY_MS = 86_400_000

const count = async (payload: Payload, collection: typeof COLLECTIONS.mailOutbox, status: string) =>
  (
    await payload.count({
      collection,
      where: { status: { equals: status } },
      overrideAccess: true,
    })
  ).totalDocs

/** What the dashboard shows about the business, read in one go. */
export async function overviewData(payload: Payload, now = new Date()) {
  const weekStart = startOfBerlinWeek(now).toISOString()
  const monthStart = new Date(now.getTime() - 30 * DAY_MS).toISOString()
  const [
    mailServer,
    week,
    latest,
    queued,
    failed,
    stored,
    sent,
    consent,
    pages,
    ordersOpen,
    ordersPaid,
    vouchersSold,
    newSubmissions,
  ] = await Promise.all([
    mailService(payload).siteMail(payload),
    payload.count({
      collection: COLLECTIONS.formSubmissions,
      where: { createdAt: { greater_than_equal: weekStart } },
      overrideAccess: true,
    }),
    payload.find({
      collection: COLLECTIONS.formSubmissions,
      sort: '-createdAt',
      limit: 5,
      depth: 0,
      select: { summary: true, createdAt: true },
      overrideAccess: true,
    }),
    count(payload, 'mail-outbox', 'queued'),
    count(payload, 'mail-outbox', 'failed'),
    count(payload, 'mail-outbox', 'stored'),
    payload.find({
      collection: COLLECTIONS.mailOutbox,
      where: { status: { equals: 'sent' } },
      sort: '-sentAt',
      limit: 1,
      depth: 0,
      select: { sentAt: true },
      overrideAccess: true,
    }),
    payload.find({
      collection: COLLECTIONS.consentLog,
      where: {
        createdAt: { greater_than_equal: new Date(now.getTime() - 31 * DAY_MS).toISOString() },
      },
      select: { decision: true, createdAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: COLLECTIONS.pages,
      sort: '-updatedAt',
      limit: 5,
      depth: 0,
      draft: true,
      where: { title: { exists: true } },
      select: { title: true, path: true, updatedAt: true, lastEditedBy: true, _status: true },
      overrideAccess: true,
    }),
    // The shop's work: orders waiting for payment, paid ones not yet sent or ready for pickup.
    payload.count({
      collection: COLLECTIONS.orders,
      where: { status: { equals: 'open' } },
      overrideAccess: true,
    }),
    payload.count({
      collection: COLLECTIONS.orders,
      where: { status: { equals: 'paid' } },
      overrideAccess: true,
    }),
    payload.count({
      collection: COLLECTIONS.vouchers,
      where: { createdAt: { greater_than_equal: monthStart } },
      overrideAccess: true,
    }),
    payload.count({
      collection: COLLECTIONS.formSubmissions,
      where: { status: { equals: 'new' } },
      overrideAccess: true,
    }),
  ])
  return {
    orders: {
      open: ordersOpen.totalDocs,
      paid: ordersPaid.totalDocs,
      vouchersSold: vouchersSold.totalDocs,
    },
    submissions: {
      thisWeek: week.totalDocs,
      unhandled: newSubmissions.totalDocs,
      latest: latest.docs.map((doc) => ({
        id: doc.id,
        name: doc.summary || 'Einsendung',
        createdAt: doc.createdAt,
      })),
    },
    mail: {
      configured: mailServer.transport !== null,
      source: mailServer.source,
      queued,
      failed,
      stored,
      lastSentAt: sent.docs[0]?.sentAt ?? null,
    },
    consentDays: countByDay(consent.docs, now),
    pages: pages.docs.map((doc) => ({
      id: doc.id,
      title: doc.title || '(ohne Titel)',
      path: doc.path,
      updatedAt: doc.updatedAt,
      editor: doc.lastEditedBy ?? null,
      draft: doc._status !== 'published',
    })),
  }
}

export type OverviewData = Awaited<ReturnType<typeof overviewData>>
