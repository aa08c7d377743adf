import type { ServerResponse } from 'node:http'

import type { Visit } from './visit'

/**
 * Pages and memory files write the common headers with the answer in one go (the hot path);
 * they are set on the response only before Next.js or a refusal answers.
 */
export function baseHeaderSetter(common: Record<string, string>) {
  return (
    res: ServerResponse,
    visit: Visit,
    policy: string,
    { answerMaySet = false }: { answerMaySet?: boolean } = {},
  ) => {
    res.setHeader('x-request-id', visit.id)
    for (const [name, value] of Object.entries(common)) res.setHeader(name, value)
    // Next.js never replaces a header already set on the response (send-response.js), so a route
    // handler's own policy only applies when ours is put in at the head, where it has none.
    if (answerMaySet) defaultHeaderAtHead(res, 'content-security-policy', policy)
    else res.setHeader('content-security-policy', policy)
  }
}

/** Sets `name` just before the head is written, unless the answer set it by then. */
function defaultHeaderAtHead(res: ServerResponse, name: string, value: string) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!res.hasHeader(name)) res.setHeader(name, value)
    return writeHead.apply(this, args)
  } as typeof writeHead
}
