import { randomBytes } from 'node:crypto'
import http from 'node:http'

import { idempotencyReplay, readBody, type StoredAnswer } from './standInHttp'

/**
 * A stand-in for Mollie's API v2 on 127.0.0.1, written from Mollie's public API reference (as
 * s3rver stands in for S3 and smtp-server for mail): `POST/GET /v2/payments`, `DELETE
 * /v2/payments/:id`, `GET /v2/methods`, `POST/GET /v2/payments/:id/refunds` (a refund beyond
 * what is left is refused with 422; a repeated `Idempotency-Key` gets the first answer), and a hosted
 * checkout page at `/checkout/:id` whose buttons pay, cancel, fail or let the payment expire,
 * then call the webhook (unless `dropWebhooks`) and send the visitor back, as Mollie does.
 * Point MOLLIE_API_ENDPOINT at `${url}/v2/`.
 */
export type StandInPayment = {
  id: string
  mode: 'test' | 'live'
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed'
  amount: { currency: string; value: string }
  description: string
  redirectUrl: string
  cancelUrl?: string
  webhookUrl?: string
  method: string | string[] | null
  metadata: unknown
  createdAt: string
  expiresAt: string
  paidAt?: string
  refunds: Array<{ id: string; amount: { currency: string; value: string }; createdAt: string }>
}

const cents = (value: string) => Math.round(Number(value) * 100)
const money = (amount: number) => ({ currency: 'EUR', value: (amount / 100).toFixed(2) })
const token = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex').slice(0, 10)}`

export type MollieStandIn = Awaited<ReturnType<typeof startMollieStandIn>>

