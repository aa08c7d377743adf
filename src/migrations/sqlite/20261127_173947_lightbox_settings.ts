import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_path\` text DEFAULT 'vertical';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_image_error\` text DEFAULT 'Beim Laden des Bildes ist ein Fehler aufgetreten.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_path\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_image_error\`;`)
}
