import type { CollectionConfig, FieldHook } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaff } from '@/lib/access'
import { eventWaitlistPersonalData } from './eventWaitlistPersonalData.server'

/**
 * Who wants a place of a sold-out ticket type, in order of their entry. A freed place is offered
 * by mail to the next one not yet told (waitlist.server.ts); the place goes to whoever books first.
 */
type TicketTypes = Array<{ id?: string | null; name?: string | null }>

/**
 * The ticket type's name from its event (the event as read with the entry, or read once per
 * request for a list of entries of one event); „gelöscht“ when the event no longer has it.
 */
const ticketTypeNameOf: FieldHook = async ({ siblingData, req }) => {
  const id = siblingData?.ticketType
  const event = siblingData?.event as number | { id: number; ticketTypes?: TicketTypes } | null
  if (!id || !event) return null
  let types = typeof event === 'object' ? event.ticketTypes : undefined
  if (!types) {
    const eventId = typeof event === 'object' ? event.id : event
    const cache = ((req.context.waitlistEvents as Map<number, Promise<TicketTypes>>) ??= new Map())
    if (!cache.has(eventId))
      cache.set(
        eventId,
        req.payload
          .findByID({ collection: COLLECTIONS.events, id: eventId, depth: 0, overrideAccess: true })
          .then((doc) => (doc.ticketTypes ?? []) as TicketTypes)
          .catch(() => []),
      )
    types = await cache.get(eventId)
  }
  return types?.find((type) => type.id === id)?.name ?? 'gelöscht'
}

export const EventWaitlist: CollectionConfig = {
  slug: 'event-waitlist',
  labels: { singular: 'Wartelisten-Eintrag', plural: 'Warteliste' },
  admin: {
    group: 'Veranstaltungen & Karten',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'event', 'ticketTypeName', 'createdAt', 'notifiedAt'],
  },
  defaultSort: 'createdAt',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  custom: deskOffer(eventWaitlistPersonalData),
  indexes: [{ fields: ['event', 'ticketType', 'email'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'event',
          type: 'relationship',
          relationTo: COLLECTIONS.events,
          required: true,
          index: true,
          label: 'Veranstaltung',
        },
        {
          name: 'ticketType',
          type: 'text',
          required: true,
          label: 'Kartenart (Kennung)',
          // The site's own id of the ticket type: nothing the owner can read.
          admin: { hidden: true },
        },
        {
          name: 'ticketTypeName',
          type: 'text',
          label: 'Kartenart',
          // Read from the event each time: the name the owner gave the ticket type, also in the
          // list, never its id.
          virtual: true,
          admin: { readOnly: true },
          hooks: { afterRead: [ticketTypeNameOf] },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Name', required: true },
        { name: 'email', type: 'email', label: 'E-Mail', required: true },
      ],
    },
    {
      name: 'notifiedAt',
      type: 'date',
      label: 'Über freien Platz informiert',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
      },
    },
  ],
}
