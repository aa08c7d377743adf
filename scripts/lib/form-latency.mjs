// The contact form's latency part of `npm run bench`.
import { contactFormOn } from './flood-bench.mjs'

/** The demo quiz (src/seed/contactForm.ts): question → an accepted answer. */
const QUIZ = {
  'Wie viel ist 3 plus 4?': '7',
  'Wie viele Tage hat eine Woche?': '7',
  'Welche Farbe hat frischer Schnee?': 'weiß',
}
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/**
 * Latency of a valid submission on /kontakt, one after the other as visitors send them: stored,
 * two mails written to the outbox (no SMTP here), answered mail_sent.
 */
export async function formLatency(BASE, count = 300, warmUp = 20) {
  const { action, hidden } = await contactFormOn(BASE)
  const refill = await (await fetch(BASE + action.replace(/feedback$/, 'refill'))).json()
  const [question, hash] = refill.quiz.kontrollfrage
  let visitor = 0
  const send = async () => {
    visitor += 1
    const form = new FormData()
    for (const [name, value] of Object.entries({
      ...hidden,
      _form_started: '0',
      name: 'Bench Besucherin',
      email: 'bench@example.org',
      nachricht: 'Eine Nachricht, wie sie Besucher schreiben: Termin, Leistung, Frage.',
      datenschutz: '1',
      kontrollfrage: QUIZ[question],
      _quiz_answer_kontrollfrage: hash,
    }))
      form.append(name, value)
    const started = performance.now()
    const response = await fetch(BASE + action, {
      method: 'POST',
      body: form,
      headers: {
        accept: 'application/json',
        // Each a visitor of their own (198.18.0.0/15: set aside for benchmarks, RFC 2544).
        'x-forwarded-for': `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`,
      },
    })
    const body = await response.json()
    if (body.status !== 'mail_sent')
      throw new Error(`form answered ${response.status} ${JSON.stringify(body)}`)
    return performance.now() - started
  }
  for (let i = 0; i < warmUp; i++) await send()
  const times = []
  for (let i = 0; i < count; i++) times.push(await send())
  times.sort((a, b) => a - b)
  const round = (ms) => Math.round(ms * 10) / 10
  return {
    submissions: count,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times.at(-1)),
  }
}
