import type http from 'node:http'

export type StoredAnswer = { status: number; body: string }

/**
 * Mollie stores the answer to a POST or DELETE with an `Idempotency-Key` and replays it for a
 * repeated key instead of acting again; a request is answered once its first one is. `answers`
 * is the stand-in's own store, so a test can read or clear it.
 */
export function idempotencyReplay(answers: Map<string, StoredAnswer>) {
  const pending = new Map<string, Promise<void>>()
  return async function once(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    act: (capture: http.ServerResponse) => Promise<unknown>,
  ) {
    const key = request.headers['idempotency-key']
    if (typeof key !== 'string' || !['POST', 'DELETE'].includes(request.method ?? ''))
      return act(response)
    await pending.get(key)
    const stored = answers.get(key)
    if (stored)
      return response
        .writeHead(stored.status, { 'content-type': 'application/hal+json' })
        .end(stored.body)
    let done!: () => void
    pending.set(key, new Promise<void>((resolve) => (done = resolve)))
    const capture = {
      writeHead(status: number) {
        return {
          end(body: string) {
            answers.set(key, { status, body })
            response.writeHead(status, { 'content-type': 'application/hal+json' }).end(body)
          },
        }
      },
    } as unknown as http.ServerResponse
    try {
      await act(capture)
    } finally {
      pending.delete(key)
      done()
    }
  }
}

/** A request's whole body as text (the stand-in's bodies are a few hundred bytes). */
export async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
