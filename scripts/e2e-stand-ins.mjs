#!/usr/bin/env node
// Stand-ins for third-party hosts in the browser tests, on 127.0.0.1:3290, so nothing leaves the
// machine: /gtag/js plays Google's gtag.js (it marks the page and records the measurement id);
// /embed/<id> and /video/<id> play the YouTube and Vimeo players and echo every window message
// they receive back to the page, so tests can see play/pause commands arrive.
// /tiles/<z>/<x>/<y>.png plays a map tile server (plain coloured 256 px tiles) and /geocode plays
// Nominatim's search (an address containing "Nirgendwo" is not found; others get coordinates in
// Berlin derived from the text).
// On 127.0.0.1:3291 an SMTP server takes the site's mail: it refuses recipients whose address
// starts with "abgelehnt" (to test failed delivery) and lists what it received at GET /mails.
import http from 'node:http'

import { simpleParser } from 'mailparser'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'

const PORT = 3290
const SMTP_PORT = 3291
const mails = []

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('abgelehnt'))
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
    callback()
  },
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      mails.push({
        messageId: mail.messageId,
        from: mail.from?.text,
        date: mail.date?.toISOString(),
        to: mail.to?.text,
        replyTo: mail.replyTo?.text,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          size: file.size,
          // Calendar files whole, so a test reads them with an iCalendar parser.
          ...(file.contentType.startsWith('text/calendar') && {
            content: file.content.toString('utf8'),
          }),
        })),
      })
      callback()
    }, callback)
  },
})
// A sender killed in the middle of a mail (the scale-out test kills one on purpose) resets its
// connection, which smtp-server reports as an 'error' event: without a listener that ended this
// process, and every test after it lost the stand-ins.
smtp.on('error', (error) => console.error(`SMTP stand-in: ${error.message}`))
smtp.listen(SMTP_PORT, '127.0.0.1')

const tiles = new Map()
async function tile(z, x, y) {
  const key = `${z}/${x}/${y}`
  if (!tiles.has(key)) {
    const shade = 200 + ((Number(x) + Number(y)) % 2) * 30
    tiles.set(
      key,
      await sharp({
        create: { width: 256, height: 256, channels: 3, background: { r: shade, g: 230, b: 200 } },
      })
        .png()
        .toBuffer(),
    )
  }
  return tiles.get(key)
}

function geocode(query) {
  if (/nirgendwo/i.test(query)) return []
  let hash = 0
  for (const char of query) hash = (hash * 31 + char.charCodeAt(0)) % 100_000
  return [
    {
      lat: String(52.45 + (hash % 1000) / 10_000),
      lon: String(13.35 + (Math.floor(hash / 1000) % 100) / 1000),
      display_name: `${query}, Berlin, Deutschland`,
    },
  ]
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${PORT}`)
  if (url.pathname === '/mails') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails))
  } else if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
  } else if (url.pathname === '/gtag/js') {
    const id = JSON.stringify(url.searchParams.get('id') ?? '')
    response
      .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      .end(`window.__gtagStandIn = { id: ${id}, dataLayer: (window.dataLayer || []).length };`)
  } else if (url.pathname === '/oembed') {
    // Every video is unknown here: the site must fall back to its neutral placeholder.
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}')
  } else if (url.pathname === '/map') {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="de"><title>Karte</title><p>Karte</p>')
  } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
    const [, , z, x, y] = url.pathname.replace('.png', '').split('/')
    tile(z, x, y).then((data) =>
      response
        .writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' })
        .end(data),
    )
  } else if (url.pathname === '/geocode') {
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(geocode(url.searchParams.get('q') ?? '')))
  } else if (/^\/(embed|video)\/[\w-]+$/.test(url.pathname)) {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="de"><title>Player</title><p>Player ${url.pathname}</p>` +
          `<script>addEventListener('message', (e) => parent.postMessage({ standIn: 'player', data: e.data }, '*'))</script>`,
      )
  } else {
    response.writeHead(404).end()
  }
})
// Tests keep their connection to the stand-ins between polls; with Node's 5 s default the server
// may close it just as a slow (busy) test sends its next request, which then fails with a reset.
server.keepAliveTimeout = 120_000
server.listen(PORT, '127.0.0.1')
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    smtp.close(() => {})
    server.close(() => process.exit(0))
  })
