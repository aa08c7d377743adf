import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`no_withdrawal\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`no_withdrawal\` integer;`)
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`ticket\` integer;`)
  await db.run(sql`ALTER TABLE \`event_tickets\` ADD \`order_number\` text;`)
  await db.run(sql`ALTER TABLE \`event_tickets\` ADD \`held_until\` text;`)
  await db.run(sql`ALTER TABLE \`event_tickets\` ADD \`cart_ref\` text;`)
  await db.run(sql`CREATE INDEX \`event_tickets_order_number_idx\` ON \`event_tickets\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`event_tickets_cart_ref_idx\` ON \`event_tickets\` (\`cart_ref\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`event_tickets_order_number_idx\`;`)
  await db.run(sql`DROP INDEX \`event_tickets_cart_ref_idx\`;`)
  await db.run(sql`ALTER TABLE \`event_tickets\` DROP COLUMN \`order_number\`;`)
  await db.run(sql`ALTER TABLE \`event_tickets\` DROP COLUMN \`held_until\`;`)
  await db.run(sql`ALTER TABLE \`event_tickets\` DROP COLUMN \`cart_ref\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`no_withdrawal\`;`)
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`no_withdrawal\`;`)
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`ticket\`;`)
}
