import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { personalDataDeclaration, personalDataOffers } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { staffToken } from '@/test/staffToken'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()
const quiet = { disableRevalidate: true }
const DAY = 86_400_000

describeEach('„Datenschutz-Anfragen“: access and erasure for one address (%s)', (kind) => {
  let instance: TestPayload
  const payload = () => instance.payload
  const tokens: Record<'admin' | 'editor', string> = { admin: '', editor: '' }
  const guest = `gast-${kind}@example.org`
  const other = `andere-${kind}@example.org`

  const call = (role: 'admin' | 'editor', path: string, body?: unknown) =>
    instance.rest(
      new Request(`http://localhost:3000/api/privacy-requests${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `JWT ${tokens[role]}`,
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.40',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    )

  const signIn = async (role: 'admin' | 'editor') => {
    tokens[role] = await staffToken(instance, role, '198.51.100.40')
  }

  const order = (email: string, number: string) =>
    payload().create({
      collection: COLLECTIONS.orders,
      overrideAccess: true,
      data: {
        number,
        status: 'paid',
        paymentMethod: 'vorkasse',
        accessKey: 'a'.repeat(32),
        email,
        phone: '030 1234',
        billing: {
          firstName: 'Gitte',
          lastName: 'Gast',
          street: 'Weg 2',
          postcode: '10115',
          city: 'Berlin',
          country: 'DE',
        },
        items: [{ title: 'Haaröl', quantity: 1, unitPriceCents: 1290, lineTotalCents: 1290 }],
        totalCents: 1290,
      },
      context: quiet,
    })

  const submission = (email: string, attachments: number[] = []) =>
    payload().create({
      collection: COLLECTIONS.formSubmissions,
      data: {
        summary: `Anfrage von ${email}`,
        answers: [{ label: 'E-Mail', name: 'email', value: email }],
        attachments,
      },
      context: quiet,
    })

  const attachment = (name: string) =>
    payload().create({
      collection: COLLECTIONS.formAttachments,
      data: {},
      file: { data: Buffer.from('Mein Brief'), mimetype: 'text/plain', name, size: 10 },
      overrideAccess: true,
    })

  let orderId = 0
  let pastAppointment = 0
  let comingAppointment = 0
  let voucherId = 0
  let attachmentId = 0

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await signIn('admin')
    await signIn('editor')
    orderId = (await order(guest, `P-${kind}-1`)).id
    const otherOrder = (await order(other, `P-${kind}-2`)).id
    for (const [sequence, forOrder, buyer] of [
      [1, orderId, 'Gitte Gast'],
      [2, otherOrder, 'Andere Kundin'],
    ] as const)
      await payload().create({
        collection: COLLECTIONS.invoices,
        data: {
          label: `R-${kind}-${sequence}`,
          kind: 'invoice',
          issuedAt: new Date(Date.now() - DAY).toISOString(),
          sequence,
          order: forOrder,
          buyer,
          totalCents: 1290,
          pdf: 'JVBERi0=',
        },
        overrideAccess: true,
        context: quiet,
      })
    attachmentId = (await attachment(`brief-${kind}.txt`)).id
    await submission(guest, [attachmentId])
    await submission(other)
    const staff = await payload().create({
      collection: COLLECTIONS.staffMembers,
      data: { name: 'Anna' },
      context: quiet,
    })
    const cut = await payload().create({
      collection: COLLECTIONS.bookingServices,
      data: {
        name: 'Schneiden',
        durationMinutes: 30,
        priceCents: 3900,
        staff: [staff.id],
      } as never,
      context: quiet,
    })
    const appointment = (days: number) =>
      payload().create({
        collection: COLLECTIONS.appointments,
        data: {
          staffMember: staff.id,
          services: [cut.id],
          start: new Date(
            Math.floor((Date.now() + days * DAY) / 3_600_000) * 3_600_000,
          ).toISOString(),
          customerName: 'Gitte Gast',
          customerEmail: guest,
          customerPhone: '030 1234',
        } as never,
        context: quiet,
      })
    pastAppointment = (await appointment(-20)).id
    comingAppointment = (await appointment(20)).id
    voucherId = (
      await payload().create({
        collection: COLLECTIONS.vouchers,
        data: {
          code: `GUT-${kind}-0001`,
          validUntil: new Date(Date.now() + 300 * DAY).toISOString(),
          initialCents: 5000,
          balanceCents: 5000,
          recipientEmail: guest,
        },
        context: quiet,
      })
    ).id
    await payload().create({
      collection: COLLECTIONS.mailOutbox,
      data: {
        status: 'sent',
        from: 'salon@example.org',
        to: guest,
        subject: 'Ihre Bestellung',
        text: 'x',
        html: 'x',
      },
      context: quiet,
    })
  }, 120_000)

  afterAll(async () => instance?.cleanup())

  it('is for admins only and checks the address', async () => {
    expect((await call('editor', `/lookup?email=${guest}`)).status).toBe(403)
    const bad = await call('admin', '/lookup?email=keine-adresse')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'invalid_email' })
    expect((await call('editor', '/erase', { email: guest, notify: true })).status).toBe(403)
    expect(await payload().count({ collection: COLLECTIONS.privacyRequests })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('asks every collection of the config, and no offered field is a secret (issue 56)', () => {
    for (const collection of payload().config.collections) {
      const declared = personalDataDeclaration(collection)
      // Payload's own collections (locks, preferences, jobs …) hold staff state only.
      if (collection.slug.startsWith('payload-')) continue
      expect(declared, collection.slug).toBeDefined()
    }
    const offers = personalDataOffers(payload())
    expect(offers.map((offer) => offer.key)).toEqual(
      expect.arrayContaining(['account', 'orders', 'appointments', 'mails', 'invoices']),
    )
    expect(new Set(offers.map((offer) => offer.key)).size).toBe(offers.length)
    for (const offer of offers)
      for (const field of offer.fields)
        expect(field.key, `${offer.key}.${field.key}`).not.toMatch(
          /token|hash|password|salt|secret|key$|^code$|^pdf$|consentId/i,
        )
  })

  it('finds everything held about the address, and only that, as groups with admin links', async () => {
    const answer = (await (await call('admin', `/lookup?email=${guest.toUpperCase()}`)).json()) as {
      email: string
      groups: Array<{ key: string; items: Array<{ title: string; href: string | null }> }>
    }
    expect(answer.email).toBe(guest)
    const counts = Object.fromEntries(answer.groups.map((group) => [group.key, group.items.length]))
    expect(counts).toEqual({
      orders: 1,
      invoices: 1,
      appointments: 2,
      formSubmissions: 1,
      vouchers: 1,
      mails: 1,
    })
    const orders = answer.groups.find((group) => group.key === 'orders')!
    expect(orders.items[0]).toMatchObject({
      title: expect.stringMatching(new RegExp(`^Bestellung P-${kind}-1 · 12,90\\s€$`)),
      href: `/admin/collections/orders/${orderId}`,
    })
  })

  it('gives the data as one file, logged as answered', async () => {
    const file = await call('admin', `/export?email=${guest}`)
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="datenauskunft-/)
    const data = (await file.json()) as {
      orders: Array<Record<string, unknown>>
      invoices: unknown[]
      formSubmissions: unknown[]
    }
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).not.toHaveProperty('accessKey')
    // The invoice of her order, not the other's; the file she sent, by name (issue 56).
    expect(data.invoices).toEqual([
      expect.objectContaining({ label: `R-${kind}-1`, buyer: 'Gitte Gast', totalCents: 1290 }),
    ])
    expect(data.formSubmissions).toEqual([
      expect.objectContaining({ attachments: [`brief-${kind}.txt`] }),
    ])
    expect(JSON.stringify(data)).not.toContain(other)
    const log = await payload().find({ collection: COLLECTIONS.privacyRequests, depth: 0 })
    expect(log.docs).toHaveLength(1)
    expect(log.docs[0]).toMatchObject({ kind: 'access', email: guest })
    expect(log.docs[0]!.summary).toContain('Bestellungen: 1')
  })

  it('holds her own data only, and no secret, in the file and in the German document (issue 56)', async () => {
    const staff = await payload().find({
      collection: COLLECTIONS.staffMembers,
      where: { name: { equals: 'Anna' } },
      overrideAccess: true,
    })
    const feedToken = String(staff.docs[0]!.feedToken ?? '')
    expect(feedToken.length).toBeGreaterThan(8)
    // The salon's own notification about her, in its outbox.
    await payload().create({
      collection: COLLECTIONS.mailOutbox,
      data: {
        status: 'sent',
        from: 'salon@example.org',
        to: 'salon@example.org',
        subject: 'Neuer Online-Termin',
        text: `Gitte Gast, ${guest}, 030 1234\nVerwalten: https://salon.example/termin/verwalten/geheim-4711?key=abc`,
        html: 'x',
      },
      context: quiet,
    })
    const json = await (await call('admin', `/export?email=${guest}`)).text()
    const html = await call('admin', `/export?email=${guest}&format=html`)
    expect(html.headers.get('content-type')).toContain('text/html')
    const page = await html.text()
    for (const text of [json, page]) {
      expect(text).toContain('Anna')
      expect(text).toContain('Schneiden')
      expect(text).not.toContain(feedToken)
      expect(text).not.toContain('absences')
      expect(text).not.toContain(other)
      expect(text).not.toContain(`GUT-${kind}-0001`)
      expect(text).not.toContain('a'.repeat(32))
      expect(text).toContain('Neuer Online-Termin')
      // Her mails without the links that open her booking.
      expect(text).not.toContain('geheim-4711')
    }
    expect(page).toContain('<h2>Termine (2)</h2>')
    expect(page).toMatch(/12,90\s€/)
    expect(page).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/)
    const data = JSON.parse(json) as { appointments: Array<Record<string, unknown>> }
    expect(data.appointments[0]).not.toHaveProperty('id')
    expect(data.appointments[0]!.staffMember).toBe('Anna')
  })

  it('erases by the account rule, keeps the order anonymised and the coming appointment, and mails her', async () => {
    // First the open things are named (the paid order, the coming appointment), nothing erased.
    const asked = await call('admin', '/erase', { email: guest, notify: true })
    expect(asked.status).toBe(409)
    const open = (await asked.json()) as {
      code: string
      pending: Array<{ title: string; href: string; onErase: string }>
    }
    expect(open.code).toBe('pending')
    expect(open.pending.map((item) => item.href)).toEqual([
      `/admin/collections/orders/${orderId}`,
      `/admin/collections/appointments/${comingAppointment}`,
    ])
    expect(open.pending[0]!.onErase).toContain('nicht mehr zugestellt')
    expect(
      (await payload().findByID({ collection: COLLECTIONS.orders, id: orderId, depth: 0 })).email,
    ).toBe(guest)
    const answer = await call('admin', '/erase', {
      email: guest,
      notify: true,
      confirmPending: true,
    })
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { summary: string; mail: string }
    expect(body.mail).toBe('stored')
    expect(body.summary).toContain('1 Bestellung anonymisiert')

    const kept = await payload().findByID({ collection: COLLECTIONS.orders, id: orderId, depth: 0 })
    expect(kept).toMatchObject({ number: `P-${kind}-1`, totalCents: 1290, phone: null })
    expect(kept.email).not.toBe(guest)
    expect(kept.billing?.lastName).toBe('gelöscht')
    const past = await payload().findByID({
      collection: COLLECTIONS.appointments,
      id: pastAppointment,
      depth: 0,
    })
    expect(past).toMatchObject({ customerName: 'gelöscht', customerEmail: null })
    const coming = await payload().findByID({
      collection: COLLECTIONS.appointments,
      id: comingAppointment,
      depth: 0,
    })
    expect(coming.customerEmail).toBe(guest)
    const voucher = await payload().findByID({
      collection: COLLECTIONS.vouchers,
      id: voucherId,
      depth: 0,
    })
    expect(voucher).toMatchObject({ recipientEmail: null, balanceCents: 5000 })

    const submissions = await payload().find({ collection: COLLECTIONS.formSubmissions, depth: 0 })
    expect(submissions.docs.map((doc) => doc.summary)).toEqual([`Anfrage von ${other}`])
    // The file she sent went with her message; the invoice stays as issued (§ 147 AO).
    const files = await payload().count({
      collection: COLLECTIONS.formAttachments,
      where: { id: { equals: attachmentId } },
    })
    expect(files.totalDocs).toBe(0)
    const invoice = await payload().find({
      collection: COLLECTIONS.invoices,
      where: { label: { equals: `R-${kind}-1` } },
      depth: 0,
    })
    expect(invoice.docs[0]).toMatchObject({ buyer: 'Gitte Gast', pdf: 'JVBERi0=' })
    // The old mail is gone; the one left is the confirmation of this erasure.
    const mails = await payload().find({
      collection: COLLECTIONS.mailOutbox,
      where: { to: { equals: guest } },
      depth: 0,
    })
    expect(mails.docs.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Ihre Daten wurden gelöscht – /),
    ])
    expect(mails.docs[0]!.text).toContain('§ 147 AO')
    expect(mails.docs[0]!.text).toContain('kommenden Termine (1)')
    // The salon's own notification about her went too (issue 56).
    const aboutHer = await payload().count({
      collection: COLLECTIONS.mailOutbox,
      where: { subject: { equals: 'Neuer Online-Termin' } },
    })
    expect(aboutHer.totalDocs).toBe(0)

    const log = await payload().find({
      collection: COLLECTIONS.privacyRequests,
      sort: '-createdAt',
      depth: 0,
    })
    // The file of the test before, then its JSON and its document, then the erasure.
    expect(log.docs.map((entry) => entry.kind)).toEqual(['erasure', 'access', 'access', 'access'])
    expect(log.docs[0]!.mail).toMatch(/^im Postausgang gespeichert/)

    // Looked up again: only what the law and the coming appointment keep.
    const again = (await (await call('admin', `/lookup?email=${guest}`)).json()) as {
      groups: Array<{ key: string; items: unknown[] }>
    }
    expect(
      Object.fromEntries(again.groups.map((group) => [group.key, group.items.length])),
    ).toEqual({
      appointments: 1,
      mails: 1,
    })
  })

  it('deletes an account found by the address', async () => {
    const email = `konto-${kind}@example.org`
    const customer = await payload().create({
      collection: COLLECTIONS.customers,
      data: {
        email,
        password: 'Kerzenlicht-Fahrrad-7',
        name: 'Konto Kundin',
        confirmed: true,
      } as never,
      overrideAccess: true,
    })
    const found = (await (await call('admin', `/lookup?email=${email}`)).json()) as {
      groups: Array<{ key: string }>
    }
    expect(found.groups.map((group) => group.key)).toEqual(['account'])
    expect((await call('admin', '/erase', { email, notify: false })).status).toBe(200)
    expect(
      (
        await payload().count({
          collection: COLLECTIONS.customers,
          where: { id: { equals: customer.id } },
        })
      ).totalDocs,
    ).toBe(0)
    const mails = await payload().count({
      collection: COLLECTIONS.mailOutbox,
      where: { to: { equals: email } },
    })
    expect(mails.totalDocs).toBe(0)
  })
})
