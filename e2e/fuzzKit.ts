import http from 'node:http'

import type { FuzzCase } from './fuzzCases'
import { restFuzzCases } from './restFuzzCases'

/** Fuzzing the shared SQLite server (e2e/security.spec.ts in the gate, fuzz-volume.spec.ts long). */
const BASE = 'http://127.0.0.1:3210'
const INTERNAL_ADDRESS = /\b(?:127\.0\.0\.1|localhost|\[::1\]):\d{2,5}\b/
/** Addresses pages may name: the site itself and the map and video stand-ins of the tests. */
const PUBLIC_ORIGINS = [BASE, 'http://127.0.0.1:3290']
const withoutPublicOrigins = (text: string) =>
  PUBLIC_ORIGINS.reduce((rest, origin) => rest.replaceAll(origin, ''), text)

export type Sent = FuzzCase & { headers?: Record<string, string> }

/** One request over `agent` from 127.0.0.2 (its own rate limits); status 0 when it failed. */
function sendWith(agent: http.Agent) {
  return ({ method, path, body, contentType, cookie, headers = {} }: Sent) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const req = http.request(
        `${BASE}${path}`,
        {
          method,
          agent,
          // Its own client address: the rate limits it runs into are not the other tests'.
          localAddress: '127.0.0.2',
          headers: {
            ...headers,
            ...(contentType ? { 'content-type': contentType } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, body: text }))
        },
      )
      req.on('error', (error) => resolve({ status: 0, body: String(error) }))
      req.end(body)
    })
}

/**
 * Sends every case, `parallel` at a time; the failures: a 5xx, no answer, a stack trace, an
 * internal address.
 */
export async function fuzz(cases: Sent[], parallel = 6): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel })
  const send = sendWith(agent)
  const failures: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < cases.length) {
        const one = cases[next++]!
        const { status, body } = await send(one)
        if (
          status === 0 ||
          status >= 500 ||
          /\n\s+at \S+ \(|node:internal|\.js:\d+:\d+/.test(body) ||
          // An address of the server's own (the loopback port Next.js listens on) is internal.
          INTERNAL_ADDRESS.test(withoutPublicOrigins(body))
        )
          failures.push(
            `${status} ${one.method} ${one.path} ${one.cookie ?? ''} ${body.slice(0, 120)}`,
          )
      }
    }),
  )
  agent.destroy()
  return failures
}

/** `count` REST cases, each sent as its caller: the administrator, a forged token or nobody. */
export const restFuzzCasesAs = (count: number, admin: Record<string, string>): Sent[] =>
  restFuzzCases(count).map((one) => ({
    ...one,
    headers:
      one.sender === 'admin'
        ? admin
        : one.sender === 'forged'
          ? { authorization: 'JWT eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.x' }
          : {},
  }))
