import { NextResponse, type NextRequest } from 'next/server'

const LANGUAGE_COOKIE = 'payload-lng'

/**
 * The admin speaks German unless the user chose otherwise: Payload would follow the browser's
 * Accept-Language first, so a German salon owner with an English browser would get English.
 */
export function proxy(request: NextRequest) {
  if (request.cookies.has(LANGUAGE_COOKIE)) return NextResponse.next()
  const headers = new Headers(request.headers)
  const cookie = request.headers.get('cookie')
  headers.set('cookie', cookie ? `${cookie}; ${LANGUAGE_COOKIE}=de` : `${LANGUAGE_COOKIE}=de`)
  const response = NextResponse.next({ request: { headers } })
  response.cookies.set(LANGUAGE_COOKIE, 'de', {
    path: '/',
    sameSite: 'lax',
    maxAge: 60 * 60 * 24 * 365,
  })
  return response
}

export const config = { matcher: ['/admin/:path*', '/admin'] }
