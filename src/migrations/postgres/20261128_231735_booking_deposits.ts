import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."deposit_kind" AS ENUM('none', 'fixed', 'percent');
  ALTER TYPE "public"."enum_appointments_status" ADD VALUE 'awaitingDeposit' BEFORE 'requested';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'releaseUnpaidDeposits' BEFORE 'expireEventPages';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'releaseUnpaidDeposits' BEFORE 'expireEventPages';
  ALTER TABLE "booking_services" ADD COLUMN "deposit_kind" "deposit_kind" DEFAULT 'none';
  ALTER TABLE "booking_services" ADD COLUMN "deposit_amount_cents" numeric;
  ALTER TABLE "booking_services" ADD COLUMN "deposit_percent" numeric;
  ALTER TABLE "appointments" ADD COLUMN "deposit_cents" numeric;
  ALTER TABLE "appointments" ADD COLUMN "deposit_paid" varchar;
  ALTER TABLE "appointments" ADD COLUMN "deposit_refunded_cents" numeric;
  ALTER TABLE "booking_settings" ADD COLUMN "keep_deposit_on_no_show" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "appointments" ALTER COLUMN "status" SET DEFAULT 'confirmed'::text;
  DROP TYPE "public"."enum_appointments_status";
  CREATE TYPE "public"."enum_appointments_status" AS ENUM('requested', 'confirmed', 'cancelled', 'declined', 'noShow');
  ALTER TABLE "appointments" ALTER COLUMN "status" SET DEFAULT 'confirmed'::"public"."enum_appointments_status";
  ALTER TABLE "appointments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_appointments_status" USING "status"::"public"."enum_appointments_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'purgeSpamSuspects', 'reconcilePayments', 'releaseUnpaidOrders', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'expireEventPages', 'eventsHousekeeping', 'nightlyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'purgeSpamSuspects', 'reconcilePayments', 'releaseUnpaidOrders', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'expireEventPages', 'eventsHousekeeping', 'nightlyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "booking_services" DROP COLUMN "deposit_kind";
  ALTER TABLE "booking_services" DROP COLUMN "deposit_amount_cents";
  ALTER TABLE "booking_services" DROP COLUMN "deposit_percent";
  ALTER TABLE "appointments" DROP COLUMN "deposit_cents";
  ALTER TABLE "appointments" DROP COLUMN "deposit_paid";
  ALTER TABLE "appointments" DROP COLUMN "deposit_refunded_cents";
  ALTER TABLE "booking_settings" DROP COLUMN "keep_deposit_on_no_show";
  DROP TYPE "public"."deposit_kind";`)
}
