import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { passwordMatches } from '@/lib/passwordHash'
import { readSalon } from '@/lib/salonMail'
import { refusal } from '@/lib/visitorAnswer'
import type { Customer } from '@/payload-types'

import {
  customerForChange,
  done,
  invalidFields,
  notSignedIn,
  refuse,
} from './accountAnswers.server'
import { accountExport, exportCsv, personalDataFile } from './accountExport.server'
import { personalDataPage, personalDataPageAnswer } from './privacy/personalDataPage'
import { sendAccountMail } from './accountMails.server'
import { ACCOUNT_PATHS } from './accountPaths'
import { readAddresses, readProfile } from './accountForms'
import { customerLogin, endAllSessions } from './auth/customerLogin.server'
import {
  endSessionCookies,
  sessionCookies,
  signedInCustomer,
  withCookies,
} from './auth/customerSession.server'
import { passwordProblem } from './auth/passwordPolicy.server'
import { clock } from '@/lib/clock'

const CHANGE_LIMIT = { name: 'account-change', max: 30, windowMs: 10 * 60_000 }
const CHECK_LIMIT = { name: 'account-password', max: 10, windowMs: 10 * 60_000 }

const wrongPassword = () =>
  refusal(
    403,
    'wrong_password',
    'The current password is not correct.',
    'Das aktuelle Passwort ist nicht korrekt.',
    {
      current: 'Das aktuelle Passwort ist nicht korrekt.',
    },
  )

/** The stored hash of the account, to check a password without signing in again. */
async function passwordOk(payload: Payload, customer: Customer, password: string) {
  const stored = await payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
    collection: COLLECTIONS.customers,
    where: { id: { equals: customer.id } },
  })
  return Boolean(stored?.hash) && (await passwordMatches(stored?.hash, stored?.salt, password))
}

/** POST /api/account/profile: name, username, phone. */
export async function handleProfile(request: Request, payload: Payload): Promise<Response> {
  const back = ACCOUNT_PATHS.details
  const found = await customerForChange(request, payload, CHANGE_LIMIT)
  if ('status' in found) return refuse(request, found, back)
  const { data, errors } = readProfile(found.fields)
  if (Object.keys(errors).length) return refuse(request, invalidFields(errors), back)
  if (data.username) {
    const taken = await payload.db.findOne<Customer>({
      collection: COLLECTIONS.customers,
      where: {
        and: [{ username: { equals: data.username } }, { id: { not_equals: found.customer.id } }],
      },
    })
    if (taken)
      return refuse(
        request,
        invalidFields({ username: 'Dieser Benutzername ist schon vergeben.' }),
        back,
      )
  }
  await payload.db.updateOne({
    collection: COLLECTIONS.customers,
    id: found.customer.id,
    data,
    returning: false,
  })
  return done(request, { next: `${back}?gespeichert=profil` })
}

/** POST /api/account/address: the checkout's saved addresses. */
export async function handleAddress(request: Request, payload: Payload): Promise<Response> {
  const back = ACCOUNT_PATHS.addresses
  const found = await customerForChange(request, payload, CHANGE_LIMIT)
  if ('status' in found) return refuse(request, found, back)
  const { data, errors } = readAddresses(found.fields)
  if (Object.keys(errors).length) return refuse(request, invalidFields(errors), back)
  await payload.db.updateOne({
    collection: COLLECTIONS.customers,
    id: found.customer.id,
    data,
    returning: false,
  })
  return done(request, { next: `${back}?gespeichert=1` })
}

/** POST /api/account/password: every other session ends; this browser signs in anew. */
export async function handlePassword(request: Request, payload: Payload): Promise<Response> {
  const back = ACCOUNT_PATHS.details
  const found = await customerForChange(request, payload, CHECK_LIMIT)
  if ('status' in found) return refuse(request, found, back)
  const { customer, fields } = found
  const next = (fields.get('password') ?? '').slice(0, 201)
  if (!(await passwordOk(payload, customer, (fields.get('current') ?? '').slice(0, 201))))
    return refuse(request, wrongPassword(), back)
  const problem = await passwordProblem(next, [customer.email, customer.name ?? ''])
  if (problem) return refuse(request, invalidFields({ password: problem }), back)
  await payload.update({
    collection: COLLECTIONS.customers,
    id: customer.id,
    data: { password: next },
    overrideAccess: true,
    depth: 0,
  })
  await endAllSessions(payload, customer.id)
  const login = await customerLogin(payload, { identifier: customer.email, password: next })
  await sendAccountMail(payload, 'passwordChanged', customer.email, {
    name: customer.name,
    path: ACCOUNT_PATHS.forgot,
  })
  return done(request, {
    next: `${back}?gespeichert=passwort`,
    cookies: 'token' in login ? sessionCookies(login.token, true) : endSessionCookies(),
  })
}

/** POST /api/account/link-orders: guest orders of her confirmed address join the account. */
export async function handleLinkOrders(request: Request, payload: Payload): Promise<Response> {
  const found = await customerForChange(request, payload, CHANGE_LIMIT)
  if ('status' in found) return refuse(request, found, ACCOUNT_PATHS.orders)
  const { docs } = await payload.update({
    collection: COLLECTIONS.orders,
    where: { and: [{ email: { equals: found.customer.email } }, { customer: { exists: false } }] },
    data: { customer: found.customer.id },
    overrideAccess: true,
    depth: 0,
    context: { disableRevalidate: true },
  })
  return done(request, {
    next: `${ACCOUNT_PATHS.orders}?verknuepft=${docs.length}`,
    body: { linked: docs.length },
  })
}

/** GET /api/account/export?format=json|csv: „Meine Daten herunterladen“. */
export async function handleExport(request: Request, payload: Payload): Promise<Response> {
  const customer = await signedInCustomer(payload, request.headers)
  if (!customer) return refuse(request, notSignedIn(), ACCOUNT_PATHS.home)
  const data = await accountExport(payload, customer)
  const format = new URL(request.url).searchParams.get('format')
  const day = clock.now().toISOString().slice(0, 10)
  if (format === 'html')
    return personalDataPageAnswer(
      personalDataPage(data, (await readSalon(payload)).name),
      `meine-daten-${day}.html`,
      false,
    )
  const csv = format === 'csv'
  return new Response(csv ? exportCsv(data) : JSON.stringify(personalDataFile(data), null, 2), {
    headers: withCookies([], {
      'content-type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="meine-daten-${day}.${csv ? 'csv' : 'json'}"`,
    }),
  })
}

/** POST /api/account/delete: confirmed by the password; orders stay anonymised. */
export async function handleDelete(request: Request, payload: Payload): Promise<Response> {
  const back = ACCOUNT_PATHS.details
  const found = await customerForChange(request, payload, CHECK_LIMIT)
  if ('status' in found) return refuse(request, found, back)
  if (
    !(await passwordOk(payload, found.customer, (found.fields.get('current') ?? '').slice(0, 201)))
  )
    return refuse(request, wrongPassword(), back)
  await payload.delete({
    collection: COLLECTIONS.customers,
    id: found.customer.id,
    overrideAccess: true,
  })
  return done(request, { next: `${ACCOUNT_PATHS.home}?geloescht=1`, cookies: endSessionCookies() })
}
