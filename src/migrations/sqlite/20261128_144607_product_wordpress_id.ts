import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`products_wordpress_id_idx\` ON \`products\` (\`wordpress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`wordpress_id\`;`)
}
