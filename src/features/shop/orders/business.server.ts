import type { Payload } from 'payload'

import { GLOBALS } from '@/contracts/slugs'
import { env } from '@/lib/env'

import { SHOP_PATHS } from '../paths'

/** Who sells: what mails, the PDF and the legal texts name. */
export type Business = {
  name: string
  address: string
  email: string
  phone: string
  siteUrl: string
  withdrawUrl: string
}

export async function readBusiness(payload: Payload): Promise<Business> {
  const settings = await payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0 })
  const first = settings.addresses?.[0]
  const siteUrl = env().serverUrl.replace(/\/$/, '')
  return {
    name: settings.legalName || settings.businessName || '',
    address: first ? `${first.street}, ${first.postalCode} ${first.city}` : '',
    email: settings.email ?? '',
    phone: settings.phone ?? '',
    siteUrl,
    withdrawUrl: `${siteUrl}${SHOP_PATHS.withdraw}`,
  }
}
