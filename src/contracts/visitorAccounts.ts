import type { Config, Payload } from 'payload'

/** What other features may know of a signed-in visitor account. */
export type SignedInCustomer = {
  id: number
  email: string
  name?: string | null
  phone?: string | null
}

/**
 * „Who is signed in on this request“: offered by the accounts feature (features/accounts/) in
 * Payload's server-only `config.custom`; the shop links an order placed while signed in to the
 * account. Optional: without the accounts feature every visitor is a guest.
 */
export type VisitorAccounts = {
  customerOf(payload: Payload, headers: Headers): Promise<SignedInCustomer | null>
}

type WithAccounts = { accounts?: VisitorAccounts }

export const offerVisitorAccounts = (config: Config, service: VisitorAccounts): Config => ({
  ...config,
  custom: { ...config.custom, accounts: service } satisfies WithAccounts,
})

export const visitorAccounts = (payload: Pick<Payload, 'config'>): VisitorAccounts | null =>
  (payload.config.custom as WithAccounts | undefined)?.accounts ?? null
