import type { CollectionConfig, CollectionBeforeChangeHook } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { revalidatePublicPaths } from '@/lib/revalidate'

import { refuseParentLoop } from './parentNotBelow'
import { recordMove } from './pageMoves'
import { pagePath, pathsToRevalidate } from './paths'

const movedKey = (id: unknown) => `pageMovedFrom:${String(id)}`

/** A page's address from its slug and its parent's address, kept on the page. */
const setPath: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const parentId = data.parent ?? null
  await refuseParentLoop(req, originalDoc?.id, parentId)
  const parent =
    parentId && typeof parentId === 'object'
      ? parentId
      : parentId
        ? await req.payload.findByID({
            collection: 'pages',
            id: parentId,
            depth: 0,
            req,
            draft: true,
          })
        : null
  const slug = (data.slug ?? originalDoc?.slug) as string | null | undefined
  // No slug, no address: several untitled drafts may exist at once (NULL is not unique).
  data.path = slug ? pagePath(slug, parent?.path) : null
  return data
}

/**
 * Remembers the address visitors know (the last published one) through drafts, so publishing
 * a new address can leave a redirect from the old one; and who changed the page last. Any save
 * by a person makes a demo page the owner's own.
 */
const trackPublication: CollectionBeforeChangeHook = ({ data, req, originalDoc }) => {
  const live = (originalDoc?.publishedPath ?? data.publishedPath ?? null) as string | null
  if (data._status === 'published') {
    if (originalDoc?.id && live && data.path && live !== data.path)
      req.context[movedKey(originalDoc.id)] = live
    data.publishedPath = data.path
  } else {
    data.publishedPath = live
  }
  if (req.user?.collection === COLLECTIONS.users) {
    data.lastEditedBy = (req.user as { name?: string | null }).name || req.user.email
    data.demo = false
  }
  return data
}

/**
 * The Pages collection's hooks: the address on save, and on every change the cached pages it
 * affects expired (nothing waits for a timer), children moved along with their parent, and
 * `onPathsChanged` told so the front server's list of page addresses follows.
 */
export const pageHooks = (onPathsChanged: () => void): CollectionConfig['hooks'] => ({
  beforeChange: [setPath, trackPublication],
  afterChange: [
    async ({ doc, previousDoc, req, operation }) => {
      const movedFrom = req.context[movedKey(doc.id)]
      if (typeof movedFrom === 'string' && doc.path) {
        delete req.context[movedKey(doc.id)]
        await recordMove(req, movedFrom, doc.path)
      }
      onPathsChanged()
      await revalidatePublicPaths(pathsToRevalidate(doc, previousDoc), {
        context: req.context,
        logger: req.payload.logger,
      })
      // Children's paths hang off this one: re-save them so they follow a moved parent.
      if (operation === 'update' && previousDoc?.path && previousDoc.path !== doc.path) {
        const children = await req.payload.find({
          collection: 'pages',
          where: { parent: { equals: doc.id } },
          depth: 0,
          limit: 0,
          req,
        })
        for (const child of children.docs) {
          await req.payload.update({
            collection: 'pages',
            id: child.id,
            data: { parent: doc.id },
            req,
          })
        }
      }
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req }) => {
      onPathsChanged()
      await revalidatePublicPaths([doc.path, '*', '/sitemap.xml'], {
        context: req.context,
        logger: req.payload.logger,
      })
      return doc
    },
  ],
})
