import { slugify } from '@/lib/slugify'

/** The product's address segment: the owner's, cleaned, or one made from the name. */
export const slugOf = (value: unknown, title: unknown): string | null =>
  slugify(typeof value === 'string' && value ? value : String(title ?? '')) || null
