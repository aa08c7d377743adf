import type { PostView } from './postData.server'

/** schema.org `BlogPosting` of a post's page. */
export function postJsonLd(
  view: PostView,
  pageUrl: string,
  imageUrl: string | null,
  publisher: { name: string; url: string },
) {
  const { post } = view
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    mainEntityOfPage: pageUrl,
    url: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    author: post.authorName
      ? { '@type': 'Person', name: post.authorName }
      : { '@type': 'Organization', name: publisher.name },
    publisher: { '@type': 'Organization', name: publisher.name, url: publisher.url },
    ...(view.categories.length ? { articleSection: view.categories.map((c) => c.name) } : {}),
    ...(view.tags.length ? { keywords: view.tags.map((tag) => tag.name).join(', ') } : {}),
  }
}
