import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."payment_status" AS ENUM('open', 'pending', 'authorized', 'paid', 'canceled', 'expired', 'failed');
  CREATE TYPE "public"."payment_purpose" AS ENUM('order', 'booking');
  CREATE TYPE "public"."enum_payment_settings_methods" AS ENUM('paypal', 'creditcard', 'applepay', 'googlepay', 'klarna', 'klarnapaylater', 'klarnapaynow', 'klarnasliceit', 'banktransfer', 'directdebit', 'eps', 'ideal', 'bancontact', 'przelewy24', 'trustly', 'twint', 'paybybank', 'riverty', 'billie', 'satispay', 'giftcard', 'voucher');
  ALTER TYPE "public"."order_status" ADD VALUE 'awaiting' BEFORE 'paid';
  ALTER TYPE "public"."order_payment" ADD VALUE 'online';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reconcilePayments' BEFORE 'deleteUnconfirmedAccounts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'releaseUnpaidOrders' BEFORE 'deleteUnconfirmedAccounts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reconcilePayments' BEFORE 'deleteUnconfirmedAccounts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'releaseUnpaidOrders' BEFORE 'deleteUnconfirmedAccounts';
  CREATE TABLE "payments_refunds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mollie_refund_id" varchar,
  	"cents" numeric NOT NULL,
  	"reason" varchar,
  	"by" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"status" "payment_status" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"method_label" varchar,
  	"flagged" boolean DEFAULT false,
  	"flag_note" varchar,
  	"refunded_cents" numeric DEFAULT 0,
  	"mollie_id" varchar NOT NULL,
  	"purpose" "payment_purpose" NOT NULL,
  	"reference" varchar NOT NULL,
  	"method" varchar,
  	"mode" varchar,
  	"handled_status" varchar,
  	"checked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_settings_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_payment_settings_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payment_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"api_key" varchar,
  	"api_key_sealed" varchar,
  	"clear_api_key" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders" ADD COLUMN "payment_detail" varchar;
  ALTER TABLE "orders" ADD COLUMN "refunded_cents" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payments_refunds" ADD CONSTRAINT "payments_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_settings_methods" ADD CONSTRAINT "payment_settings_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payment_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payments_refunds_order_idx" ON "payments_refunds" USING btree ("_order");
  CREATE INDEX "payments_refunds_parent_id_idx" ON "payments_refunds" USING btree ("_parent_id");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_flagged_idx" ON "payments" USING btree ("flagged");
  CREATE UNIQUE INDEX "payments_mollie_id_idx" ON "payments" USING btree ("mollie_id");
  CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "payment_settings_methods_order_idx" ON "payment_settings_methods" USING btree ("order");
  CREATE INDEX "payment_settings_methods_parent_idx" ON "payment_settings_methods" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments_refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_settings_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments_refunds" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_settings_methods" CASCADE;
  DROP TABLE "payment_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'open'::text;
  DROP TYPE "public"."order_status";
  CREATE TYPE "public"."order_status" AS ENUM('open', 'paid', 'shipped', 'ready', 'completed', 'cancelled', 'withdrawn');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'open'::"public"."order_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."order_status" USING "status"::"public"."order_status";
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE text;
  DROP TYPE "public"."order_payment";
  CREATE TYPE "public"."order_payment" AS ENUM('vorkasse', 'pickup', 'door');
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE "public"."order_payment" USING "payment_method"::"public"."order_payment";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'purgeSpamSuspects', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'expireEventPages', 'eventsHousekeeping', 'nightlyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'purgeSpamSuspects', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'expireEventPages', 'eventsHousekeeping', 'nightlyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "orders" DROP COLUMN "payment_detail";
  ALTER TABLE "orders" DROP COLUMN "refunded_cents";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."payment_status";
  DROP TYPE "public"."payment_purpose";
  DROP TYPE "public"."enum_payment_settings_methods";`)
}
