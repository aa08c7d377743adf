import type { Endpoint, Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { shopSales } from '@/contracts/ticketSales'
import { isStaffRequest } from '@/lib/access'
import { jsonError } from '@/lib/http'
import { claimRow } from '@/lib/payload/claimRow'
import type { Event, EventTicket } from '@/payload-types'

import {
  CHECK_IN_MODES,
  OVERRIDE_REASON,
  type CheckInMode,
  type CheckInResult,
} from './checkInResult'
import { checkInWarnings, overrideRecord, wrongTicketResult } from './checkInWarnings'
import { formatTicketCode, normaliseTicketCode } from '../tickets/ticketCodes'
import { clock } from '@/lib/clock'

function viewOf(ticket: EventTicket, checkedInAt: string | null): CheckInResult['ticket'] {
  const event = typeof ticket.event === 'object' ? (ticket.event as Event) : null
  return {
    code: formatTicketCode(ticket.code ?? ''),
    attendeeName: ticket.attendeeName,
    ticketTypeName: ticket.ticketTypeName ?? '',
    event: event?.title ?? '',
    eventId: event?.id ?? (typeof ticket.event === 'number' ? ticket.event : null),
    eventStart: event?.start ?? null,
    eventEnd: event?.end ?? null,
    checkedInAt,
    checkInOverride: ticket.checkInOverride ?? null,
  }
}

/**
 * Paid at the door. A ticket of a shop order is paid with its order: the order becomes „bezahlt“
 * (so the owner's books agree), which makes all its tickets valid through the order's hook.
 */
async function payAtTheDoor(payload: Payload, ticket: EventTicket) {
  const shop = shopSales(payload)
  if (ticket.orderNumber && shop && (await shop.orderPaid(payload, ticket.orderNumber))) return
  await payload.update({
    collection: COLLECTIONS.eventTickets,
    id: ticket.id,
    data: { status: 'valid' },
    overrideAccess: true,
  })
}

type Question = {
  code: string
  mode: CheckInMode
  paid: boolean
  doorEvent?: number
  /** Why a wrong ticket is admitted all the same (the door's second, deliberate step). */
  override?: string
}

function readQuestion(body: Record<string, unknown> | null): Question | null {
  const code = typeof body?.code === 'string' ? normaliseTicketCode(body.code) : null
  if (!code) return null
  const mode = body?.mode ?? 'admit'
  if (!CHECK_IN_MODES.includes(mode as CheckInMode)) return null
  const event = Number(body?.event)
  const override = typeof body?.override === 'string' ? body.override.trim() : undefined
  if (
    override !== undefined &&
    (override.length < OVERRIDE_REASON.min || override.length > OVERRIDE_REASON.max)
  )
    return null
  return {
    code,
    mode: mode as CheckInMode,
    paid: body?.paid === true,
    ...(Number.isSafeInteger(event) && event > 0 ? { doorEvent: event } : {}),
    ...(override ? { override } : {}),
  }
}

const checkedInAtOf = async (payload: Payload, id: number) =>
  (
    await payload.findByID({
      collection: COLLECTIONS.eventTickets,
      id,
      depth: 0,
      overrideAccess: true,
    })
  ).checkedInAt ?? null

/**
 * POST /api/event-tickets/check-in `{code, mode?, paid?, event?}`: the door.
 * - `mode: "check"` only looks: `valid`, or why not, with `warnings` (another day, another event
 *   than `event`, the one the door admits to). The door shows them before anybody is let in.
 * - `mode: "admit"` (the default, for scripts) marks a valid ticket once: a conditional update,
 *   so two phones scanning the same code at once admit it once. `paid: true` takes the money for
 *   an unpaid one first.
 * - `mode: "undo"` takes a check-in back (admitted by mistake).
 */
export const checkInEndpoint: Endpoint = {
  path: '/check-in',
  method: 'post',
  handler: async (req) => {
    if (!isStaffRequest(req)) return jsonError(403, 'forbidden', 'Only staff may do this.')
    const question = readQuestion(
      (await req.json?.().catch(() => null)) as Record<string, unknown> | null,
    )
    if (!question)
      return jsonError(
        400,
        'invalid_code',
        'Send {"code": "<ticket code>", "mode"?: "check" | "admit" | "undo", "paid"?: true, "event"?: <id>, "override"?: "<reason, 3-300 characters>"}.',
      )
    const { code, mode, paid, doorEvent, override } = question
    const { docs } = await req.payload.find({
      collection: COLLECTIONS.eventTickets,
      where: { code: { equals: code } },
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
    const ticket = docs[0]
    // A ticket still waiting in a cart was never issued: no code of it has been handed out.
    if (!ticket || ticket.status === 'held')
      return Response.json({ result: 'unknown' } satisfies CheckInResult)
    const warnings = checkInWarnings(viewOf(ticket, null)!, clock.now(), doorEvent)
    const answer = (
      result: CheckInResult['result'],
      checkedInAt: string | null,
      checkInOverride = ticket.checkInOverride ?? null,
    ) => {
      const view = { ...viewOf(ticket, checkedInAt)!, checkInOverride }
      return Response.json({
        result,
        ticket: view,
        ...(warnings.length > 0 ? { warnings } : {}),
      } satisfies CheckInResult)
    }

    if (mode === 'undo') {
      const current = await checkedInAtOf(req.payload, ticket.id)
      if (!current) return answer('undone', null)
      const undone = await claimRow(req.payload, {
        table: 'event_tickets',
        id: ticket.id,
        expect: { checked_in_at: current },
        set: { checked_in_at: null, check_in_override: null },
      })
      if (undone) req.payload.logger.info(`Event ticket ${ticket.id} check-in undone`)
      return undone
        ? answer('undone', null, null)
        : answer('undone', await checkedInAtOf(req.payload, ticket.id))
    }
    const payNow = ticket.status === 'unpaid' && paid && mode === 'admit'
    if (!payNow && (ticket.status === 'cancelled' || ticket.status === 'unpaid'))
      return answer(ticket.status, ticket.checkedInAt ?? null)
    if (ticket.checkedInAt) return answer('already_checked_in', ticket.checkedInAt)
    // A ticket for another event or day is no entry: only a reason given on purpose admits it.
    const wrong = warnings.length > 0
    if (mode === 'check' || (wrong && !override))
      return answer(wrong ? wrongTicketResult(warnings) : 'valid', null)
    const record = wrong
      ? overrideRecord(warnings, override!, req.user?.email ?? 'unbekannt')
      : null
    // Paid at the door: the ticket becomes valid, then is checked in like any other.
    if (payNow) {
      await payAtTheDoor(req.payload, ticket)
      req.payload.logger.info(`Event ticket ${ticket.id} paid at the door`)
    }
    const now = clock.now().toISOString()
    const admitted = await claimRow(req.payload, {
      table: 'event_tickets',
      id: ticket.id,
      expect: { checked_in_at: null },
      set: { checked_in_at: now, check_in_override: record },
    })
    if (admitted)
      req.payload.logger.info(
        `Event ticket ${ticket.id} checked in${record ? ` despite ${warnings.join(', ')}` : ''}`,
      )
    return admitted
      ? answer('checked_in', now, record)
      : answer('already_checked_in', await checkedInAtOf(req.payload, ticket.id))
  },
}
