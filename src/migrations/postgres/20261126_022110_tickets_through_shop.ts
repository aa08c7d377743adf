import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."product_kind" ADD VALUE 'ticket';
  ALTER TYPE "public"."order_payment" ADD VALUE 'door';
  ALTER TYPE "public"."enum_event_tickets_status" ADD VALUE 'held';
  ALTER TABLE "products" ADD COLUMN "no_withdrawal" boolean DEFAULT false;
  ALTER TABLE "orders_items" ADD COLUMN "no_withdrawal" boolean;
  ALTER TABLE "orders_items" ADD COLUMN "ticket" boolean;
  ALTER TABLE "event_tickets" ADD COLUMN "order_number" varchar;
  ALTER TABLE "event_tickets" ADD COLUMN "held_until" timestamp(3) with time zone;
  ALTER TABLE "event_tickets" ADD COLUMN "cart_ref" varchar;
  CREATE INDEX "event_tickets_order_number_idx" ON "event_tickets" USING btree ("order_number");
  CREATE INDEX "event_tickets_cart_ref_idx" ON "event_tickets" USING btree ("cart_ref");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "products" ALTER COLUMN "kind" SET DEFAULT 'goods'::text;
  DROP TYPE "public"."product_kind";
  CREATE TYPE "public"."product_kind" AS ENUM('goods', 'voucher');
  ALTER TABLE "products" ALTER COLUMN "kind" SET DEFAULT 'goods'::"public"."product_kind";
  ALTER TABLE "products" ALTER COLUMN "kind" SET DATA TYPE "public"."product_kind" USING "kind"::"public"."product_kind";
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE text;
  DROP TYPE "public"."order_payment";
  CREATE TYPE "public"."order_payment" AS ENUM('vorkasse', 'pickup');
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE "public"."order_payment" USING "payment_method"::"public"."order_payment";
  ALTER TABLE "event_tickets" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "event_tickets" ALTER COLUMN "status" SET DEFAULT 'valid'::text;
  DROP TYPE "public"."enum_event_tickets_status";
  CREATE TYPE "public"."enum_event_tickets_status" AS ENUM('valid', 'unpaid', 'cancelled');
  ALTER TABLE "event_tickets" ALTER COLUMN "status" SET DEFAULT 'valid'::"public"."enum_event_tickets_status";
  ALTER TABLE "event_tickets" ALTER COLUMN "status" SET DATA TYPE "public"."enum_event_tickets_status" USING "status"::"public"."enum_event_tickets_status";
  DROP INDEX "event_tickets_order_number_idx";
  DROP INDEX "event_tickets_cart_ref_idx";
  ALTER TABLE "products" DROP COLUMN "no_withdrawal";
  ALTER TABLE "orders_items" DROP COLUMN "no_withdrawal";
  ALTER TABLE "orders_items" DROP COLUMN "ticket";
  ALTER TABLE "event_tickets" DROP COLUMN "order_number";
  ALTER TABLE "event_tickets" DROP COLUMN "held_until";
  ALTER TABLE "event_tickets" DROP COLUMN "cart_ref";`)
}
