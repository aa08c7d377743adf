import { ResponsiveImage } from '@/lib/media/ResponsiveImage'

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

const pageHref = (list: PostListView, page: number) =>
  list.term
    ? (list.term.by === 'category' ? POST_PATHS.category : POST_PATHS.tag)(list.term.slug, page)
    : POST_PATHS.listPage(page)

function Pager({ list }: { list: PostListView }) {
  if (list.totalPages <= 1) return null
  const { page, totalPages } = list
  return (
    <nav className={styles.pager} aria-label="Seiten der Beiträge">
      {page > 1 ? <a href={pageHref(list, page - 1)}>← Neuere Beiträge</a> : <span />}
      <span>
        Seite {page} von {totalPages}
      </span>
      {page < totalPages ? <a href={pageHref(list, page + 1)}>Ältere Beiträge →</a> : <span />}
    </nav>
  )
}

/** The title of a list: all posts, or those of one category or tag. */
export const postListTitle = (list: Pick<PostListView, 'term' | 'page'>) => {
  const base = list.term
    ? `${list.term.by === 'category' ? 'Kategorie' : 'Schlagwort'}: ${list.term.name}`
    : 'Aktuelles'
  return list.page > 1 ? `${base} – Seite ${list.page}` : base
}

/** /aktuelles and its category and tag lists, newest first, ten to a page. */
export function PostList({ list, categories }: { list: PostListView; categories: PostTerm[] }) {
  const current = list.term?.by === 'category' ? list.term.slug : null
  return (
    <article className={styles.posts}>
      <h1 className="page-title">{postListTitle(list)}</h1>
      {categories.length > 0 && (
        <nav aria-label="Kategorien">
          <ul className={styles.terms}>
            <li>
              <a href={POST_PATHS.list} aria-current={list.term ? undefined : 'page'}>
                Alle
              </a>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <a
                  href={POST_PATHS.category(category.slug)}
                  aria-current={current === category.slug ? 'page' : undefined}
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.views.length === 0 ? (
        <p>Noch keine Beiträge. Schauen Sie bald wieder vorbei.</p>
      ) : (
        <ul className={styles.list}>
          {list.views.map((view, index) => (
            <PostCard key={view.post.id} view={view} priority={index === 0} />
          ))}
        </ul>
      )}
      <Pager list={list} />
      <p className={styles.feed}>
        <a href={POST_PATHS.feed} type="application/rss+xml">
          Beiträge als RSS-Feed abonnieren
        </a>
      </p>
    </article>
  )
}
