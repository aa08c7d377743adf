import { z } from 'zod'

import { env } from '@/lib/env'
import { jsonError as error } from '@/lib/http'
import { expireEverywhere, expireHere } from '@/lib/revalidate'
import { isRevalidateToken } from '@/lib/revalidateToken'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 16 * 1024
const body = z.object({
  paths: z
    .array(z.string().regex(/^(\*|\/[^\s]*)$/, 'a path starting with / or *'))
    .min(1)
    .max(100),
  /** Only this process: the paths were announced to the other instances already. */
  here: z.boolean().optional(),
})

/**
 * Expires cached pages on behalf of work that runs outside a request in this server, such as
 * scheduled publishing, and of the front server when another instance announced a change. Only
 * callers that know the token derived from PAYLOAD_SECRET may use it.
 */
export async function POST(request: Request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null
  if (!isRevalidateToken(token, env().payloadSecret)) {
    return error(401, 'unauthorized', 'A valid revalidation token is required')
  }
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES)
    return error(413, 'body_too_large', 'The body is larger than 16 KiB')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return error(400, 'invalid_json', 'The body is not valid JSON')
  }
  const result = body.safeParse(parsed)
  if (!result.success)
    return error(400, 'invalid_paths', result.error.issues[0]?.message ?? 'invalid')
  if (result.data.here) result.data.paths.forEach(expireHere)
  else await expireEverywhere(result.data.paths)
  return Response.json({ revalidated: result.data.paths.length })
}
