import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."spam_status" AS ENUM('held', 'released', 'failed');
  CREATE TYPE "public"."spam_kind" AS ENUM('contact', 'booking', 'tickets', 'registration');
  CREATE TYPE "public"."spam_reason" AS ENUM('trap', 'fill_time');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeSpamSuspects' BEFORE 'deleteUnconfirmedAccounts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeSpamSuspects' BEFORE 'deleteUnconfirmedAccounts';
  CREATE TABLE "spam_suspects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "spam_status" DEFAULT 'held' NOT NULL,
  	"outcome" varchar,
  	"summary" varchar NOT NULL,
  	"kind" "spam_kind" NOT NULL,
  	"reason" "spam_reason" NOT NULL,
  	"email" varchar,
  	"details" varchar,
  	"data" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "held_as_spam" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "spam_suspects_id" integer;
  CREATE INDEX "spam_suspects_updated_at_idx" ON "spam_suspects" USING btree ("updated_at");
  CREATE INDEX "spam_suspects_created_at_idx" ON "spam_suspects" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_spam_suspects_fk" FOREIGN KEY ("spam_suspects_id") REFERENCES "public"."spam_suspects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_spam_suspects_id_idx" ON "payload_locked_documents_rels" USING btree ("spam_suspects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "spam_suspects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "spam_suspects" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_spam_suspects_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'expireEventPages', 'eventsHousekeeping', 'nightlyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'expireEventPages', 'eventsHousekeeping', 'nightlyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_spam_suspects_id_idx";
  ALTER TABLE "customers" DROP COLUMN "held_as_spam";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "spam_suspects_id";
  DROP TYPE "public"."spam_status";
  DROP TYPE "public"."spam_kind";
  DROP TYPE "public"."spam_reason";`)
}
