import type { FeaturePlugin } from '@/lib/featureManifest'
import type { Endpoint } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { offerShopSales } from '@/contracts/ticketSales'
import { hasRole, staffOf } from '@/lib/access'

import { orderDocumentEndpoints } from './orders/documentEndpoints.server'
import { Orders } from './collections/orders'
import { Products } from './collections/products'
import { ShopSettings } from './collections/shopSettings'
import { Vouchers } from './collections/vouchers'
import { ordersCsv } from './orders/ordersCsv'
import { shopSalesService } from './ticketSales.server'

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
        'content-disposition': `attachment; filename="bestellungen-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/**
 * The shop (docs/shop.md): products with variations, orders placed by the checkout, value
 * vouchers, and the „Shop“ settings (VAT status, payment, shipping zones, legal pages). Sells
 * event tickets for the events feature through contracts/ticketSales.ts.
 */
export const plugin: FeaturePlugin = () => (config) =>
  offerShopSales(
    withFeature(config, {
      collections: [
        Products,
        { ...Orders, endpoints: [exportOrders, ...orderDocumentEndpoints] },
        Vouchers,
      ],
      globals: [ShopSettings],
    }),
    shopSalesService,
  )
