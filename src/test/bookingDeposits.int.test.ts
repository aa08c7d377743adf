import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { handleBookingPost } from '@/features/booking'
import { handleManagePost, manageKeyOf } from '@/features/booking'
import { releaseUnpaidDeposits } from '@/features/booking/deposits/depositPayment.server'
import { handlePaymentWebhook } from '@/features/payments'
import { addDays, berlinDate } from '@/lib/berlinTime'
import type { Appointment } from '@/payload-types'

import { startMollieStandIn, type MollieStandIn } from './mollieStandIn'
import { eachDatabase, startTestPayload, type TestPayload } from './testPayload'

// The stand-in's address is set before the configuration reads it.
const standInPort = await vi.hoisted(async () =>
  (await import('./standInAddress')).standInAddress('MOLLIE_API_ENDPOINT', '/v2/'),
)
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

/**
 * Booking deposits (issue 47): a service asks for an „Anzahlung“, the time is held while it is
 * paid at Mollie (the stand-in), booked and mailed once paid, freed when not, and given back
 * automatically when the customer cancels in time; a no-show keeps it if the owner says so.
 */
const describeEach = await eachDatabase()
const KEY = 'test_depositKey0123456789abcdefghij'
const quiet = { disableRevalidate: true }
const EVERY_DAY = Object.fromEntries(
  ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((day) => [day, '09:00–18:00']),
)