export async function startMollieStandIn(options: {
  port: number
  keys: string[]
  /** Delivers a webhook in-process (integration tests have no HTTP server); answers a status. */
  deliver?: (url: string, body: URLSearchParams) => Promise<number>
}) {
  const base = `http://127.0.0.1:${options.port}`
  const state = {
    keys: new Set(options.keys),
    methods: ['paypal', 'creditcard', 'klarna', 'applepay'],
    payments: new Map<string, StandInPayment>(),
    /** Every call the site made: `POST /v2/payments`, … */
    calls: [] as string[],
    webhookAnswers: [] as number[],
    /** Webhooks lost on the way (the site must reconcile). */
    dropWebhooks: false,
    /** Every API call fails with 503 (Mollie unreachable). */
    down: false,
    /** Open payments `DELETE` cannot cancel (Mollie allows it for some methods only). */
    uncancelable: false,
    /** The first answer to each `Idempotency-Key`, replayed for a repeat (as Mollie does). */
    answers: new Map<string, StoredAnswer>(),
    /** Each `POST /v2/payments` waits this long before answering (parallel requests overlap). */
    delayMs: 0,
  }

  const paymentJson = (payment: StandInPayment) => {
    const refunded = payment.refunds.reduce((sum, refund) => sum + cents(refund.amount.value), 0)
    return {
      resource: 'payment',
      id: payment.id,
      mode: payment.mode,
      status: payment.status,
      isCancelable: payment.status === 'open' && !state.uncancelable,
      amount: payment.amount,
      ...(payment.status === 'paid'
        ? {
            amountRefunded: money(refunded),
            amountRemaining: money(cents(payment.amount.value) - refunded),
            paidAt: payment.paidAt,
          }
        : {}),
      description: payment.description,
      method: Array.isArray(payment.method) ? null : payment.method,
      metadata: payment.metadata,
      profileId: 'pfl_standin',
      sequenceType: 'oneoff',
      redirectUrl: payment.redirectUrl,
      cancelUrl: payment.cancelUrl,
      webhookUrl: payment.webhookUrl,
      createdAt: payment.createdAt,
      expiresAt: payment.expiresAt,
      _links: {
        self: { href: `${base}/v2/payments/${payment.id}`, type: 'application/hal+json' },
        ...(payment.status === 'open'
          ? { checkout: { href: `${base}/checkout/${payment.id}`, type: 'text/html' } }
          : {}),
        documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
      },
    }
  }

  const refundJson = (payment: StandInPayment, refund: StandInPayment['refunds'][number]) => ({
    resource: 'refund',
    id: refund.id,
    amount: refund.amount,
    status: 'pending',
    createdAt: refund.createdAt,
    description: 'Erstattung',
    paymentId: payment.id,
    _links: { self: { href: `${base}/v2/payments/${payment.id}/refunds/${refund.id}` } },
  })

  /** Moves a payment on and, as Mollie does, calls its webhook (awaited, answer recorded). */
  async function settle(id: string, status: StandInPayment['status'], method?: string) {
    const payment = state.payments.get(id)
    if (!payment) throw new Error(`No payment ${id}`)
    payment.status = status
    if (method) payment.method = method
    else if (Array.isArray(payment.method) || !payment.method)
      payment.method = Array.isArray(payment.method) ? (payment.method[0] ?? 'paypal') : 'paypal'
    if (status === 'paid') payment.paidAt = new Date().toISOString()
    if (!payment.webhookUrl || state.dropWebhooks) return
    const body = new URLSearchParams({ id })
    if (options.deliver) {
      state.webhookAnswers.push(await options.deliver(payment.webhookUrl, body))
      return
    }
    const answer = await fetch(payment.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    }).catch(() => null)
    state.webhookAnswers.push(answer?.status ?? 0)
  }

  const problem = (response: http.ServerResponse, status: number, title: string, detail: string) =>
    response
      .writeHead(status, { 'content-type': 'application/hal+json' })
      .end(JSON.stringify({ status, title, detail, _links: {} }))

  const send = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(body))

  const once = idempotencyReplay(state.answers)

  async function api(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const key = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    if (!state.keys.has(key))
      return problem(
        response,
        401,
        'Unauthorized Request',
        'Missing authentication, or failed to authenticate',
      )
    if (state.down) return problem(response, 503, 'Service Unavailable', 'Maintenance')
    return once(request, response, (answer) => act(request, answer, url, key))
  }

  async function act(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    url: URL,
    key: string,
  ) {
    const mode = key.startsWith('live_') ? 'live' : 'test'
    const parts = url.pathname.split('/').filter(Boolean).slice(1)
    if (request.method === 'GET' && parts[0] === 'methods' && parts.length === 1)
      return send(response, 200, {
        count: state.methods.length,
        _embedded: {
          methods: state.methods.map((id) => ({
            resource: 'method',
            id,
            description: id,
            minimumAmount: money(1),
            maximumAmount: null,
            image: { size1x: '', size2x: '', svg: '' },
            status: 'activated',
            _links: { self: { href: `${base}/v2/methods/${id}` } },
          })),
        },
        _links: { self: { href: `${base}/v2/methods` }, documentation: { href: '' } },
      })
    if (parts[0] !== 'payments') return problem(response, 404, 'Not Found', 'No such resource')
    if (request.method === 'POST' && parts.length === 1) {
      const body = JSON.parse(await readBody(request)) as Partial<StandInPayment>
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
      if (
        !body.amount ||
        !/^\d+\.\d{2}$/.test(body.amount.value) ||
        !body.description ||
        !body.redirectUrl
      )
        return problem(
          response,
          422,
          'Unprocessable Entity',
          'The amount, description or redirectUrl is missing or invalid',
        )
      const now = new Date()
      const payment: StandInPayment = {
        id: token('tr'),
        mode,
        status: 'open',
        amount: body.amount,
        description: body.description,
        redirectUrl: body.redirectUrl,
        cancelUrl: body.cancelUrl,
        webhookUrl: body.webhookUrl,
        method: body.method ?? null,
        metadata: body.metadata ?? null,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
        refunds: [],
      }
      state.payments.set(payment.id, payment)
      return send(response, 201, paymentJson(payment))
    }
    const payment = state.payments.get(parts[1] ?? '')
    if (!payment)
      return problem(response, 404, 'Not Found', `No payment exists with token ${parts[1]}.`)
    if (parts.length === 2 && request.method === 'GET')
      return send(response, 200, paymentJson(payment))
    if (parts.length === 2 && request.method === 'DELETE') {
      if (payment.status !== 'open')
        return problem(response, 422, 'Unprocessable Entity', 'The payment cannot be canceled')
      payment.status = 'canceled'
      return send(response, 200, paymentJson(payment))
    }
    if (parts[2] === 'refunds' && request.method === 'GET')
      return send(response, 200, {
        count: payment.refunds.length,
        _embedded: { refunds: payment.refunds.map((refund) => refundJson(payment, refund)) },
        _links: {},
      })
    if (parts[2] === 'refunds' && request.method === 'POST') {
      const body = JSON.parse(await readBody(request)) as { amount?: { value: string } }
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
      const refunded = payment.refunds.reduce((sum, r) => sum + cents(r.amount.value), 0)
      const asked = cents(body.amount?.value ?? payment.amount.value)
      if (payment.status !== 'paid' || asked > cents(payment.amount.value) - refunded)
        return problem(
          response,
          422,
          'Unprocessable Entity',
          'The amount is higher than the amount remaining',
        )
      const refund = { id: token('re'), amount: money(asked), createdAt: new Date().toISOString() }
      payment.refunds.push(refund)
      return send(response, 201, refundJson(payment, refund))
    }
    return problem(response, 404, 'Not Found', 'No such resource')
  }

  /** Mollie's hosted page, reduced to what a test clicks. */
  async function checkout(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    id: string,
  ) {
    const payment = state.payments.get(id)
    if (!payment) return response.writeHead(404).end('Unbekannte Zahlung')
    if (request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request))
      const action = form.get('action') as 'paid' | 'canceled' | 'failed' | 'expired'
      if (payment.status === 'open') await settle(id, action, form.get('method') ?? undefined)
      const back =
        action === 'canceled' ? (payment.cancelUrl ?? payment.redirectUrl) : payment.redirectUrl
      return response.writeHead(303, { location: back }).end()
    }
    const methods = Array.isArray(payment.method) ? payment.method : state.methods
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Mollie-Testkasse</title></head><body>
<main><h1>Mollie-Testkasse</h1><p>${payment.description}: ${payment.amount.value} ${payment.amount.currency}</p>
<form method="post"><label>Zahlart <select name="method">${methods.map((m) => `<option>${m}</option>`).join('')}</select></label>
<button name="action" value="paid">Bezahlen</button><button name="action" value="canceled">Abbrechen</button>
<button name="action" value="failed">Fehlschlagen lassen</button><button name="action" value="expired">Ablaufen lassen</button>
</form></main></body></html>`)
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', base)
    state.calls.push(`${request.method} ${url.pathname}`)
    const handled = url.pathname.startsWith('/v2/')
      ? api(request, response, url)
      : url.pathname.startsWith('/checkout/')
        ? checkout(request, response, url.pathname.slice('/checkout/'.length))
        : Promise.resolve(response.writeHead(404).end())
    handled.catch((error: Error) => problem(response, 500, 'Stand-in failed', error.message))
  })
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
  return {
    url: base,
    apiEndpoint: `${base}/v2/`,
    state,
    settle,
    /** The newest payment the site created. */
    latest: () => [...state.payments.values()].at(-1) ?? null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
