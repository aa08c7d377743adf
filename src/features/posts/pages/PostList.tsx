import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { filterTerms, Listing, Pager } from '@/lib/ui/listing/Listing'

import type { PostListView, PostTerm, PostView } from '../postData.server'
import { POST_PATHS } from '../postPaths'
import { PostMeta } from './PostMeta'
import styles from './Posts.module.css'

function PostCard({ view, priority }: { view: PostView; priority: boolean }) {
  const { post } = view
  const href = POST_PATHS.detail(post.slug ?? '')
  return (
    <li className={styles.card} data-picture={view.picture ? '' : undefined}>
      {view.picture && (
        <ResponsiveImage
          media={view.picture}
          sizes="(max-width: 640px) 100vw, 22rem"
          priority={priority}
          decorative
        />
      )}
      <div className={styles.cardBody}>
        <h2>
          <a href={href}>{post.title}</a>
        </h2>
        <PostMeta view={view} />
        {post.excerpt && <p>{post.excerpt}</p>}
        <p>
          <a href={href} aria-label={`Weiterlesen: ${post.title}`}>
            Weiterlesen
          </a>
        </p>
      </div>
    </li>
  )
}

const pageHref = (list: PostListView) => (page: number) =>
  list.term
    ? (list.term.by === 'category' ? POST_PATHS.category : POST_PATHS.tag)(list.term.slug, page)
    : POST_PATHS.listPage(page)

/** The title of a list: all posts, or those of one category or tag. */
export const postListTitle = (list: Pick<PostListView, 'term' | 'page'>) => {
  const base = list.term
    ? `${list.term.by === 'category' ? 'Kategorie' : 'Schlagwort'}: ${list.term.name}`
    : 'Aktuelles'
  return list.page > 1 ? `${base} – Seite ${list.page}` : base
}

/** /aktuelles and its category and tag lists, newest first, ten to a page. */
export function PostList({ list, categories }: { list: PostListView; categories: PostTerm[] }) {
  const current = list.term?.by === 'category' ? list.term.slug : list.term ? '' : null
  return (
    <Listing
      title={postListTitle(list)}
      terms={filterTerms(POST_PATHS.list, categories, (slug) => POST_PATHS.category(slug), current)}
      words={{
        filter: 'Kategorien',
        empty: 'Noch keine Beiträge. Schauen Sie bald wieder vorbei.',
      }}
      isEmpty={list.views.length === 0}
      after={
        <>
          <Pager
            label="Seiten der Beiträge"
            page={list.page}
            totalPages={list.totalPages}
            hrefOf={pageHref(list)}
            newer="Neuere Beiträge"
            older="Ältere Beiträge"
          />
          <p className={styles.feed}>
            <a href={POST_PATHS.feed} type="application/rss+xml">
              Beiträge als RSS-Feed abonnieren
            </a>
          </p>
        </>
      }
    >
      <ul className={styles.list}>
        {list.views.map((view, index) => (
          <PostCard key={view.post.id} view={view} priority={index === 0} />
        ))}
      </ul>
    </Listing>
  )
}
