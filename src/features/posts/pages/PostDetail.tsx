import type { ReactNode } from 'react'

import { serializeJsonLd } from '@/lib/jsonLd'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'

import type { PostView } from '../postData.server'
import { postJsonLd } from '../postJsonLd'
import { POST_PATHS } from '../postPaths'
import { PostMeta } from './PostMeta'
import { entryFrame, TermLinks } from '@/lib/ui/listing/Listing'

import styles from './Posts.module.css'

type Props = {
  view: PostView
  /** The post's blocks, rendered by the route (features do not reach the block registry). */
  children: ReactNode
  siteUrl: string
  imageUrl: string | null
  publisher: string
}

/** /aktuelles/<slug>: one post. Its pictures open as the lightbox gallery `post` (spec §2). */
export function PostDetail({ view, children, siteUrl, imageUrl, publisher }: Props) {
  const { post } = view
  const pageUrl = siteUrl + POST_PATHS.detail(post.slug ?? '')
  return (
    <article className={`${entryFrame} ${styles.post}`} data-post={post.slug}>
      <header>
        <h1 className="page-title">{post.title}</h1>
        <PostMeta view={view} />
      </header>
      {view.picture && (
        <figure className={styles.picture}>
          <ResponsiveImage media={view.picture} sizes="(max-width: 48rem) 100vw, 48rem" priority />
        </figure>
      )}
      <div className={styles.body} data-post-content>
        {children}
      </div>
      <footer className={styles.footer}>
        {view.tags.length > 0 && (
          <nav aria-label="Schlagwörter">
            <TermLinks
              rel="tag"
              terms={view.tags.map((tag) => ({
                name: `#${tag.name}`,
                href: POST_PATHS.tag(tag.slug),
                current: false,
              }))}
            />
          </nav>
        )}
        <p>
          <a href={POST_PATHS.list}>← Alle Beiträge</a>
        </p>
      </footer>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(
            postJsonLd(view, pageUrl, imageUrl, { name: publisher, url: siteUrl + '/' }),
          ),
        }}
      />
    </article>
  )
}
