import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payments\` ADD \`mismatch\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`compared_at\` text;`)
  await db.run(sql`CREATE INDEX \`payments_mismatch_idx\` ON \`payments\` (\`mismatch\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payments_mismatch_idx\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`mismatch\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`compared_at\`;`)
}
