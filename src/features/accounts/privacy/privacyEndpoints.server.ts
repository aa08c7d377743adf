import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import { hasRole, staffOf } from '@/lib/access'
import { isEmailAddress } from '@/lib/formText'
import { jsonError, jsonObjectOf } from '@/lib/http'
import { latestMailState, type MailState } from '@/lib/mailState'
import { mailTo, readSalon } from '@/lib/salonMail'
import type { Customer } from '@/payload-types'

import { erasedSummary, erasePersonData } from '../accountErasure.server'
import { collectPersonalData, personalDataFile } from '../accountExport.server'
import { personalDataPage, personalDataPageAnswer } from './personalDataPage'
import { accessLines, erasureLines, PRIVACY_SUBJECTS } from './privacyMails'
import { pendingOf, privacySummary } from './privacySummary'
import { clock } from '@/lib/clock'

const MAIL_STATE_TEXT: Record<MailState, string> = {
  sent: 'versendet',
  queued: 'wartet auf den Mailserver',
  stored: 'im Postausgang gespeichert (kein Mailserver eingerichtet)',
  none: 'keine',
}

type Asked = { email: string; customer: Customer | null }

/** Admins only; the address from `?email=` or the JSON body, checked. */
async function askedFor(
  req: PayloadRequest,
  body?: Record<string, unknown>,
): Promise<Asked | Response> {
  if (!hasRole(staffOf(req), 'admin'))
    return jsonError(403, 'forbidden', 'Only an admin may answer data requests.')
  const raw = body ? body.email : new URL(req.url ?? '', 'http://x').searchParams.get('email')
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  if (!isEmailAddress(email)) return jsonError(400, 'invalid_email', 'Give a valid e-mail address.')
  const { docs } = await req.payload.find({
    collection: COLLECTIONS.customers,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return { email, customer: (docs[0] as Customer | undefined) ?? null }
}

async function logRequest(
  req: PayloadRequest,
  entry: { email: string; kind: 'access' | 'erasure'; summary: string; mail: string },
) {
  await req.payload.create({
    collection: COLLECTIONS.privacyRequests,
    data: { ...entry, handledBy: (staffOf(req)?.id as number | undefined) ?? null },
    overrideAccess: true,
  })
}

const listed = (groups: ReturnType<typeof privacySummary>) =>
  groups.length
    ? groups.map((group) => `${group.label}: ${group.items.length}`).join(', ')
    : 'Nichts gespeichert'

/** GET /api/privacy-requests/lookup?email=: what is held about the address, by kind. */
const lookup: Endpoint = {
  path: '/lookup',
  method: 'get',
  handler: async (req) => {
    const asked = await askedFor(req)
    if (asked instanceof Response) return asked
    const data = await collectPersonalData(req.payload, asked.email, asked.customer)
    return Response.json(
      { email: asked.email, groups: privacySummary(data), pending: pendingOf(data, clock.now()) },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}

const fileName = (email: string, extension: 'json' | 'html') =>
  `datenauskunft-${email.replace(/[^a-z0-9.-]+/g, '_')}-${clock.now().toISOString().slice(0, 10)}.${extension}`

/**
 * GET /api/privacy-requests/export?email=[&format=html]: everything as one JSON file, or as the
 * readable German document; the request is logged.
 */
const download: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const asked = await askedFor(req)
    if (asked instanceof Response) return asked
    const data = await collectPersonalData(req.payload, asked.email, asked.customer)
    const html = new URL(req.url ?? '', 'http://x').searchParams.get('format') === 'html'
    await logRequest(req, {
      email: asked.email,
      kind: 'access',
      summary: `${html ? 'Als Dokument geöffnet' : 'Als Datei heruntergeladen'}. ${listed(privacySummary(data))}`,
      mail: MAIL_STATE_TEXT.none,
    })
    if (html) {
      const salon = await readSalon(req.payload)
      return personalDataPageAnswer(
        personalDataPage(data, salon.name),
        fileName(asked.email, 'html'),
        false,
      )
    }
    return new Response(JSON.stringify(personalDataFile(data), null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName(asked.email, 'json')}"`,
        'cache-control': 'no-store',
      },
    })
  },
}

