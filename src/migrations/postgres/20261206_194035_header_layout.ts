import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_header_layout" AS ENUM('logo-left', 'v7');
  ALTER TABLE "site_settings" ADD COLUMN "header_layout" "enum_site_settings_header_layout" DEFAULT 'logo-left' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "header_layout";
  DROP TYPE "public"."enum_site_settings_header_layout";`)
}
