import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '../../_data/queries'

export const dynamic = 'force-dynamic'

/** Entry to draft mode for signed-in staff, used by the admin's preview and live preview. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? '/'
  if (!path.startsWith('/') || path.startsWith('//')) {
    return Response.json(
      { code: 'invalid_path', message: 'path must be a site-relative path' },
      { status: 400 },
    )
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) {
    return Response.json(
      { code: 'unauthorized', message: 'Sign in to the admin to preview drafts' },
      { status: 401 },
    )
  }
  ;(await draftMode()).enable()
  redirect(path)
}
