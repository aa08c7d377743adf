import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_staff_members_absences_reason" AS ENUM('vacation', 'sick', 'training', 'other');
  CREATE TYPE "public"."enum_appointments_kind" AS ENUM('appointment', 'blocked');
  CREATE TYPE "public"."enum_appointments_status" AS ENUM('requested', 'confirmed', 'cancelled', 'declined', 'noShow');
  CREATE TYPE "public"."enum_appointments_source" AS ENUM('online', 'salon');
  CREATE TYPE "public"."enum_booking_settings_step_minutes" AS ENUM('5', '10', '15', '20', '30', '60');
  CREATE TYPE "public"."enum_booking_settings_mode" AS ENUM('instant', 'request');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAppointmentReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'bookingHousekeeping' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAppointmentReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'bookingHousekeeping' BEFORE 'schedulePublish';
  CREATE TABLE "booking_services_own_durations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"minutes" numeric NOT NULL
  );
  
  CREATE TABLE "booking_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price_cents" numeric NOT NULL,
  	"from" boolean DEFAULT true,
  	"online_bookable" boolean DEFAULT true,
  	"position" numeric DEFAULT 0,
  	"duration_minutes" numeric NOT NULL,
  	"buffer_minutes" numeric DEFAULT 0,
  	"processing_starts_after_minutes" numeric,
  	"processing_minutes" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_services_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_members_id" integer
  );
  
  CREATE TABLE "staff_members_absences" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL,
  	"until" timestamp(3) with time zone,
  	"reason" "enum_staff_members_absences_reason" DEFAULT 'vacation',
  	"hours" varchar
  );
  
  CREATE TABLE "staff_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"position" numeric DEFAULT 0,
  	"bookable" boolean DEFAULT true,
  	"own_hours" boolean DEFAULT false,
  	"week_hours_mo" varchar,
  	"week_hours_tu" varchar,
  	"week_hours_we" varchar,
  	"week_hours_th" varchar,
  	"week_hours_fr" varchar,
  	"week_hours_sa" varchar,
  	"week_hours_su" varchar,
  	"feed_token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_appointments_kind" DEFAULT 'appointment' NOT NULL,
  	"status" "enum_appointments_status" DEFAULT 'confirmed' NOT NULL,
  	"source" "enum_appointments_source" DEFAULT 'salon',
  	"staff_member_id" integer NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone,
  	"customer_name" varchar,
  	"customer_email" varchar,
  	"customer_phone" varchar,
  	"note" varchar,
  	"price_text" varchar,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"claim_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"booking_services_id" integer
  );
  
  CREATE TABLE "appointment_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff" numeric NOT NULL,
  	"unit" numeric NOT NULL,
  	"holder" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"step_minutes" "enum_booking_settings_step_minutes" DEFAULT '15' NOT NULL,
  	"notice_hours" numeric DEFAULT 2 NOT NULL,
  	"horizon_days" numeric DEFAULT 60 NOT NULL,
  	"change_hours" numeric DEFAULT 24 NOT NULL,
  	"max_open_per_email" numeric DEFAULT 3 NOT NULL,
  	"reminder_hours" numeric DEFAULT 24 NOT NULL,
  	"mode" "enum_booking_settings_mode" DEFAULT 'instant',
  	"retention_months" numeric DEFAULT 12 NOT NULL,
  	"intro" varchar DEFAULT 'Buchen Sie Ihren Termin online – ohne Anmeldung, in wenigen Schritten.',
  	"confirmation_text" varchar DEFAULT 'Wir freuen uns auf Sie!',
  	"reminder_text" varchar DEFAULT 'Bitte sagen Sie rechtzeitig ab, wenn Sie den Termin nicht wahrnehmen können.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_services_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointment_claims_id" integer;
  ALTER TABLE "booking_services_own_durations" ADD CONSTRAINT "booking_services_own_durations_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_services_own_durations" ADD CONSTRAINT "booking_services_own_durations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_services_rels" ADD CONSTRAINT "booking_services_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booking_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_services_rels" ADD CONSTRAINT "booking_services_rels_staff_members_fk" FOREIGN KEY ("staff_members_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_members_absences" ADD CONSTRAINT "staff_members_absences_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments_rels" ADD CONSTRAINT "appointments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appointments_rels" ADD CONSTRAINT "appointments_rels_booking_services_fk" FOREIGN KEY ("booking_services_id") REFERENCES "public"."booking_services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "booking_services_own_durations_order_idx" ON "booking_services_own_durations" USING btree ("_order");
  CREATE INDEX "booking_services_own_durations_parent_id_idx" ON "booking_services_own_durations" USING btree ("_parent_id");
  CREATE INDEX "booking_services_own_durations_member_idx" ON "booking_services_own_durations" USING btree ("member_id");
  CREATE INDEX "booking_services_updated_at_idx" ON "booking_services" USING btree ("updated_at");
  CREATE INDEX "booking_services_created_at_idx" ON "booking_services" USING btree ("created_at");
  CREATE INDEX "booking_services_rels_order_idx" ON "booking_services_rels" USING btree ("order");
  CREATE INDEX "booking_services_rels_parent_idx" ON "booking_services_rels" USING btree ("parent_id");
  CREATE INDEX "booking_services_rels_path_idx" ON "booking_services_rels" USING btree ("path");
  CREATE INDEX "booking_services_rels_staff_members_id_idx" ON "booking_services_rels" USING btree ("staff_members_id");
  CREATE INDEX "staff_members_absences_order_idx" ON "staff_members_absences" USING btree ("_order");
  CREATE INDEX "staff_members_absences_parent_id_idx" ON "staff_members_absences" USING btree ("_parent_id");
  CREATE INDEX "staff_members_updated_at_idx" ON "staff_members" USING btree ("updated_at");
  CREATE INDEX "staff_members_created_at_idx" ON "staff_members" USING btree ("created_at");
  CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");
  CREATE INDEX "appointments_staff_member_idx" ON "appointments" USING btree ("staff_member_id");
  CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("start");
  CREATE INDEX "appointments_customer_email_idx" ON "appointments" USING btree ("customer_email");
  CREATE UNIQUE INDEX "appointments_claim_key_idx" ON "appointments" USING btree ("claim_key");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE INDEX "appointments_rels_order_idx" ON "appointments_rels" USING btree ("order");
  CREATE INDEX "appointments_rels_parent_idx" ON "appointments_rels" USING btree ("parent_id");
  CREATE INDEX "appointments_rels_path_idx" ON "appointments_rels" USING btree ("path");
  CREATE INDEX "appointments_rels_booking_services_id_idx" ON "appointments_rels" USING btree ("booking_services_id");
  CREATE INDEX "appointment_claims_unit_idx" ON "appointment_claims" USING btree ("unit");
  CREATE INDEX "appointment_claims_holder_idx" ON "appointment_claims" USING btree ("holder");
  CREATE INDEX "appointment_claims_updated_at_idx" ON "appointment_claims" USING btree ("updated_at");
  CREATE INDEX "appointment_claims_created_at_idx" ON "appointment_claims" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_unit_idx" ON "appointment_claims" USING btree ("staff","unit");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_services_fk" FOREIGN KEY ("booking_services_id") REFERENCES "public"."booking_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_members_fk" FOREIGN KEY ("staff_members_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointment_claims_fk" FOREIGN KEY ("appointment_claims_id") REFERENCES "public"."appointment_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_booking_services_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_services_id");
  CREATE INDEX "payload_locked_documents_rels_staff_members_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_members_id");
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");
  CREATE INDEX "payload_locked_documents_rels_appointment_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("appointment_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_services_own_durations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_services_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_members_absences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointments_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointment_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_services_own_durations" CASCADE;
  DROP TABLE "booking_services" CASCADE;
  DROP TABLE "booking_services_rels" CASCADE;
  DROP TABLE "staff_members_absences" CASCADE;
  DROP TABLE "staff_members" CASCADE;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "appointments_rels" CASCADE;
  DROP TABLE "appointment_claims" CASCADE;
  DROP TABLE "booking_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_services_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointment_claims_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_booking_services_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_appointments_id_idx";
  DROP INDEX "payload_locked_documents_rels_appointment_claims_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_services_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointment_claims_id";
  DROP TYPE "public"."enum_staff_members_absences_reason";
  DROP TYPE "public"."enum_appointments_kind";
  DROP TYPE "public"."enum_appointments_status";
  DROP TYPE "public"."enum_appointments_source";
  DROP TYPE "public"."enum_booking_settings_step_minutes";
  DROP TYPE "public"."enum_booking_settings_mode";`)
}
