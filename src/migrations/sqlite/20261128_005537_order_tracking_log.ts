import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`carrier\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`tracking_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`status_log\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`carrier\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`tracking_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`status_log\`;`)
}
