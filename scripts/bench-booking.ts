// Part of `npm run bench`: the booking's own times without the network, on SQLite and on
// PostgreSQL: the free times of a day (3 staff × 4 services, with existing appointments), the
// free days of the next 60 for „Egal“, and 50 simultaneous bookings of one time (exactly one may
// succeed). Prints one JSON line.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { getPayload, type Payload } from 'payload'

import { freeDays, freeSlots } from '../src/features/booking/slots/availability.server'
import { loadBookingWorld } from '../src/features/booking/bookingData.server'
import { handleBookingPost } from '../src/features/booking/bookingEndpoint.server'
import { addDays, berlinDate, berlinInstant, berlinWeekday } from '../src/lib/berlinTime'
import { parseEnv } from '../src/lib/env'

const ROUNDS = 200
const RACERS = 50
const PG_ADMIN = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const EVERY_DAY = Object.fromEntries(
  ['mo', 'tu', 'we', 'th', 'fr', 'sa'].map((day) => [day, '09:00–13:00, 14:00–19:00']),
)
const quiet = { disableRevalidate: true }
// Each stage on stderr: a run that ends without a result then says where it stopped.
const stage = (text: string) => process.stderr.write(`bench-booking: ${text}\n`)
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function startPayload(kind: 'sqlite' | 'postgres', dir: string) {
  const name = `salon_bench_booking_${process.pid}`
  stage(`${kind}: preparing the database`)
  let url = `file:${path.join(dir, 'bench.db')}`
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: PG_ADMIN })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
    await client.end()
    url = PG_ADMIN.replace(/\/[^/]*$/, `/${name}`)
  }
  const settings = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: url,
    MEDIA_DIR: path.join(dir, 'media'),
  })
  stage(`${kind}: loading the configuration`)
  const { createConfig } = await import('../src/payload.config')
  stage(`${kind}: starting Payload`)
  const payload = await getPayload({ config: createConfig(settings), key: `${name}_${kind}` })
  const migrations =
    kind === 'sqlite'
      ? await import('../src/migrations/sqlite')
      : await import('../src/migrations/postgres')
  stage(`${kind}: migrating`)
  await payload.db.migrate({ migrations: migrations.migrations as never })
  return payload
}

/** Three staff, four services (one with processing time), two appointments a day for a month. */
async function salon(payload: Payload) {
  const staff = []
  for (const name of ['Anna', 'Ben', 'Clara'])
    staff.push(
      (
        await payload.create({
          collection: 'staff-members',
          data: { name, ownHours: true, weekHours: EVERY_DAY },
          context: quiet,
        })
      ).id,
    )
  const services = []
  for (const [name, durationMinutes] of [
    ['Schnitt', 60],
    ['Herren', 30],
    ['Kinder', 30],
  ] as const)
    services.push(
      (
        await payload.create({
          collection: 'booking-services',
          data: { name, durationMinutes, priceCents: 3000, staff } as never,
          context: quiet,
        })
      ).id,
    )
  services.push(
    (
      await payload.create({
        collection: 'booking-services',
        data: {
          name: 'Farbe',
          durationMinutes: 80,
          bufferMinutes: 10,
          processing: { startsAfterMinutes: 30, minutes: 30 },
          priceCents: 5500,
          staff,
        } as never,
        context: quiet,
      })
    ).id,
  )
  const today = berlinDate(new Date())
  for (let day = 1; day <= 30; day += 1)
    for (const [index, member] of staff.entries())
      await payload.create({
        collection: 'appointments',
        data: {
          staffMember: member,
          services: [services[index % 4]!],
          start: berlinInstant(addDays(today, day), (10 + index) * 60).toISOString(),
          customerName: 'Kundin',
        } as never,
        context: quiet,
      })
  return { staff, services, today }
}

async function measure(kind: 'sqlite' | 'postgres') {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-bench-booking-'))
  const payload = await startPayload(kind, dir)
  try {
    stage(`${kind}: creating the salon`)
    const { staff, services, today } = await salon(payload)
    stage(`${kind}: measuring`)
    const dayTimes: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now()
      const world = await loadBookingWorld(payload)
      await freeSlots(
        payload,
        world,
        { services: [services[round % 4]!], staff: 'any' },
        addDays(today, 1 + (round % 30)),
      )
      dayTimes.push(performance.now() - started)
    }
    const horizonTimes: number[] = []
    for (let round = 0; round < 20; round += 1) {
      const started = performance.now()
      const world = await loadBookingWorld(payload)
      await freeDays(
        payload,
        world,
        { services: [services[round % 4]!], staff: 'any' },
        { from: today, days: 60 },
      )
      horizonTimes.push(performance.now() - started)
    }
    // Three days ahead, but never a Sunday: the bench's salon is closed then, and every racer
    // would be refused for that instead of for the race.
    let day = addDays(today, 3)
    while (berlinWeekday(day) === 6) day = addDays(day, 1)
    const body = (index: number) =>
      `leistung=${services[0]}&team=${staff[0]}&tag=${day}&zeit=16:00&name=Kundin&email=race${index}%40example.org&phone=030%201234567&privacy=1`
    // 50 visitors at once for Anna's 16:00: exactly one may get it.
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        handleBookingPost(
          new Request('http://127.0.0.1/api/booking/appointments', {
            method: 'POST',
            body: body(index),
            headers: {
              accept: 'application/json',
              'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': `10.77.${index}.1`,
            },
          }),
          payload,
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    dayTimes.sort((a, b) => a - b)
    horizonTimes.sort((a, b) => a - b)
    return {
      database: kind,
      daySlotsP50Ms: Number(percentile(dayTimes, 50).toFixed(1)),
      daySlotsP95Ms: Number(percentile(dayTimes, 95).toFixed(1)),
      sixtyDaysAnyP95Ms: Number(percentile(horizonTimes, 95).toFixed(1)),
      raceBooked: statuses.filter((status) => status === 201).length,
      raceRefused409: statuses.filter((status) => status === 409).length,
      race5xx: statuses.filter((status) => status >= 500).length,
    }
  } finally {
    await payload.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

stage('starting')
const results = [await measure('sqlite'), await measure('postgres')]
console.log(JSON.stringify(results))
process.exit(0)
