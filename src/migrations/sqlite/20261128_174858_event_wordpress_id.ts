import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`events_wordpress_id_idx\` ON \`events\` (\`wordpress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`events_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`wordpress_id\`;`)
}
