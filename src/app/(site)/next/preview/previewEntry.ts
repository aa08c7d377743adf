import { COLLECTIONS } from '@/contracts/slugs'
import { safeReturnPath } from '@/lib/visitorAnswer'

type Refused = { status: 400 | 401; code: string; message: string }

/**
 * Who may enter draft mode, and where to: staff (`users`) only, never a visitor's own account
 * (a customer's session authenticates with Payload too), and only to a path of this site.
 */
export function previewEntry(
  user: { collection?: string } | null | undefined,
  rawPath: string | null,
): { path: string } | Refused {
  const path = safeReturnPath(rawPath ?? '/', '')
  if (!path)
    return { status: 400, code: 'invalid_path', message: 'path must be a site-relative path' }
  if (user?.collection !== COLLECTIONS.users)
    return {
      status: 401,
      code: 'unauthorized',
      message: 'Sign in to the admin as staff to preview drafts',
    }
  return { path }
}
