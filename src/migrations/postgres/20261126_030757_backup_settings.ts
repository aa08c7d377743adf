import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'nightlyBackup' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'nightlyBackup' BEFORE 'schedulePublish';
  CREATE TABLE "backup_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nightly" boolean DEFAULT true,
  	"hour" numeric DEFAULT 3,
  	"keep_daily" numeric DEFAULT 7,
  	"keep_weekly" numeric DEFAULT 4,
  	"keep_monthly" numeric DEFAULT 12,
  	"status_last_success_at" timestamp(3) with time zone,
  	"status_last_file" varchar,
  	"status_last_error_at" timestamp(3) with time zone,
  	"status_last_error" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "backup_settings" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'expireEventPages', 'eventsHousekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'expireEventPages', 'eventsHousekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
