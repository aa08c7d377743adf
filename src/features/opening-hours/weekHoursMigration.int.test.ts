import { afterAll, expect, it } from 'vitest'

import {
  committedMigrations,
  eachDatabase,
  startTestPayload,
  type TestPayload,
} from '@/test/testPayload'

const describeEachDatabase = await eachDatabase()

type Db = {
  execute?: (query: unknown) => Promise<unknown>
  run?: (query: unknown) => Promise<unknown>
}

describeEachDatabase('the week-hours migration on %s', (kind) => {
  let instance: TestPayload | undefined
  afterAll(async () => instance?.cleanup())

  it('carries the old list of periods and special days over into the week and ranges', async () => {
    instance = await startTestPayload(kind, { migrate: false })
    const migrations = await committedMigrations(kind)
    const index = migrations.findIndex((migration) => migration.name.endsWith('_week_hours'))
    await instance.payload.db.migrate({ migrations: migrations.slice(0, index) as never })

    const db = (instance.payload.db as unknown as { drizzle: Db }).drizzle
    const { sql } =
      kind === 'postgres'
        ? await import('@payloadcms/db-postgres')
        : await import('@payloadcms/db-sqlite')
    const exec = (query: unknown) => (db.execute ? db.execute(query) : db.run!(query))
    const date = kind === 'postgres' ? '2026-12-24T12:00:00Z' : '2026-12-24T12:00:00.000Z'
    await exec(sql.raw(`INSERT INTO site_settings (id, business_name) VALUES (1, 'Salon')`))
    await exec(
      sql.raw(`INSERT INTO site_settings_opening_hours (_order, _parent_id, id, day, opens, closes)
        VALUES (1, 1, 'a', 'tu', '14:00', '18:00'), (2, 1, 'b', 'tu', '09:00', '12:00'),
               (3, 1, 'c', 'sa', '09:00', '15:00')`),
    )
    await exec(
      sql.raw(`INSERT INTO site_settings_special_days
        (_order, _parent_id, id, date, closed, opens, closes, note)
        VALUES (1, 1, 'x', '${date}', true, NULL, NULL, 'Heiligabend'),
               (2, 1, 'y', '${date.replace('24', '31')}', false, '09:00', '13:00', 'Silvester')`),
    )

    await instance.payload.db.migrate({ migrations: migrations as never })
    const settings = await instance.payload.findGlobal({ slug: 'site-settings' })
    // Stored as typed; the site reads the ranges sorted (scheduleOf).
    expect(settings.weekHours?.tu?.split(', ').sort()).toEqual(['09:00–12:00', '14:00–18:00'])
    expect(settings.weekHours).toMatchObject({ sa: '09:00–15:00', mo: null })
    expect(
      settings.specialDays?.map(({ from, until, hours, note }) => ({
        from: from.slice(0, 10),
        until: until ?? null,
        hours: hours ?? null,
        note,
      })),
    ).toEqual([
      { from: '2026-12-24', until: null, hours: null, note: 'Heiligabend' },
      { from: '2026-12-31', until: null, hours: '09:00–13:00', note: 'Silvester' },
    ])
  })
})
