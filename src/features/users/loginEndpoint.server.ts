import {
  addDataAndFileToRequest,
  AuthenticationError,
  type CollectionSlug,
  type Endpoint,
  headersWithCors,
  type PayloadRequest,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { cookieValue } from '@/lib/cookies'
import { env } from '@/lib/env'
import { clientIp } from '@/lib/http'
import { oneAtATime } from '@/lib/oneAtATime'
import { passwordMatches } from '@/lib/passwordHash'

import { accountOf, type LoginGuard } from './loginGuard'
import { unlockMail } from './unlockMail'

/** A browser a collection's account signed in from; only the login endpoints ever read it. */
export const deviceCookieName = (collection: string) => `salon_device_${collection}`

const german = (req: PayloadRequest) => req.i18n?.language !== 'en'

function refusal(req: PayloadRequest, status: number, message: string, extra: HeadersInit = {}) {
  const headers = headersWithCors({ headers: new Headers(extra), req })
  headers.set('cache-control', 'no-store')
  return Response.json({ errors: [{ message }] }, { status, headers })
}

/**
 * `POST /api/{collection}/login` in place of Payload's own: the same request and answer, behind
 * the login guard (loginGuard.ts). Every failure answers alike and takes alike long, whether the
 * account exists, the password is wrong or the account is locked for this browser.
 */
export const guardedLogin = (
  collection: CollectionSlug,
  guard: () => LoginGuard,
  { secureCookies }: { secureCookies: boolean },
): Endpoint => ({
  path: '/login',
  method: 'post',
  handler: async (req) => {
    const address = clientIp(req as unknown as Request)
    const wait = await guard().waitLeft(address)
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000)
      return refusal(
        req,
        429,
        german(req)
          ? `Zu viele fehlgeschlagene Anmeldungen von dieser Adresse. Bitte warten Sie ${seconds} Sekunden und versuchen Sie es dann erneut.`
          : `Too many failed logins from this address; retry in ${seconds} seconds.`,
        { 'retry-after': String(seconds) },
      )
    }
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email.trim().toLowerCase() : ''
    const password = typeof req.data?.password === 'string' ? req.data.password : ''
    const account = accountOf(collection, email)
    const device = cookieValue(req.headers.get('cookie'), deviceCookieName(collection))
    const trusted = await guard().trusted(account, address, device)
    const locked = await guard().lockedFor(account)
    const user =
      email && password
        ? await req.payload.db.findOne<{ id: number | string; [field: string]: unknown }>({
            collection,
            req,
            where: { email: { equals: email } },
          })
        : null

    const fail = async () => {
      const { locked: lockedNow } = await guard().failed(account, address, trusted)
      if (lockedNow && user) await unlockMail(req.payload, user, guard().unlockToken(account))
      throw new AuthenticationError(req.t)
    }

    if (email && password && (!user || (locked && !trusted))) {
      // Hashes as long as a real check, so an unknown address cannot be told by its speed.
      const matches = await passwordMatches(user?.hash, user?.salt, password)
      if (!user || !matches) return fail()
      return refusal(
        req,
        403,
        german(req)
          ? 'Dieses Konto ist zum Schutz vor Passwort-Angriffen für neue Geräte vorübergehend gesperrt. Den Link zum Entsperren haben wir an die E-Mail-Adresse des Kontos geschickt; von einem Gerät, mit dem Sie sich hier schon angemeldet haben, geht es sofort weiter.'
          : 'This account is locked for new devices after many failed logins; the unlock link went to its e-mail address.',
      )
    }

    let result: Awaited<ReturnType<typeof req.payload.login>>
    try {
      // One login of an account at a time: Payload rewrites the account's whole session list,
      // and two at once lost one of the sessions (lib/oneAtATime.ts).
      result = await oneAtATime(req.payload, `${collection}:${email}`, () =>
        req.payload.login({ collection, data: { email, password }, req }),
      )
    } catch (error) {
      if (error instanceof AuthenticationError) return fail()
      throw error
    }
    const collectionAuth = req.payload.collections[collection]!.config.auth
    const headers = headersWithCors({ headers: new Headers(), req })
    headers.append(
      'set-cookie',
      generatePayloadCookie({
        collectionAuthConfig: collectionAuth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: result.token!,
      }),
    )
    const deviceValue = await guard().succeeded(account, address)
    const secure = secureCookies ? '; Secure' : ''
    headers.append(
      'set-cookie',
      `${deviceCookieName(collection)}=${deviceValue}; Path=/api/${collection}; Max-Age=${90 * 24 * 3600}; HttpOnly; SameSite=Strict${secure}`,
    )
    headers.set('cache-control', 'no-store')
    const body = { message: req.t('authentication:passed'), ...result }
    if (collectionAuth.removeTokenFromResponses) delete body.token
    return Response.json(body, { status: 200, headers })
  },
})

/**
 * `GET` and `POST /api/{collection}/login-unlock?token=…`: the link of the lock mail. The GET shows
 * a button (mail scanners open links; only a person's click unlocks), the POST ends the lock.
 */
export const unlockEndpoints = (guard: () => LoginGuard): Endpoint[] => [
  {
    path: '/login-unlock',
    method: 'get',
    handler: async (req) => {
      const token = req.searchParams.get('token') ?? ''
      return page(
        'Anmeldung entsperren',
        `<p>Nach vielen falschen Passwörtern von fremden Geräten ist die Anmeldung mit Ihrem Konto für neue Geräte gesperrt. Waren Sie das nicht, ändern Sie nach dem Entsperren Ihr Passwort.</p><form method="post"><input type="hidden" name="token" value="${escapeAttribute(token)}"><button type="submit">Anmeldung jetzt entsperren</button></form>`,
      )
    },
  },
  {
    path: '/login-unlock',
    method: 'post',
    handler: async (req) => {
      // The page's form posts URL-encoded fields, which Payload's body reader leaves alone.
      const fields = new URLSearchParams((await req.text?.())?.slice(0, 2000) ?? '')
      const token = fields.get('token') ?? ''
      const done = await guard().unlock(token)
      return done
        ? page(
            'Anmeldung entsperrt',
            `<p>Sie können sich wieder anmelden.</p><p><a href="${env().serverUrl}/admin/login">Zur Anmeldung</a></p>`,
          )
        : page(
            'Link nicht mehr gültig',
            '<p>Dieser Link ist abgelaufen oder gehört nicht zu dieser Website. Die Sperre endet nach einer Stunde von selbst.</p>',
            400,
          )
    },
  },
]

const escapeAttribute = (value: string) => value.replace(/[^\w.-]/g, '')

const page = (title: string, body: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  )
