import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_lightbox_path" AS ENUM('vertical', 'horizontal');
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_path" "enum_site_settings_lightbox_path" DEFAULT 'vertical';
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_image_error" varchar DEFAULT 'Beim Laden des Bildes ist ein Fehler aufgetreten.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "lightbox_path";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_image_error";
  DROP TYPE "public"."enum_site_settings_lightbox_path";`)
}
