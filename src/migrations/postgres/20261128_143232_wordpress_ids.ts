import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "pages" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_wordpress_id" numeric;
  CREATE INDEX "media_wordpress_id_idx" ON "media" USING btree ("wordpress_id");
  CREATE INDEX "pages_wordpress_id_idx" ON "pages" USING btree ("wordpress_id");
  CREATE INDEX "_pages_v_version_version_wordpress_id_idx" ON "_pages_v" USING btree ("version_wordpress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_wordpress_id_idx";
  DROP INDEX "pages_wordpress_id_idx";
  DROP INDEX "_pages_v_version_version_wordpress_id_idx";
  ALTER TABLE "media" DROP COLUMN "wordpress_id";
  ALTER TABLE "pages" DROP COLUMN "wordpress_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_wordpress_id";`)
}
