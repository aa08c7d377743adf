import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "invoice_number" numeric;
  ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "tax_id" varchar;
  CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_invoice_number_idx";
  ALTER TABLE "orders" DROP COLUMN "invoice_number";
  ALTER TABLE "orders" DROP COLUMN "invoiced_at";
  ALTER TABLE "site_settings" DROP COLUMN "tax_id";`)
}
