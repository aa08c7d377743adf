type Handler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

/**
 * Payload's REST routes as the public sees them. A collection without REST endpoints (the
 * migrations table) is answered by Payload with 501 and the request's full URL, which is the
 * loopback address the front server asked: here it is the 404 it is for a client, without it.
 */
export const restAnswers =
  (handler: Handler): Handler =>
  async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 501) return response
    return Response.json(
      { errors: [{ message: 'Not found.' }] },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    )
  }
