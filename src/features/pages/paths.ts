export { HOME_SLUG } from '@/contracts/homePage'
import { HOME_SLUG } from '@/contracts/homePage'

export { slugify } from '@/lib/slugify'

/** The public path of a page from its slug and its parent's path. */
export function pagePath(slug: string, parentPath: string | null | undefined): string {
  if (!parentPath && slug === HOME_SLUG) return '/'
  const base = !parentPath || parentPath === '/' ? '' : parentPath
  return `${base}/${slug}`
}

type Revision = { path?: string | null; _status?: string | null } | null | undefined

/**
 * Which cached paths a saved page invalidates: its own path while published, and the path it was
 * published under before when it moved or was unpublished. '*' when menus may show a changed path.
 */
export function pathsToRevalidate(doc: Revision, previous: Revision): string[] {
  const paths: string[] = []
  const published = doc?._status === 'published'
  const wasPublished = previous?._status === 'published'
  if (published && doc?.path) paths.push(doc.path)
  if (wasPublished && previous?.path && (!published || previous.path !== doc?.path)) {
    paths.push(previous.path)
  }
  if (published !== wasPublished || (previous?.path && previous.path !== doc?.path)) {
    paths.push('*')
  }
  return paths.length > 0 ? [...paths, '/sitemap.xml'] : []
}
