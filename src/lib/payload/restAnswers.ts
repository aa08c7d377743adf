import { restBodyProblem } from './restBody'
import { restQueryProblem } from './restQuery'

type Handler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

const badRequest = (code: string, message: string) =>
  Response.json(
    { code, message, errors: [{ message }] },
    { status: 400, headers: { 'cache-control': 'no-store' } },
  )

/**
 * Payload's REST routes as the public sees them. A body or a query Payload cannot read is a 400
 * before it tries (restBody.ts, restQuery.ts). A collection without REST endpoints (the
 * migrations table) is answered by Payload with 501 and the request's full URL, which is the
 * loopback address the front server asked: here it is the 404 it is for a client, without it.
 */
export const restAnswers =
  (handler: Handler): Handler =>
  async (request, context) => {
    const queryProblem = restQueryProblem(new URL(request.url))
    if (queryProblem) return badRequest('bad_query', queryProblem)
    const bodyProblem = await restBodyProblem(request)
    if (bodyProblem) return badRequest('bad_body', bodyProblem)
    const response = await handler(request, context)
    if (response.status !== 501) return response
    return Response.json(
      { errors: [{ message: 'Not found.' }] },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    )
  }
