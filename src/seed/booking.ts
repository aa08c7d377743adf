import { addDays, berlinDate, berlinInstant, berlinWeekday } from '@/lib/berlinTime'

import { type SeedContext, seedWriteContext } from './seedContext'
import { clock } from '@/lib/clock'

type StaffSeed = { name: string; role: string; ownHours?: Record<string, string> }

/** Three of the team page's stylists: the owner with her own week, one on the salon's hours, the colourist. */
const STAFF: StaffSeed[] = [
  {
    name: 'Marie Linde',
    role: 'Inhaberin & Friseurmeisterin',
    ownHours: {
      tu: '09:00–13:00, 14:00–18:00',
      we: '09:00–13:00, 14:00–18:00',
      th: '10:00–19:00',
      fr: '09:00–12:30, 13:30–17:00',
      sa: '09:00–15:00',
    },
  },
  { name: 'Jonas Berger', role: 'Friseur' },
  {
    name: 'Aylin Kaya',
    role: 'Coloristin',
    ownHours: { we: '11:00–19:00', th: '11:00–19:00', fr: '13:30–19:00', sa: '09:00–15:00' },
  },
]

type ServiceSeed = {
  name: string
  description: string
  priceCents: number
  durationMinutes: number
  bufferMinutes?: number
  processing?: { startsAfterMinutes: number; minutes: number }
  staff: string[]
}

/** Four services of the price list (same names, prices and durations), bookable online. */
const SERVICES: ServiceSeed[] = [
  {
    name: 'Waschen, Schneiden, Föhnen',
    description: 'Damen, alle Haarlängen',
    priceCents: 4900,
    durationMinutes: 60,
    bufferMinutes: 5,
    staff: ['Marie Linde', 'Jonas Berger'],
  },
  {
    name: 'Waschen, Schneiden, Styling',
    description: 'Herren',
    priceCents: 3400,
    durationMinutes: 30,
    staff: ['Jonas Berger', 'Marie Linde'],
  },
  {
    name: 'Komplettfarbe',
    description: 'mit Einwirkzeit: nach 30 Minuten 30 Minuten Pause für die Farbe',
    priceCents: 5800,
    durationMinutes: 90,
    bufferMinutes: 10,
    processing: { startsAfterMinutes: 30, minutes: 30 },
    staff: ['Aylin Kaya', 'Marie Linde'],
  },
  {
    name: 'Kinderschnitt 7–12 Jahre',
    description: 'Kinder',
    priceCents: 2200,
    durationMinutes: 30,
    staff: ['Jonas Berger'],
  },
]

/** The next date from `from` (inclusive) that falls on `weekday` (Monday 0). */
const nextWeekday = (from: string, weekday: number) =>
  addDays(from, (weekday - berlinWeekday(from) + 7) % 7)

async function seedStaff({ payload, created }: SeedContext): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  const nextWeek = nextWeekday(addDays(berlinDate(clock.now()), 1), 0)
  for (const [position, member] of STAFF.entries()) {
    const found = await payload.find({
      collection: 'staff-members',
      where: { name: { equals: member.name } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) {
      ids[member.name] = found.docs[0].id
      continue
    }
    const doc = await payload.create({
      collection: 'staff-members',
      data: {
        name: member.name,
        role: member.role,
        position,
        ownHours: Boolean(member.ownHours),
        ...(member.ownHours ? { weekHours: member.ownHours } : {}),
        // Jonas is on a training course on Wednesday and Thursday next week.
        ...(member.name === 'Jonas Berger'
          ? {
              absences: [
                {
                  from: `${addDays(nextWeek, 2)}T12:00:00.000Z`,
                  until: `${addDays(nextWeek, 3)}T12:00:00.000Z`,
                  reason: 'training' as const,
                },
              ],
            }
          : {}),
      },
      context: seedWriteContext,
    })
    ids[member.name] = doc.id
    created.push(`staff-members ${member.name}`)
  }
  return ids
}

/** A few appointments in the coming days, so the calendar and the free times look real. */
async function seedAppointments(
  { payload, created }: SeedContext,
  staff: Record<string, number>,
  services: Record<string, number>,
) {
  if ((await payload.count({ collection: 'appointments' })).totalDocs > 0) return
  const tuesday = nextWeekday(addDays(berlinDate(clock.now()), 1), 1)
  const bookings = [
    {
      staff: 'Marie Linde',
      service: 'Waschen, Schneiden, Föhnen',
      date: tuesday,
      minute: 10 * 60,
      name: 'Maria Beispiel',
    },
    {
      staff: 'Jonas Berger',
      service: 'Waschen, Schneiden, Styling',
      date: tuesday,
      minute: 11 * 60,
      name: 'Jonas Muster',
    },
    {
      staff: 'Aylin Kaya',
      service: 'Komplettfarbe',
      date: addDays(tuesday, 1),
      minute: 11 * 60,
      name: 'Sabine Probe',
    },
    {
      staff: 'Marie Linde',
      service: 'Waschen, Schneiden, Föhnen',
      date: addDays(tuesday, 3),
      minute: 9 * 60,
      name: 'Lena Beispiel',
    },
  ]
  for (const booking of bookings) {
    await payload.create({
      collection: 'appointments',
      data: {
        kind: 'appointment',
        status: 'confirmed',
        source: 'salon',
        staffMember: staff[booking.staff]!,
        services: [services[booking.service]!],
        start: berlinInstant(booking.date, booking.minute).toISOString(),
        customerName: booking.name,
        customerPhone: '030 1234567',
      },
      context: seedWriteContext,
    })
  }
  created.push(`appointments (${bookings.length})`)
}

/** The demo salon's online booking: services with durations, the team, and a few appointments. */
export async function seedBooking(ctx: SeedContext) {
  const { payload, created } = ctx
  const staff = await seedStaff(ctx)
  const services: Record<string, number> = {}
  for (const [position, service] of SERVICES.entries()) {
    const found = await payload.find({
      collection: 'booking-services',
      where: { name: { equals: service.name } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) {
      services[service.name] = found.docs[0].id
      continue
    }
    const doc = await payload.create({
      collection: 'booking-services',
      data: {
        ...service,
        position,
        // Fixed prices, as the price list shows them: no „ab“ (issue 42).
        from: false,
        onlineBookable: true,
        staff: service.staff.map((name) => staff[name]!),
      },
      context: seedWriteContext,
    })
    services[service.name] = doc.id
    created.push(`booking-services ${service.name}`)
  }
  await seedAppointments(ctx, staff, services)
}
