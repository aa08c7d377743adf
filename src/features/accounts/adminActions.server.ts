import type { Endpoint, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { hasRole, staffOf } from '@/lib/access'
import type { Customer } from '@/payload-types'

import { unlockCustomer } from './auth/customerLogin.server'
import { sendConfirmation } from './auth/registration.server'

const adminOnly = (req: PayloadRequest) =>
  hasRole(staffOf(req), 'admin')
    ? null
    : Response.json({ code: 'forbidden', message: 'Only admins may do this.' }, { status: 403 })

async function customerOf(req: PayloadRequest) {
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0) return null
  return req.payload.db.findOne<Customer>({
    collection: COLLECTIONS.customers,
    where: { id: { equals: id } },
  })
}

const notFound = () =>
  Response.json({ code: 'not_found', message: 'No such customer.' }, { status: 404 })

/** Payload's own login and password endpoints: customers use /api/account/* (the lock, the opt-in). */
const CLOSED = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/refresh-token',
  '/first-register',
  '/unlock',
  '/verify/:token',
]

/** The owner's buttons in the „Kunden“ edit view (admin/CustomerActions.client.tsx). */
export const adminActionEndpoints: Endpoint[] = [
  {
    path: '/:id/resend-confirmation',
    method: 'post',
    handler: async (req) => {
      const refused = adminOnly(req)
      if (refused) return refused
      const customer = await customerOf(req)
      if (!customer) return notFound()
      if (customer.confirmed)
        return Response.json(
          { code: 'already_confirmed', message: 'The address is already confirmed.' },
          { status: 409 },
        )
      const mail = await sendConfirmation(req.payload, customer)
      return Response.json({ mail })
    },
  },
  {
    path: '/:id/unlock',
    method: 'post',
    handler: async (req) => {
      const refused = adminOnly(req)
      if (refused) return refused
      const customer = await customerOf(req)
      if (!customer) return notFound()
      await unlockCustomer(req.payload, customer)
      req.payload.logger.info(`Accounts: customer ${customer.id} unlocked by the owner`)
      return Response.json({ unlocked: true })
    },
  },
  ...CLOSED.map((path): Endpoint => ({
    path,
    method: 'post',
    handler: () =>
      Response.json(
        { code: 'not_found', message: 'Customer accounts sign in through /api/account/login.' },
        { status: 404 },
      ),
  })),
]
