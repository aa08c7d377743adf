// Pressure scenarios of `npm run bench` (issue 32): 200 connections flooding a public POST
// endpoint while the cached home page and the health endpoint are polled, and the server's
// resident memory read from /proc. 127.0.0.1 only, bounded in time.
import fs from 'node:fs'

import autocannon from 'autocannon'

import { pollerThread as poller } from './poller.mjs'

/** The demo contact form on /kontakt: its address and hidden fields, as a browser posts them. */
export async function contactFormOn(base) {
  const html = await (await fetch(`${base}/kontakt`)).text()
  const action = /action="(\/api\/contact\/v1\/contact-forms\/\d+\/feedback)"/.exec(html)?.[1]
  if (!action) throw new Error('no contact form on /kontakt')
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(_form_[a-z_]+)" value="([^"]*)"/g)].map(
      (match) => [match[1], match[2]],
    ),
  )
  return { action, hidden }
}

/** A post of the contact form that its limits refuse once they are used up. */
async function contactPost(base) {
  const { action, hidden } = await contactFormOn(base)
  const fields = new URLSearchParams(hidden)
  fields.append('name', 'Flut')
  fields.append('email', 'flut@example.org')
  fields.append('nachricht', 'Eine Nachricht von vielen.')
  fields.append('datenschutz', '1')
  return { path: action, body: fields.toString() }
}

/**
 * 200 connections posting the contact form for `seconds` (after its limits, every answer is a
 * refusal); GET / and GET /api/health each polled every 50 ms meanwhile.
 */
export async function formFlood(base, seconds = 20, connections = 200) {
  const { path, body } = await contactPost(base)
  const stopHome = poller(`${base}/`, 50)
  const stopHealth = poller(`${base}/api/health`, 50)
  const result = await autocannon({
    url: base + path,
    method: 'POST',
    connections,
    duration: seconds,
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  })
  const [home, health] = [await stopHome(), await stopHealth()]
  return {
    scenario: `contact form flood, ${connections} connections, ${seconds} s`,
    'req/s': Math.round(result.requests.average),
    429: result.statusCodeStats['429']?.count ?? 0,
    'flood p99 ms': result.latency.p99,
    'GET / p50 ms': home.p50Ms,
    'GET / p99 ms': home.p99Ms,
    'GET / max ms': home.maxMs,
    'health p99 ms': health.p99Ms,
    'health max ms': health.maxMs,
    unanswered: home.unanswered + health.unanswered,
  }
}

/** Resident memory of the front server, the child `scripts/start.mjs` runs, in MB. */
export function serverRssMb(startPid) {
  const children = fs.readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim()
  const pid = children.split(/\s+/)[0]
  if (!pid) throw new Error('the server process is not running')
  return processRssMb(pid)
}

/** Resident memory of one process, in MB. */
export function processRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
  return Math.round(kb / 1024)
}
