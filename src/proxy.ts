import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/lib/env'
import { frameworkPolicy } from '@/lib/securityHeaders'

const LANGUAGE_COOKIE = 'payload-lng'

/**
 * For the admin: a Content Security Policy with a fresh nonce, which Next.js reads from the request
 * and puts on every script it renders, so no other inline script can run. And German, unless the
 * user chose otherwise: Payload would follow the browser's Accept-Language first, so a German
 * salon owner with an English browser would get English.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = frameworkPolicy(
    { https: env().serverUrl.startsWith('https:'), services: [] },
    nonce,
  )
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const setLanguage = !request.cookies.has(LANGUAGE_COOKIE)
  if (setLanguage) {
    const cookie = request.headers.get('cookie')
    headers.set('cookie', cookie ? `${cookie}; ${LANGUAGE_COOKIE}=de` : `${LANGUAGE_COOKIE}=de`)
  }
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  if (setLanguage)
    response.cookies.set(LANGUAGE_COOKIE, 'de', {
      path: '/',
      sameSite: 'lax',
      maxAge: 60 * 60 * 24 * 365,
    })
  return response
}

export const config = { matcher: ['/admin/:path*', '/admin'] }
