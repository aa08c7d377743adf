import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false;
  ALTER TABLE "posts" ADD COLUMN "demo" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_demo" boolean DEFAULT false;
  ALTER TABLE "portfolio" ADD COLUMN "demo" boolean DEFAULT false;
  ALTER TABLE "_portfolio_v" ADD COLUMN "version_demo" boolean DEFAULT false;
  ALTER TABLE "wordpress_imports" ADD COLUMN "media_file_name" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "demo";
  ALTER TABLE "posts" DROP COLUMN "demo";
  ALTER TABLE "_posts_v" DROP COLUMN "version_demo";
  ALTER TABLE "portfolio" DROP COLUMN "demo";
  ALTER TABLE "_portfolio_v" DROP COLUMN "version_demo";
  ALTER TABLE "wordpress_imports" DROP COLUMN "media_file_name";`)
}
