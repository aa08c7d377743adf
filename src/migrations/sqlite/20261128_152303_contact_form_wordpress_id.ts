import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_forms\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`contact_forms_wordpress_id_idx\` ON \`contact_forms\` (\`wordpress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_forms_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_forms\` DROP COLUMN \`wordpress_id\`;`)
}
