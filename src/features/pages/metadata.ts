import type { Metadata } from 'next'

import { absoluteMediaUrl } from '@/lib/media/sources'
import type { Page, SiteSetting } from '@/payload-types'

type Args = {
  page: Pick<Page, 'title' | 'path' | 'meta'>
  settings: Pick<SiteSetting, 'businessName'>
  serverUrl: string
  fallbackImage?: SiteSetting['logo']
}

/** Title, description, canonical, Open Graph and Twitter tags of one page. */
export function pageMetadata({ page, settings, serverUrl, fallbackImage }: Args): Metadata {
  const isHome = page.path === '/'
  const baseTitle = page.meta?.title || page.title
  const title =
    isHome && !page.meta?.title ? settings.businessName : `${baseTitle} | ${settings.businessName}`
  const description = page.meta?.description ?? undefined
  const url = new URL(page.path ?? '/', serverUrl).toString()
  const image =
    absoluteMediaUrl(page.meta?.image, serverUrl) ?? absoluteMediaUrl(fallbackImage, serverUrl)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'de_DE',
      siteName: settings.businessName,
      title,
      description,
      url,
      images: image ? [{ url: image }] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image ? [image] : undefined,
    },
  }
}
