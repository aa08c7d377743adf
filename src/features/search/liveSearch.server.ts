import { clientIp, isRefusal, jsonError, readFormPost, type Refusal, textFields } from '@/lib/http'
import { createRateLimiter } from '@/lib/rateLimit'
import type { SiteSearch } from '@/contracts/search'

import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './normalise'
import { POST_TYPES } from './postTypes'

/** Spec: results per page. */
export const LIVE_SEARCH_PER_PAGE = 100
const MAX_BODY_BYTES = 8 * 1024
const MAX_POST_TYPES = 10
/** Typing sends one request per pause (500 ms debounce): a person stays far below this. */
const limiter = createRateLimiter({ name: 'live-search', limit: 120, windowMs: 60_000 })

/** One suggestion as docs/contracts.md gives it, plus the marked excerpt the suggestions show. */
export type LiveSearchItem = {
  post_url: string
  title: string
  image_url?: string
  id: number | string
  type?: string
  excerpt: string
  title_marks: [number, number][]
  excerpt_marks: [number, number][]
}

type Parsed =
  | {
      ok: true
      query: string
      perPage: number
      postTypes: string[]
      images: boolean
      types: boolean
      titlesOnly: boolean
    }
  | ({ ok: false } & Refusal)

const refuse = (status: number, code: string, message: string) => ({
  ok: false as const,
  status,
  code,
  message,
})

const flag = (form: URLSearchParams, name: string, fallback: boolean) => {
  const value = form.get(name)
  return value === null ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase())
}

/** Reads and checks the form fields; every refusal is a 4xx with an English `{code, message}`. */
export async function parseLiveSearch(request: Request): Promise<Parsed> {
  const posted = await readFormPost(request, MAX_BODY_BYTES)
  if (isRefusal(posted)) return { ok: false, ...posted }
  const form = textFields(posted)

  const search = (form.get('search') ?? '').replace(/\s+/g, ' ').trim()
  if (search.length > SEARCH_MAX_LENGTH) {
    return refuse(
      400,
      'search_too_long',
      `The search may hold at most ${SEARCH_MAX_LENGTH} characters.`,
    )
  }
  const perPageText = form.get('perPage')
  const perPage =
    perPageText === null || perPageText === '' ? LIVE_SEARCH_PER_PAGE : Number(perPageText)
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > LIVE_SEARCH_PER_PAGE) {
    return refuse(
      400,
      'invalid_per_page',
      `perPage must be a whole number from 1 to ${LIVE_SEARCH_PER_PAGE}.`,
    )
  }
  const postTypes = [...form.getAll('post_type[]'), ...form.getAll('post_type')]
  if (postTypes.length > MAX_POST_TYPES) {
    return refuse(400, 'too_many_post_types', `At most ${MAX_POST_TYPES} post types may be given.`)
  }
  const unknown = postTypes.find((postType) => !POST_TYPES.has(postType))
  if (unknown !== undefined) {
    return refuse(
      400,
      'unknown_post_type',
      `Unknown post type "${unknown.slice(0, 40)}"; known: ${[...POST_TYPES].join(', ')}.`,
    )
  }
  return {
    ok: true,
    query: search,
    perPage,
    postTypes,
    images: flag(form, 'show_feat_img', true),
    types: flag(form, 'display_post_type', true),
    titlesOnly: flag(form, 'searchLimiPostTitles', false),
  }
}

/**
 * `POST /api/live-search` (docs/contracts.md): the suggestions of the header search. Fewer than four
 * characters answer `[]` without searching.
 */
export async function handleLiveSearch(
  request: Request,
  search: SiteSearch,
  log: (message: string) => void = console.warn,
): Promise<Response> {
  const ip = clientIp(request)
  const rate = await limiter.hit(ip)
  if (!rate.allowed) {
    log(`live-search refused: rate_limited ip=${ip}`)
    return jsonError(429, 'rate_limited', 'Too many requests; try again later.', {
      'Retry-After': String(rate.retryAfterSeconds),
    })
  }
  const parsed = await parseLiveSearch(request)
  if (!parsed.ok) {
    log(`live-search refused: ${parsed.code} status=${parsed.status}`)
    return jsonError(parsed.status, parsed.code, parsed.message)
  }
  if (parsed.query.length < SEARCH_MIN_LENGTH) return Response.json([], { headers: NO_STORE })
  const { hits } = await search({
    query: parsed.query,
    offset: 0,
    limit: parsed.perPage,
    postTypes: parsed.postTypes,
    titlesOnly: parsed.titlesOnly,
  })
  const items: LiveSearchItem[] = hits.map((hit) => ({
    post_url: hit.url,
    title: hit.title,
    ...(parsed.images && hit.imageUrl ? { image_url: hit.imageUrl } : {}),
    id: hit.id,
    ...(parsed.types ? { type: hit.typeLabel } : {}),
    excerpt: hit.excerpt,
    title_marks: hit.titleMarks,
    excerpt_marks: hit.excerptMarks,
  }))
  return Response.json(items, { headers: NO_STORE })
}

const NO_STORE = { 'Cache-Control': 'no-store' }
