import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payments\` ADD \`hold_until\` text;`)
  await db.run(sql`CREATE INDEX \`payments_hold_until_idx\` ON \`payments\` (\`hold_until\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payments_hold_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`hold_until\`;`)
}
