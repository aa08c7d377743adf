import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "wordpress_id" numeric;
  CREATE INDEX "events_wordpress_id_idx" ON "events" USING btree ("wordpress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "events_wordpress_id_idx";
  ALTER TABLE "events" DROP COLUMN "wordpress_id";`)
}
