import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_number\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoiced_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_invoice_number_idx\` ON \`orders\` (\`invoice_number\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tax_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_invoice_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`invoice_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`invoiced_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tax_id\`;`)
}
