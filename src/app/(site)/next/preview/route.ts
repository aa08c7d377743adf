import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '../../_data/queries'

import { previewEntry } from './previewEntry'

export const dynamic = 'force-dynamic'

/** Entry to draft mode for signed-in staff, used by the admin's preview and live preview. */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const entry = previewEntry(user, new URL(request.url).searchParams.get('path'))
  if (!('path' in entry)) {
    const { status, code, message } = entry
    if (user) payload.logger.info(`Preview refused (${code}) for a ${user.collection} session`)
    return Response.json({ code, message }, { status })
  }
  ;(await draftMode()).enable()
  redirect(entry.path)
}
