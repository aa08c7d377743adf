import type { Config, Payload } from 'payload'

import { COLLECTIONS } from './slugs'

/**
 * „Spam-Verdacht“: a submission that tripped a robot trap or another spam signal is never
 * dropped. The feature that received it keeps what it needs to finish the job later in the
 * spam-review list (features/spam-review/); the owner reviews it there and releases it, and the
 * receiving feature then runs its normal flow, mails included. Neither feature imports the other:
 * the receiving feature offers its `SpamHandling` through Payload's server-only `config.custom`.
 */
export const SPAM_KINDS = ['contact', 'booking', 'tickets', 'registration'] as const
export type SpamKind = (typeof SPAM_KINDS)[number]

/** Why a submission is suspected: the hidden field filled, or filled faster than a person can. */
export type SpamReason = 'trap' | 'fill_time'

/** Held entries are deleted after this many days, released or not. */
export const SPAM_KEEP_DAYS = 30

export type SuspectInput = {
  kind: SpamKind
  reason: SpamReason
  /** What the owner reads in the list: a name, an address, what was asked for. */
  summary: string
  /** What was sent, a „Feld: Wert“ line each, for the owner to judge before releasing. */
  details: string
  email?: string
  /** What the receiving feature needs to run its normal flow on release (never a password). */
  data: Record<string, unknown>
}

/** What a release did, in German for the owner. */
export type ReleaseOutcome = { released: boolean; note: string }

export type SpamHandling = {
  /** Runs the normal flow on the kept data; `released: false` when it cannot (slot gone …). */
  release: (payload: Payload, data: Record<string, unknown>) => Promise<ReleaseOutcome>
  /** Removes what the feature kept beside the entry (attachments, a held account) on deletion. */
  forget?: (payload: Payload, data: Record<string, unknown>) => Promise<void>
}

type WithSpamHandling = { spamHandling?: Partial<Record<SpamKind, SpamHandling>> }

/** A receiving feature offers what a release of its kind does (in its index.ts). */
export const offerSpamHandling = (config: Config, kind: SpamKind, handling: SpamHandling) => {
  const offered = (config.custom as WithSpamHandling | undefined)?.spamHandling ?? {}
  return {
    ...config,
    custom: {
      ...config.custom,
      spamHandling: { ...offered, [kind]: handling },
    } satisfies WithSpamHandling,
  }
}

/** The handling of one kind, or null when its feature is not composed. */
export const spamHandlingOf = (payload: Pick<Payload, 'config'>, kind: SpamKind) =>
  (payload.config.custom as WithSpamHandling | undefined)?.spamHandling?.[kind] ?? null

/** „Feld: Wert“ lines of what was sent; empty values left out. */
export const detailLines = (entries: Array<[string, string | number | null | undefined]>) =>
  entries
    .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')

/** Keeps a suspected submission for the owner's review; nothing is sent, nothing is claimed. */
export async function holdAsSpam(payload: Payload, input: SuspectInput): Promise<void> {
  await payload.create({
    collection: COLLECTIONS.spamSuspects,
    data: {
      kind: input.kind,
      reason: input.reason,
      summary: input.summary.slice(0, 200),
      details: input.details.slice(0, 10_000),
      email: input.email?.slice(0, 254) || null,
      data: input.data,
      status: 'held',
    },
    overrideAccess: true,
  })
  payload.logger.info(`Spam suspected (${input.kind}, ${input.reason}): held for review`)
}
