import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "wordpress_id" numeric;
  CREATE INDEX "products_wordpress_id_idx" ON "products" USING btree ("wordpress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_wordpress_id_idx";
  ALTER TABLE "products" DROP COLUMN "wordpress_id";`)
}
