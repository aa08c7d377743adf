import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`media_wordpress_id_idx\` ON \`media\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`pages_wordpress_id_idx\` ON \`pages\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_wordpress_id_idx\` ON \`_pages_v\` (\`version_wordpress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`pages_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_wordpress_id\`;`)
}
