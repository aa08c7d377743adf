import type { FeaturePlugin } from '@/lib/featureManifest'
import { withEndpoints } from '@/lib/payload/withEndpoints'
import type { Endpoint, TaskConfig } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { offerPaymentHandling } from '@/contracts/onlinePayments'
import { offerShopSales } from '@/contracts/ticketSales'
import { oneAtATime } from '@/lib/oneAtATime'
import { hasRole, staffOf } from '@/lib/access'

import { orderDocumentEndpoints } from './orders/documentEndpoints.server'
import { Orders } from './collections/orders'
import { Products } from './collections/products'
import { ShopSettings } from './collections/shopSettings'
import { Vouchers } from './collections/vouchers'
import { invoiceEndpoints } from './invoices/invoiceEndpoints.server'
import { Invoices } from './invoices/invoicesCollection'
import { ordersCsv } from './orders/ordersCsv'
import { shopSalesService } from './ticketSales.server'
import { orderPaymentHandling, releaseUnpaidOrders } from './orders/orderPayment.server'
import { clock } from '@/lib/clock'

const exportOrders: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const user = staffOf(req)
    if (!hasRole(user, 'admin') && !hasRole(user, 'editor'))
      return Response.json(
        { code: 'forbidden', message: 'Only staff may export orders.' },
        { status: 403 },
      )
    const { docs } = await req.payload.find({
      collection: 'orders',
      sort: 'createdAt',
      limit: 0,
      pagination: false,
      depth: 0,
      req,
    })
    return new Response(ordersCsv(docs), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="bestellungen-${clock.now().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/** Orders whose online payment failed or was cancelled, after the visitor's window to retry. */
const releaseUnpaidTask = (jobsCron: string): TaskConfig => ({
  slug: 'releaseUnpaidOrders',
  label: 'Nicht bezahlte Online-Bestellungen stornieren',
  schedule: [{ cron: jobsCron, queue: 'default' }],
  outputSchema: [{ name: 'released', type: 'number' }],
  handler: async ({ req }) => ({
    output: {
      released: await oneAtATime(req.payload, 'shop:unpaid', () =>
        releaseUnpaidOrders(req.payload),
      ),
    },
  }),
})

/**
 * The shop (docs/shop.md): products with variations, orders placed by the checkout, value
 * vouchers, and the „Shop“ settings (VAT status, payment, shipping zones, legal pages). Sells
 * event tickets for the events feature through contracts/ticketSales.ts.
 */
export const plugin: FeaturePlugin =
  ({ jobsCron }) =>
  (config) =>
    offerPaymentHandling(
      offerShopSales(
        withFeature(config, {
          collections: [
            Products,
            withEndpoints(Orders, exportOrders, ...orderDocumentEndpoints),
            Vouchers,
            withEndpoints(Invoices, ...invoiceEndpoints),
          ],
          globals: [ShopSettings],
          tasks: [releaseUnpaidTask(jobsCron)],
        }),
        shopSalesService,
      ),
      'order',
      orderPaymentHandling,
    )
