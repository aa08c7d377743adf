import { cookiesSecure } from '@/lib/env'
import type { FeaturePlugin } from '@/lib/featureManifest'
import type { TaskConfig } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { offerSpamHandling } from '@/contracts/spamReview'
import { offerVisitorAccounts } from '@/contracts/visitorAccounts'

import { Customers } from './collections/customers'
import { PrivacyRequests } from './privacy/privacyRequests'
import { signedInCustomer } from './auth/customerSession.server'
import { deleteUnconfirmed } from './auth/registration.server'
import { registrationSpamHandling } from './spamRelease.server'

/** Accounts nobody confirmed within 7 days are deleted: hourly. */
const unconfirmedTask: TaskConfig = {
  slug: 'deleteUnconfirmedAccounts',
  label: 'Unbestätigte Kundenkonten löschen',
  schedule: [{ cron: '17 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => ({ output: { deleted: await deleteUnconfirmed(req.payload) } }),
}

/**
 * Visitor accounts (docs/accounts.md): „Mein Konto“ with orders, appointments, addresses and the
 * data rights; the header's login box. Offers „who is signed in“ to other features
 * (contracts/visitorAccounts.ts).
 */
export const plugin: FeaturePlugin = (env) => (config) =>
  offerVisitorAccounts(
    withFeature(offerSpamHandling(config, 'registration', registrationSpamHandling), {
      collections: [Customers({ secureCookies: cookiesSecure(env) }), PrivacyRequests],
      tasks: [unconfirmedTask],
    }),
    {
      customerOf: async (payload, headers) => {
        const customer = await signedInCustomer(payload, headers)
        return customer
          ? { id: customer.id, email: customer.email, name: customer.name, phone: customer.phone }
          : null
      },
    },
  )
