import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { readCheckoutForm } from './checkoutForm'
import { placeOrder } from '../orders/placeOrder.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

describeEach('checkout without a Bundesland (%s)', (kind) => {
  let instance: TestPayload
  let product: number
  let berlinMethod = ''
  let germanyMethod = ''

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    const settings = await instance.payload.updateGlobal({
      slug: 'shop-settings',
      data: {
        zones: [
          {
            name: 'Berlin (Kurier)',
            countries: 'DE',
            states: 'DE-BE',
            methods: [{ label: 'Fahrradkurier', costCents: 290 }],
          },
          {
            name: 'Deutschland',
            countries: 'DE',
            methods: [{ label: 'DHL Paket', costCents: 490 }],
          },
        ],
        bank: { accountHolder: 'Salon Test', iban: 'DE89370400440532013000' },
      },
      context: { disableRevalidate: true },
    })
    berlinMethod = settings.zones![0]!.methods![0]!.id!
    germanyMethod = settings.zones![1]!.methods![0]!.id!
    product = (
      await instance.payload.create({
        collection: 'products',
        data: { active: true, taxClass: 'standard', title: 'Kamm', priceCents: 500 } as never,
        context: { disableRevalidate: true },
      })
    ).id
  })
  afterAll(async () => instance?.cleanup())

  const checkout = (postcode: string, shipping: string) => {
    const { form, errors } = readCheckoutForm(
      new URLSearchParams({
        email: 'kundin@example.org',
        billing_first_name: 'Anna',
        billing_last_name: 'Muster',
        billing_street: 'Hauptstr. 1',
        billing_postcode: postcode,
        billing_city: 'Irgendwo',
        billing_country: 'DE',
        shipping_method: shipping,
        payment_method: 'vorkasse',
        terms: '1',
      }),
    )
    expect(errors).toEqual({})
    return placeOrder(
      instance.payload,
      [{ productId: product, variantId: null, quantity: 1, amountCents: null }],
      form,
    )
  }

  it('lands a Berlin postcode in the Berlin zone without asking for the state', async () => {
    const placed = await checkout('10115', berlinMethod)
    if (!('order' in placed)) throw new Error(JSON.stringify(placed))
    expect(placed.order.shippingCents).toBe(290)
    expect(placed.order.billing?.state).toBe('DE-BE')
    const munich = await checkout('80331', germanyMethod)
    if (!('order' in munich)) throw new Error(JSON.stringify(munich))
    expect(munich.order.shippingCents).toBe(490)
  })

  it('asks for the state only where the postcode lies in several and a zone needs it', async () => {
    const asked = await checkout('14467', germanyMethod)
    expect(asked).toMatchObject({
      status: 400,
      code: 'state_needed',
      fields: { billing_state: expect.stringMatching(/Bitte wählen Sie Ihr Bundesland/) },
    })
  })
})