describeEach('booking deposits through Mollie (%s)', (kind) => {
  let instance: TestPayload
  let mollie: MollieStandIn
  let colour: number
  let ip = 0
  const payload = () => instance.payload
  const day = addDays(berlinDate(new Date()), 7)

  const form = (body: string) =>
    new Request('http://127.0.0.1/api', {
      method: 'POST',
      body,
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.47.${kind === 'sqlite' ? 1 : 2}.${(ip += 1)}`,
      },
    })
  const book = async (time: string, email: string) => {
    const answer = await handleBookingPost(
      form(
        `leistung=${colour}&team=egal&tag=${day}&zeit=${time}&name=Maria%20Muster&email=${encodeURIComponent(email)}&phone=030%201234567&privacy=1`,
      ),
      payload(),
    )
    const body = (await answer.json()) as { id: number; location: string }
    return {
      status: answer.status,
      id: body.id,
      location: body.location,
      payment: mollie.latest()!,
    }
  }
  const appointment = (id: number) =>
    payload().findByID({
      collection: 'appointments',
      id,
      depth: 0,
      overrideAccess: true,
    }) as Promise<Appointment>
  const mailsTo = async (to: string) =>
    (
      await payload().find({
        collection: 'mail-outbox',
        where: { to: { equals: to } },
        overrideAccess: true,
      })
    ).totalDocs
  /** The refund after a cancellation runs after the save: wait for it to be recorded. */
  const refundedOf = async (id: number) => {
    await expect
      .poll(async () => (await appointment(id)).depositRefundedCents ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(0)
    return (await appointment(id)).depositRefundedCents
  }

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    mollie = await startMollieStandIn({
      port: standInPort,
      keys: [KEY],
      deliver: async (_url, body) =>
        (
          await handlePaymentWebhook(
            new Request('http://127.0.0.1/api/payments/webhook', {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: body.toString(),
            }),
            payload(),
          )
        ).status,
    })
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Test', email: 'salon@example.org' } as never,
      context: quiet,
    })
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Test', taxId: '12/345/67890' } as never,
      context: { disableRevalidate: true },
    })
    await payload().updateGlobal({ slug: 'payment-settings', data: { apiKey: KEY } })
    const anna = await payload().create({
      collection: 'staff-members',
      data: { name: 'Anna', ownHours: true, weekHours: EVERY_DAY } as never,
      context: quiet,
    })
    colour = (
      await payload().create({
        collection: 'booking-services',
        data: {
          name: 'Färben',
          priceCents: 8900,
          durationMinutes: 60,
          staff: [anna.id],
          deposit: { kind: 'fixed', amountCents: 2000 },
        } as never,
        context: quiet,
      })
    ).id
  }, 120_000)

  afterAll(async () => {
    await mollie?.close()
    await instance?.cleanup()
  })

  it('holds the time while the deposit is paid, then books it and mails', async () => {
    const held = await book('10:00', 'anzahlung@example.org')
    expect(held).toMatchObject({ status: 201 })
    expect(held.location).toBe(`${mollie.url}/checkout/${held.payment.id}`)
    expect(held.payment.amount).toEqual({ currency: 'EUR', value: '20.00' })
    expect((await appointment(held.id)).status).toBe('awaitingDeposit')
    expect(await mailsTo('anzahlung@example.org')).toBe(0)
    // Held: nobody else gets the time meanwhile.
    expect((await book('10:00', 'zweite@example.org')).status).toBe(409)
    await mollie.settle(held.payment.id, 'paid', 'paypal')
    expect(await appointment(held.id)).toMatchObject({ status: 'confirmed', depositPaid: 'PayPal' })
    expect(await mailsTo('anzahlung@example.org')).toBe(1)
    // The confirmation says the deposit, how it was paid and what becomes of it.
    const [confirmation] = (
      await payload().find({
        collection: 'mail-outbox',
        where: { to: { equals: 'anzahlung@example.org' } },
        overrideAccess: true,
      })
    ).docs
    expect(confirmation!.text).toMatch(/Anzahlung: 20,00\s€ bezahlt mit PayPal/)
    expect(confirmation!.text).toContain(
      'Sagen Sie ab, erhalten Sie die Anzahlung automatisch zurück',
    )
  })

  it('frees the time when the deposit fails, and after 15 minutes when it is never paid', async () => {
    const failed = await book('11:00', 'fehler@example.org')
    await mollie.settle(failed.payment.id, 'failed')
    expect((await appointment(failed.id)).status).toBe('cancelled')
    const again = await book('11:00', 'neu@example.org')
    expect(again.status).toBe(201)

    mollie.state.dropWebhooks = true
    expect(await releaseUnpaidDeposits(payload(), new Date(Date.now() + 5 * 60_000))).toBe(0)
    expect(await releaseUnpaidDeposits(payload(), new Date(Date.now() + 16 * 60_000))).toBe(1)
    expect((await appointment(again.id)).status).toBe('cancelled')
    // Paid after the hold ran out: the money goes straight back.
    await mollie.settle(again.payment.id, 'paid')
    mollie.state.dropWebhooks = false
    await handlePaymentWebhook(
      new Request('http://127.0.0.1/api/payments/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${again.payment.id}`,
      }),
      payload(),
    )
    expect(again.payment.refunds.map((refund) => refund.amount.value)).toEqual(['20.00'])
    expect((await appointment(again.id)).status).toBe('cancelled')
  })

  it('refunds the deposit when the customer cancels in time', async () => {
    const booked = await book('13:00', 'absage@example.org')
    await mollie.settle(booked.payment.id, 'paid', 'creditcard')
    const cancel = await handleManagePost(
      form(
        `id=${booked.id}&key=${manageKeyOf(payload().secret, await appointment(booked.id))}&action=cancel`,
      ),
      payload(),
    )
    expect(cancel.status).toBe(200)
    expect(await refundedOf(booked.id)).toBe(2000)
    expect(booked.payment.refunds.map((refund) => refund.amount.value)).toEqual(['20.00'])
  })

  it('keeps the deposit of a no-show, or refunds it when the owner says so', async () => {
    const kept = await book('15:00', 'fern@example.org')
    await mollie.settle(kept.payment.id, 'paid')
    await payload().update({ collection: 'appointments', id: kept.id, data: { status: 'noShow' } })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(kept.payment.refunds).toHaveLength(0)

    await payload().updateGlobal({
      slug: 'booking-settings',
      data: { keepDepositOnNoShow: false },
      context: quiet,
    })
    const refunded = await book('16:00', 'fern2@example.org')
    await mollie.settle(refunded.payment.id, 'paid')
    await payload().update({
      collection: 'appointments',
      id: refunded.id,
      data: { status: 'noShow' },
    })
    expect(await refundedOf(refunded.id)).toBe(2000)
  })
})
