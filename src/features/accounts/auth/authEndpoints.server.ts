import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'

import { cookieValue } from '@/lib/cookies'
import { INVALID_RETURN, refusal, returnTarget } from '@/lib/visitorAnswer'
import { privacyError } from '@/lib/privacyConsent'
import { trapFilled } from '@/lib/ui/RobotTrap'

import { accountForm, done, invalidFields, refuse } from '../accountAnswers.server'
import { ACCOUNT_PATHS } from '../accountPaths'
import { customerLogin, endSession } from './customerLogin.server'
import {
  endSessionCookies,
  sessionCookies,
  sessionIdOf,
  signedInCustomer,
  withCookies,
} from './customerSession.server'
import { requestReset, resetPassword } from './passwordReset.server'
import { readRegistration } from '../accountForms'
import { confirmAccount, register } from './registration.server'
import { holdRegistration } from '../spamRelease.server'

const MINUTE = 60_000
/**
 * Every registration is answered this long after it arrived (unless its work took longer): a
 * new address costs a password hash and an account, a known one a lookup, and the difference
 * must not tell who has an account. Above the slowest new registration measured (570 ms).
 */
export const REGISTER_ANSWER_MS = 1200
/** The consent banner's cookie: its id ties her consent entries to the account. */
const CONSENT_COOKIE = 'salon_consent'

/** The consent id at the start of the banner's cookie (`<uuid>.<revision>.<bits>`). */
const consentIdOf = (request: Request) => {
  const raw = cookieValue(request.headers.get('cookie'), CONSENT_COOKIE)
  return /^([0-9a-f-]{36})\./.exec(raw ?? '')?.[1] ?? null
}

/** POST /api/account/login: the header's login box and the /mein-konto form. */
export async function handleLogin(request: Request, payload: Payload): Promise<Response> {
  const back = ACCOUNT_PATHS.home
  const fields = await accountForm(request, {
    name: 'account-login',
    max: 30,
    windowMs: 10 * MINUTE,
  })
  if (!(fields instanceof URLSearchParams)) return refuse(request, fields, back)
  const next = returnTarget(fields.get('return'), ACCOUNT_PATHS.home)
  if (next === null) return refuse(request, INVALID_RETURN, back)
  const result = await customerLogin(payload, {
    identifier: (fields.get('username') ?? '').slice(0, 254),
    password: (fields.get('password') ?? '').slice(0, 201),
    consentId: consentIdOf(request),
  })
  if ('status' in result) {
    if (result.status !== 401) payload.logger.info(`Accounts: login refused (${result.code})`)
    return refuse(request, result, back)
  }
  return done(request, {
    next,
    body: { name: result.customer.name || result.customer.email },
    cookies: sessionCookies(result.token, fields.get('remember') === '1'),
  })
}

/** POST /api/account/logout: ends this browser's session only. */
export async function handleLogout(request: Request, payload: Payload): Promise<Response> {
  const fields = await accountForm(request, { name: 'account-logout', max: 30, windowMs: MINUTE })
  if (!(fields instanceof URLSearchParams)) return refuse(request, fields, '/')
  const customer = await signedInCustomer(payload, request.headers)
  if (customer) await endSession(payload, customer.id, sessionIdOf(customer))
  return done(request, { next: '/?abgemeldet=1', cookies: endSessionCookies() })
}

/**
 * GET /api/account/me: the login box's state. Never cached; an ended session clears the hint so
 * the box stops asking.
 */
export async function handleMe(request: Request, payload: Payload): Promise<Response> {
  const customer = await signedInCustomer(payload, request.headers)
  if (!customer)
    return Response.json({ signedIn: false }, { headers: withCookies(endSessionCookies()) })
  return Response.json(
    { signedIn: true, name: customer.name || customer.email },
    { headers: withCookies([], { vary: 'cookie' }) },
  )
}

/** POST /api/account/register: „Konto erstellen“. */
export async function handleRegister(request: Request, payload: Payload): Promise<Response> {
  const answerAt = performance.now() + REGISTER_ANSWER_MS
  const answer = await registerAnswer(request, payload)
  const wait = answerAt - performance.now()
  if (wait > 0) await sleep(wait)
  return answer
}

async function registerAnswer(request: Request, payload: Payload): Promise<Response> {
  const back = ACCOUNT_PATHS.register
  const fields = await accountForm(request, {
    name: 'account-register',
    max: 10,
    windowMs: 60 * MINUTE,
  })
  if (!(fields instanceof URLSearchParams)) return refuse(request, fields, back)
  const { form, errors } = readRegistration(fields)
  const privacy = privacyError(fields, 'Datenschutzerklärung')
  if (privacy) errors.privacy = privacy
  if (Object.keys(errors).length) return refuse(request, invalidFields(errors), back)
  if (trapFilled(fields)) {
    const problem = await holdRegistration(payload, form)
    if (problem) return refuse(request, problem, back)
    return done(request, { next: `${back}?gesendet=held`, body: { mail: 'held' }, status: 202 })
  }
  const result = await register(payload, form)
  if ('status' in result) return refuse(request, result, back)
  return done(request, {
    next: `${back}?gesendet=${result.mail}`,
    body: { mail: result.mail },
    status: 202,
  })
}

/** POST /api/account/confirm: the button behind the confirmation link. */
export async function handleConfirm(request: Request, payload: Payload): Promise<Response> {
  const fields = await accountForm(request, {
    name: 'account-confirm',
    max: 20,
    windowMs: 10 * MINUTE,
  })
  if (!(fields instanceof URLSearchParams)) return refuse(request, fields, ACCOUNT_PATHS.home)
  const confirmed = await confirmAccount(payload, fields.get('token') ?? '')
  if (!confirmed)
    return refuse(
      request,
      refusal(
        400,
        'invalid_token',
        'The confirmation link is invalid, used or expired.',
        'Dieser Bestätigungslink ist ungültig, schon benutzt oder abgelaufen. Melden Sie sich einfach an: Ist das Konto noch unbestätigt, senden wir Ihnen einen neuen Link.',
      ),
      ACCOUNT_PATHS.home,
    )
  return done(request, { next: `${ACCOUNT_PATHS.home}?bestaetigt=1` })
}

/** POST /api/account/forgot: the same answer whether an account exists or not. */
export async function handleForgot(request: Request, payload: Payload): Promise<Response> {
  const back = ACCOUNT_PATHS.forgot
  const fields = await accountForm(request, {
    name: 'account-forgot',
    max: 10,
    windowMs: 60 * MINUTE,
  })
  if (!(fields instanceof URLSearchParams)) return refuse(request, fields, back)
  await requestReset(payload, (fields.get('username') ?? '').slice(0, 254))
  return done(request, { next: `${back}?angefordert=1`, status: 202 })
}

/** POST /api/account/reset: the new password from the one-time link. */
export async function handleReset(request: Request, payload: Payload): Promise<Response> {
  const fields = await accountForm(request, {
    name: 'account-reset',
    max: 20,
    windowMs: 10 * MINUTE,
  })
  const back = ACCOUNT_PATHS.reset
  if (!(fields instanceof URLSearchParams)) return refuse(request, fields, back)
  const result = await resetPassword(
    payload,
    fields.get('token') ?? '',
    (fields.get('password') ?? '').slice(0, 201),
  )
  if ('status' in result)
    return refuse(request, result, `${back}?token=${encodeURIComponent(fields.get('token') ?? '')}`)
  return done(request, {
    next: `${ACCOUNT_PATHS.home}?passwort=neu`,
    cookies: sessionCookies(result.token, false),
  })
}
