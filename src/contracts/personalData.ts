import type { CollectionConfig, Payload, SanitizedCollectionConfig } from 'payload'

/**
 * The data-request desk („Datenschutz-Anfragen“, the customer's „Meine Daten herunterladen“ and
 * „Konto löschen“, DSGVO Art. 15, 17 and 20) asks every collection what it holds about one
 * person. A feature that stores personal data offers it here, in its collection's server-only
 * `custom.personalData`, from its own folder: how to find it by address, which fields a person
 * receives (deny by default: a field not listed never leaves the site), what is still open,
 * and how it is erased. Every collection declares an offer or says why it holds none
 * (`noPersonalData`); one that declares neither stops the configuration
 * (lib/payload/closedByDefault.ts), so a new feature cannot forget its customers' data.
 */

export type Doc = Record<string, unknown>

/** The person a request is about: her address; her account and its browsers when she has one. */
export type PersonSought = {
  email: string
  customerId: number | null
  /** Consent ids (cookie `salon_consent`) of the browsers she signed in with. */
  consentIds: readonly string[]
}

export type FieldShow = 'text' | 'date' | 'datetime' | 'euro' | 'yesno' | 'list'

/** One field of a record as a person receives it: `key` in the JSON file, `label` in the document. */
export type RecordField = {
  key: string
  label: string
  show?: FieldShow
  value: (doc: Doc) => unknown
}

/** Something not finished yet, named before an erasure with what the erasure would do to it. */
export type PendingItem = { title: string; href: string | null; onErase: string }

/** What an erasure did to one kind, in German for the owner's log and the person's mail. */
export type ErasedPart = {
  /** What went or was anonymised („2 Anfragen über Formulare gelöscht“); null: nothing. */
  done: string | null
  /** What stays, and why („1 kommender Termin bleibt gebucht …“); null: nothing. */
  kept: string | null
}

/** What the records found so far hold, by kind, for an offer that finds through another's. */
export type FoundSoFar = (kind: string) => readonly Doc[]

export type PersonalDataOffer = {
  /** The kind's key in the JSON file and the desk. */
  key: string
  /** Its heading for the person („Bestellungen“). */
  label: string
  /** Where it stands among the kinds (the file, the document and the desk list by it). */
  position: number
  /** At most one record (her account): the JSON file holds it as an object, or null. */
  single?: true
  /** Kinds whose found records `find` reads (payments of her orders and appointments). */
  after?: readonly string[]
  /** Her records, as stored; at most a few hundred. */
  find: (payload: Payload, person: PersonSought, found: FoundSoFar) => Promise<Doc[]>
  /** A record's heading in the readable document. */
  title: (doc: Doc) => string
  /** The fields a person receives, nothing else. */
  fields: readonly RecordField[]
  /** The owner's desk: a record's line, its date and what „Löschen“ does to the kind. */
  desk: {
    label?: string
    line?: (doc: Doc) => string
    when?: (doc: Doc) => unknown
    onErase: string
  }
  /** What is still open among her records (an order to deliver, a coming appointment). */
  pending?: (docs: readonly Doc[], now: Date) => Array<Omit<PendingItem, 'href'> & { id: unknown }>
  /**
   * Erases by the kind's rule (delete, anonymise, or keep as the law asks). Not given: the
   * records are kept unchanged, as `desk.onErase` says.
   */
  erase?: (payload: Payload, person: PersonSought, now: Date) => Promise<ErasedPart>
  /**
   * False where the kind's own deletion deletes accounts (a held registration), so it is not
   * erased from inside an account's deletion but only by the desk.
   */
  eraseWithAccount?: boolean
}

/** Why a collection holds nothing about a customer or guest (content, staff, settings …). */
export type NoPersonalData = { none: string }

export type PersonalDataDeclaration = PersonalDataOffer | NoPersonalData

type WithPersonalData = { personalData?: PersonalDataDeclaration }

/** A collection's `custom` with its offer to the desk: `custom: deskOffer(ordersPersonalData)`. */
export const deskOffer = (offer: PersonalDataOffer): WithPersonalData => ({ personalData: offer })

/** A collection's `custom` when it holds nothing about a person, and why. */
export const noPersonalData = (why: string): WithPersonalData => ({ personalData: { none: why } })

export const personalDataDeclaration = (
  collection: Pick<CollectionConfig, 'custom'>,
): PersonalDataDeclaration | undefined =>
  (collection.custom as WithPersonalData | undefined)?.personalData

/** Every offer of the running configuration, by position, with its collection's slug. */
export function personalDataOffers(
  payload: Pick<Payload, 'config'>,
): Array<PersonalDataOffer & { collection: string }> {
  return payload.config.collections
    .flatMap((collection: SanitizedCollectionConfig) => {
      const declared = personalDataDeclaration(collection)
      return declared && !('none' in declared) ? [{ ...declared, collection: collection.slug }] : []
    })
    .sort((a, b) => a.position - b.position)
}
