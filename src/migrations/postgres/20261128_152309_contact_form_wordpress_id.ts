import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_forms" ADD COLUMN "wordpress_id" numeric;
  CREATE INDEX "contact_forms_wordpress_id_idx" ON "contact_forms" USING btree ("wordpress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_forms_wordpress_id_idx";
  ALTER TABLE "contact_forms" DROP COLUMN "wordpress_id";`)
}
