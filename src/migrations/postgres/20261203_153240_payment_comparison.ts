import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'comparePaymentsWithMollie' BEFORE 'releaseUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'comparePaymentsWithMollie' BEFORE 'releaseUnpaidOrders';
  ALTER TABLE "payments" ADD COLUMN "mismatch" varchar;
  ALTER TABLE "payments" ADD COLUMN "compared_at" timestamp(3) with time zone;
  CREATE INDEX "payments_mismatch_idx" ON "payments" USING btree ("mismatch");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'purgeSpamSuspects', 'reconcilePayments', 'releaseUnpaidOrders', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'releaseUnpaidDeposits', 'expireEventPages', 'eventsHousekeeping', 'nightlyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'purgeSpamSuspects', 'reconcilePayments', 'releaseUnpaidOrders', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'releaseUnpaidDeposits', 'expireEventPages', 'eventsHousekeeping', 'nightlyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payments_mismatch_idx";
  ALTER TABLE "payments" DROP COLUMN "mismatch";
  ALTER TABLE "payments" DROP COLUMN "compared_at";`)
}
