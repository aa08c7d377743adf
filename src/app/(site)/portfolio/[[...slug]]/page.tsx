import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { LivePreviewListener } from '@/features/pages'
import {
  listWork,
  PORTFOLIO_PATHS,
  PortfolioList,
  portfolioTargetOf,
  WorkDetail,
  workBySlug,
  workCategories,
} from '@/features/portfolio'
import { env } from '@/lib/env'
import { absoluteMediaUrl } from '@/lib/media/sources'
import { NotFoundContent } from '@/lib/ui/NotFoundContent'

import { getPayloadClient, getSiteSettings } from '../../_data/queries'

type Args = { params: Promise<{ slug?: string[] }> }

// /portfolio, its category lists and each work: rendered on the first request and kept,
// expired by the portfolio's hooks.
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

function targetOf(slug: string[] | undefined) {
  try {
    return portfolioTargetOf((slug ?? []).map((segment) => decodeURIComponent(segment)))
  } catch {
    return { kind: 'none' } as const
  }
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const target = targetOf((await params).slug)
  const [settings, payload, { isEnabled: draft }] = await Promise.all([
    getSiteSettings(),
    getPayloadClient(),
    draftMode(),
  ])
  const missing: Metadata = {
    title: { absolute: `Seite nicht gefunden | ${settings.businessName}` },
    robots: { index: false },
  }
  if (target.kind === 'list') {
    const list = await listWork(payload, target.category)
    if (!list) return missing
    return {
      title: {
        absolute: `${list.category ? `Portfolio: ${list.category.name}` : 'Portfolio'} | ${settings.businessName}`,
      },
      description: `Arbeiten von ${settings.businessName}: Schnitte, Farben und Frisuren, vorher und nachher.`,
      alternates: {
        canonical: list.category
          ? PORTFOLIO_PATHS.category(list.category.slug)
          : PORTFOLIO_PATHS.list,
      },
    }
  }
  const view = target.kind === 'work' ? await workBySlug(payload, target.slug, draft) : null
  if (!view) return missing
  const image = absoluteMediaUrl(view.after ?? view.before, env().serverUrl)
  return {
    title: { absolute: `${view.work.title} | ${settings.businessName}` },
    description: view.work.excerpt ?? undefined,
    alternates: { canonical: PORTFOLIO_PATHS.detail(view.work.slug ?? '') },
    openGraph: image ? { images: [image] } : undefined,
  }
}

export default async function PortfolioPage({ params }: Args) {
  const target = targetOf((await params).slug)
  const [payload, { isEnabled: draft }] = await Promise.all([getPayloadClient(), draftMode()])
  if (target.kind === 'list') {
    const [list, categories] = await Promise.all([
      listWork(payload, target.category),
      workCategories(payload),
    ])
    if (!list) return <NotFoundContent />
    return <PortfolioList views={list.views} category={list.category} categories={categories} />
  }
  const view = target.kind === 'work' ? await workBySlug(payload, target.slug, draft) : null
  if (!view) return <NotFoundContent />
  return (
    <>
      {draft && <LivePreviewListener serverUrl={env().serverUrl} />}
      <WorkDetail view={view} />
    </>
  )
}
