import type { ReactNode } from 'react'

import styles from './Listing.module.css'

/** One pill of a listing's filter: „Alle“, a category, a tag. */
export type TermLink = { name: string; href: string; current: boolean }

/** The words of one kind of listing („Aktuelles“, „Portfolio“, a „Presse“ page to come). */
export type ListingWords = {
  /** What the filter is called for a screen reader: „Kategorien“. */
  filter: string
  /** Said when there is nothing to list yet. */
  empty: string
}

/**
 * A list of published entries as the site shows every kind of them: in the site's column, the
 * title, the filter by category („Alle“ first), the entries (or a word that there are none yet),
 * then what follows them (a pager, a feed link). The entries' own cards are the kind's.
 */
export function Listing({
  title,
  terms,
  words,
  isEmpty,
  children,
  after,
}: {
  title: string
  terms: TermLink[]
  words: ListingWords
  isEmpty: boolean
  children: ReactNode
  after?: ReactNode
}) {
  return (
    <article className={styles.frame}>
      <h1 className="page-title">{title}</h1>
      {terms.length > 1 && (
        <nav aria-label={words.filter}>
          <TermLinks terms={terms} />
        </nav>
      )}
      {isEmpty ? <p>{words.empty}</p> : children}
      {after}
    </article>
  )
}

/** The pills of a filter, or of an entry's tags. */
export function TermLinks({ terms, rel }: { terms: TermLink[]; rel?: string }) {
  return (
    <ul className={styles.terms}>
      {terms.map((term) => (
        <li key={term.href}>
          <a href={term.href} rel={rel} aria-current={term.current ? 'page' : undefined}>
            {term.name}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** „Alle“ and the kind's categories, the one shown marked. */
export function filterTerms(
  all: string,
  categories: Array<{ name: string; slug: string }>,
  hrefOf: (slug: string) => string,
  current: string | null,
): TermLink[] {
  if (categories.length === 0) return []
  return [
    { name: 'Alle', href: all, current: current === null },
    ...categories.map((category) => ({
      name: category.name,
      href: hrefOf(category.slug),
      current: category.slug === current,
    })),
  ]
}

/** Newer and older pages of a long listing, with where the visitor is. */
export function Pager({
  label,
  page,
  totalPages,
  hrefOf,
  newer,
  older,
}: {
  label: string
  page: number
  totalPages: number
  hrefOf: (page: number) => string
  newer: string
  older: string
}) {
  if (totalPages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? <a href={hrefOf(page - 1)}>← {newer}</a> : <span />}
      <span>
        Seite {page} von {totalPages}
      </span>
      {page < totalPages ? <a href={hrefOf(page + 1)}>{older} →</a> : <span />}
    </nav>
  )
}

/** The frame of one entry's own page, in the same column as its listing. */
export const entryFrame = styles.frame
/** The muted line under a title: date and author, service and stylist. */
export const metaLine = styles.meta
