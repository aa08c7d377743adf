import { formatDate } from '@/lib/format'

import type { PostView } from '../postData.server'
import { POST_PATHS } from '../postPaths'
import { metaLine } from '@/lib/ui/listing/Listing'

/** Date, author and categories of a post, as one line under its title. */
export function PostMeta({ view }: { view: PostView }) {
  const { post, categories } = view
  return (
    <p className={metaLine}>
      {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
      {post.authorName && <> · von {post.authorName}</>}
      {categories.length > 0 && (
        <>
          {' · '}
          {categories.map((category, index) => (
            <span key={category.slug}>
              {index > 0 && ', '}
              <a href={POST_PATHS.category(category.slug)}>{category.name}</a>
            </span>
          ))}
        </>
      )}
    </p>
  )
}
