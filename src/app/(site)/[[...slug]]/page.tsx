import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { bookableServiceLookup } from '@/features/booking'
import { privacyPathOf } from '@/features/consent'
import { LivePreviewListener } from '@/features/pages'
import { pageMetadata } from '@/features/pages'
import { env } from '@/lib/env'
import { MovedContent } from '@/lib/ui/MovedContent'
import { NotFoundContent } from '@/lib/ui/NotFoundContent'

import {
  getConsentSettings,
  getPageByPath,
  getPayloadClient,
  getRedirectTarget,
  getSiteSettings,
} from '../_data/queries'

type Args = { params: Promise<{ slug?: string[] }> }

// Pages render on their first request and are cached; Payload hooks expire them the moment content
// changes. Nothing is rendered at build time, so a build does not depend on any database's content.
// The 60 s only bound how long a CDN in front may keep a copy (s-maxage=60 with
// stale-while-revalidate): a CDN cannot be told about the hooks, and a page created where a 404
// was cached must not stay missing there for a year.
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

/** The page path of the address; a malformed escape (`%ff`) can be no page's path. */
function pathOf(slug: string[] | undefined): string {
  try {
    return '/' + (slug ?? []).map((segment) => decodeURIComponent(segment)).join('/')
  } catch {
    return '/%'
  }
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug } = await params
  const { isEnabled: draft } = await draftMode()
  const [page, settings] = await Promise.all([
    getPageByPath(pathOf(slug), draft),
    getSiteSettings(),
  ])
  if (!page) {
    return {
      title: { absolute: `Seite nicht gefunden | ${settings.businessName}` },
      robots: { index: false },
    }
  }
  return pageMetadata({ page, settings, serverUrl: env().serverUrl, fallbackImage: settings.logo })
}

export default async function Page({ params }: Args) {
  const { slug } = await params
  const { isEnabled: draft } = await draftMode()
  const [page, settings, consent] = await Promise.all([
    getPageByPath(pathOf(slug), draft),
    getSiteSettings(),
    getConsentSettings(),
  ])
  let bookable: ReturnType<typeof bookableServiceLookup> | undefined
  const bookableServices = () => (bookable ??= getPayloadClient().then(bookableServiceLookup))
  // Not notFound() or permanentRedirect() (a 308): see NotFoundContent and MovedContent. The
  // front server answers these with 404 and 301.
  if (!page) {
    const movedTo = draft ? null : await getRedirectTarget(pathOf(slug))
    return movedTo ? <MovedContent to={movedTo} /> : <NotFoundContent />
  }
  return (
    <article data-page={page.path} data-page-id={page.id}>
      {draft && <LivePreviewListener serverUrl={env().serverUrl} />}
      {page.layout?.[0]?.blockType !== 'hero' && <h1 className="page-title">{page.title}</h1>}
      <RenderBlocks
        blocks={page.layout ?? []}
        settings={settings}
        pageId={page.id}
        privacyPath={privacyPathOf(consent)}
        bookableServices={bookableServices}
      />
    </article>
  )
}
