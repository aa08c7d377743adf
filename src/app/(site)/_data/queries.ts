import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

export const getPayloadClient = () => getPayload({ config, cron: true })

/** The published page at a path, or its latest draft in preview; null when there is none. */
export const getPageByPath = cache(async (path: string, draft: boolean) => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: draft
      ? { path: { equals: path } }
      : { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] },
    draft,
    depth: 2,
    limit: 1,
    pagination: false,
    overrideAccess: draft,
  })
  return result.docs[0] ?? null
})

/** Where an old page address moved to, if it did (a published page's address was changed). */
export const getRedirectTarget = cache(async (path: string) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: path } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]?.to ?? null
})

export const getSiteSettings = cache(async () =>
  (await getPayloadClient()).findGlobal({ slug: 'site-settings', depth: 1 }),
)

export const getConsentSettings = cache(async () =>
  (await getPayloadClient()).findGlobal({ slug: 'consent-settings', depth: 0 }),
)

export const getHeader = cache(async () =>
  (await getPayloadClient()).findGlobal({ slug: 'header', depth: 2 }),
)

export const getFooter = cache(async () =>
  (await getPayloadClient()).findGlobal({ slug: 'footer', depth: 1 }),
)

export const listPublishedPages = cache(async () => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: { path: true, updatedAt: true },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return result.docs
})