async function sendToPerson(
  payload: Payload,
  email: string,
  subject: keyof typeof PRIVACY_SUBJECTS,
  lines: (salonName: string) => string[],
  attachments: Array<{ filename: string; contentType: string; content: string }> = [],
): Promise<MailState> {
  const salon = await readSalon(payload)
  const files = attachments.length
    ? attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        contentBase64: Buffer.from(file.content).toString('base64'),
      }))
    : undefined
  await mailService(payload).send(payload, [
    mailTo(salon, email, `${PRIVACY_SUBJECTS[subject]} – ${salon.name}`, lines(salon.name), files),
  ])
  return latestMailState(payload, email, PRIVACY_SUBJECTS[subject])
}

/** POST /api/privacy-requests/send-export `{email}`: the file mailed to the person, logged. */
const sendExport: Endpoint = {
  path: '/send-export',
  method: 'post',
  handler: async (req) => {
    const asked = await askedFor(req, (await jsonObjectOf(req)) ?? {})
    if (asked instanceof Response) return asked
    const data = await collectPersonalData(req.payload, asked.email, asked.customer)
    const state = await sendToPerson(
      req.payload,
      asked.email,
      'access',
      (salonName) => accessLines(asked.email, salonName),
      [
        {
          filename: fileName(asked.email, 'html'),
          contentType: 'text/html',
          content: personalDataPage(data, (await readSalon(req.payload)).name),
        },
        {
          filename: fileName(asked.email, 'json'),
          contentType: 'application/json',
          content: JSON.stringify(personalDataFile(data), null, 2),
        },
      ],
    )
    await logRequest(req, {
      email: asked.email,
      kind: 'access',
      summary: `Per E-Mail gesendet. ${listed(privacySummary(data))}`,
      mail: MAIL_STATE_TEXT[state],
    })
    return Response.json({ mail: state, mailText: MAIL_STATE_TEXT[state] })
  },
}

/**
 * POST /api/privacy-requests/erase `{email, notify}`: every kind erased by its collection's rule
 * (her account too, when she has one); logged; with `notify` a last mail says what went and what
 * the law keeps.
 */
const erase: Endpoint = {
  path: '/erase',
  method: 'post',
  handler: async (req) => {
    const body = (await jsonObjectOf(req)) ?? {}
    const asked = await askedFor(req, body)
    if (asked instanceof Response) return asked
    const before = await collectPersonalData(req.payload, asked.email, asked.customer)
    const now = clock.now()
    // Nothing is erased before the owner has seen what is still open (the desk shows it).
    const pending = pendingOf(before, now)
    if (pending.length > 0 && body.confirmPending !== true)
      return Response.json(
        {
          code: 'pending',
          message:
            'Orders, appointments or tickets are still open; confirm with confirmPending: true after reviewing them.',
          pending,
        },
        { status: 409, headers: { 'cache-control': 'no-store' } },
      )
    const parts = await erasePersonData(req.payload, before.person, { now })
    const state =
      body.notify === true
        ? await sendToPerson(req.payload, asked.email, 'erasure', (salonName) =>
            erasureLines(asked.email, salonName, parts),
          )
        : 'none'
    const summary = `Gelöscht oder anonymisiert: ${erasedSummary(parts)}.`
    await logRequest(req, {
      email: asked.email,
      kind: 'erasure',
      summary,
      mail: MAIL_STATE_TEXT[state],
    })
    req.payload.logger.info(`Privacy: data of one address erased on request (${summary})`)
    return Response.json({ summary, mail: state, mailText: MAIL_STATE_TEXT[state] })
  },
}

export const privacyEndpoints = [lookup, download, sendExport, erase]
