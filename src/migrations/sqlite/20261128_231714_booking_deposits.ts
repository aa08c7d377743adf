import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`booking_services\` ADD \`deposit_kind\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`booking_services\` ADD \`deposit_amount_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`booking_services\` ADD \`deposit_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`deposit_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`deposit_paid\` text;`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`deposit_refunded_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`keep_deposit_on_no_show\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`booking_services\` DROP COLUMN \`deposit_kind\`;`)
  await db.run(sql`ALTER TABLE \`booking_services\` DROP COLUMN \`deposit_amount_cents\`;`)
  await db.run(sql`ALTER TABLE \`booking_services\` DROP COLUMN \`deposit_percent\`;`)
  await db.run(sql`ALTER TABLE \`appointments\` DROP COLUMN \`deposit_cents\`;`)
  await db.run(sql`ALTER TABLE \`appointments\` DROP COLUMN \`deposit_paid\`;`)
  await db.run(sql`ALTER TABLE \`appointments\` DROP COLUMN \`deposit_refunded_cents\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`keep_deposit_on_no_show\`;`)
}
