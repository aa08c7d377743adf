import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { bookableServiceLookup } from '@/features/booking'
import { privacyPathOf } from '@/features/consent'
import { LivePreviewListener } from '@/features/pages'
import {
  listPosts,
  POST_PATHS,
  postBySlug,
  postCategories,
  PostDetail,
  PostList,
  postListTitle,
  postTargetOf,
  type PostListView,
} from '@/features/posts'
import { env } from '@/lib/env'
import { absoluteMediaUrl } from '@/lib/media/sources'
import { NotFoundContent } from '@/lib/ui/NotFoundContent'

import { getConsentSettings, getPayloadClient, getSiteSettings } from '../../_data/queries'

type Args = { params: Promise<{ slug?: string[] }> }

// /aktuelles, its pages, category and tag lists and each post, in one optional catch-all like
// the events: rendered on the first request and kept, expired by the posts' hooks.
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

function targetOf(slug: string[] | undefined) {
  try {
    return postTargetOf((slug ?? []).map((segment) => decodeURIComponent(segment)))
  } catch {
    return { kind: 'none' } as const
  }
}

const listPath = (list: PostListView) =>
  list.term
    ? (list.term.by === 'category' ? POST_PATHS.category : POST_PATHS.tag)(
        list.term.slug,
        list.page,
      )
    : POST_PATHS.listPage(list.page)

const notFound = (businessName: string): Metadata => ({
  title: { absolute: `Seite nicht gefunden | ${businessName}` },
  robots: { index: false },
})

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const target = targetOf((await params).slug)
  const [settings, payload, { isEnabled: draft }] = await Promise.all([
    getSiteSettings(),
    getPayloadClient(),
    draftMode(),
  ])
  const feed = { types: { 'application/rss+xml': POST_PATHS.feed } }
  if (target.kind === 'list') {
    const list = await listPosts(payload, target)
    if (!list) return notFound(settings.businessName)
    return {
      title: { absolute: `${postListTitle(list)} | ${settings.businessName}` },
      description: `Neuigkeiten von ${settings.businessName}: Trends, Aktionen und Neues aus dem Salon.`,
      alternates: { canonical: listPath(list), ...feed },
    }
  }
  const view = target.kind === 'post' ? await postBySlug(payload, target.slug, draft) : null
  if (!view) return notFound(settings.businessName)
  const image = absoluteMediaUrl(view.picture, env().serverUrl)
  return {
    title: { absolute: `${view.post.title} | ${settings.businessName}` },
    description: view.post.excerpt ?? undefined,
    alternates: { canonical: POST_PATHS.detail(view.post.slug ?? ''), ...feed },
    openGraph: {
      type: 'article',
      ...(view.post.publishedAt ? { publishedTime: view.post.publishedAt } : {}),
      ...(image ? { images: [image] } : {}),
    },
  }
}

export default async function PostsPage({ params }: Args) {
  const target = targetOf((await params).slug)
  const [payload, { isEnabled: draft }] = await Promise.all([getPayloadClient(), draftMode()])
  if (target.kind === 'list') {
    const [list, categories] = await Promise.all([
      listPosts(payload, target),
      postCategories(payload),
    ])
    return list ? <PostList list={list} categories={categories} /> : <NotFoundContent />
  }
  const view = target.kind === 'post' ? await postBySlug(payload, target.slug, draft) : null
  if (!view) return <NotFoundContent />
  const [settings, consent] = await Promise.all([getSiteSettings(), getConsentSettings()])
  const { serverUrl } = env()
  let bookable: ReturnType<typeof bookableServiceLookup> | undefined
  return (
    <PostDetail
      view={view}
      siteUrl={serverUrl.replace(/\/$/, '')}
      imageUrl={absoluteMediaUrl(view.picture, serverUrl) ?? null}
      publisher={settings.businessName}
    >
      {draft && <LivePreviewListener serverUrl={serverUrl} />}
      <RenderBlocks
        blocks={view.post.layout ?? []}
        settings={settings}
        pageId={view.post.id}
        containerKind="post"
        privacyPath={privacyPathOf(consent)}
        bookableServices={() => (bookable ??= getPayloadClient().then(bookableServiceLookup))}
      />
    </PostDetail>
  )
}
