import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_status" AS ENUM('planned', 'postponed', 'cancelled');
  CREATE TYPE "public"."enum_events_place_kind" AS ENUM('salon', 'other');
  CREATE TYPE "public"."enum_event_tickets_status" AS ENUM('valid', 'unpaid', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireEventPages' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireEventPages' BEFORE 'schedulePublish';
  CREATE TABLE "events_ticket_types_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "events_ticket_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar DEFAULT 'Teilnahme' NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"capacity" numeric NOT NULL,
  	"max_per_order" numeric DEFAULT 4 NOT NULL,
  	"sale_start" timestamp(3) with time zone,
  	"sale_end" timestamp(3) with time zone
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"path" varchar,
  	"slug" varchar,
  	"status" "enum_events_status" DEFAULT 'planned' NOT NULL,
  	"published" boolean DEFAULT true,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"place_kind" "enum_events_place_kind" DEFAULT 'salon' NOT NULL,
  	"place_name" varchar,
  	"place_address" varchar,
  	"picture_id" integer,
  	"summary" varchar,
  	"description" varchar,
  	"organiser" varchar,
  	"no_withdrawal" boolean DEFAULT true,
  	"cancel_hours" numeric DEFAULT 24,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_tickets_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "event_tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"ticket_type" varchar NOT NULL,
  	"ticket_type_name" varchar,
  	"attendee_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_event_tickets_status" DEFAULT 'valid' NOT NULL,
  	"checked_in_at" timestamp(3) with time zone,
  	"price_cents" numeric,
  	"code" varchar,
  	"booking_key_hash" varchar,
  	"order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_waitlist" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"ticket_type" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"ticket_type" varchar NOT NULL,
  	"places_left" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "search_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_tickets_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_waitlist_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_places_id" integer;
  ALTER TABLE "events_ticket_types_questions" ADD CONSTRAINT "events_ticket_types_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_ticket_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_ticket_types" ADD CONSTRAINT "events_ticket_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_tickets_answers" ADD CONSTRAINT "event_tickets_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_tickets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_places" ADD CONSTRAINT "event_places_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_ticket_types_questions_order_idx" ON "events_ticket_types_questions" USING btree ("_order");
  CREATE INDEX "events_ticket_types_questions_parent_id_idx" ON "events_ticket_types_questions" USING btree ("_parent_id");
  CREATE INDEX "events_ticket_types_order_idx" ON "events_ticket_types" USING btree ("_order");
  CREATE INDEX "events_ticket_types_parent_id_idx" ON "events_ticket_types" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_published_idx" ON "events" USING btree ("published");
  CREATE INDEX "events_start_idx" ON "events" USING btree ("start");
  CREATE INDEX "events_picture_idx" ON "events" USING btree ("picture_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "event_tickets_answers_order_idx" ON "event_tickets_answers" USING btree ("_order");
  CREATE INDEX "event_tickets_answers_parent_id_idx" ON "event_tickets_answers" USING btree ("_parent_id");
  CREATE INDEX "event_tickets_event_idx" ON "event_tickets" USING btree ("event_id");
  CREATE INDEX "event_tickets_email_idx" ON "event_tickets" USING btree ("email");
  CREATE INDEX "event_tickets_status_idx" ON "event_tickets" USING btree ("status");
  CREATE UNIQUE INDEX "event_tickets_code_idx" ON "event_tickets" USING btree ("code");
  CREATE INDEX "event_tickets_booking_key_hash_idx" ON "event_tickets" USING btree ("booking_key_hash");
  CREATE INDEX "event_tickets_updated_at_idx" ON "event_tickets" USING btree ("updated_at");
  CREATE INDEX "event_tickets_created_at_idx" ON "event_tickets" USING btree ("created_at");
  CREATE INDEX "event_waitlist_event_idx" ON "event_waitlist" USING btree ("event_id");
  CREATE INDEX "event_waitlist_updated_at_idx" ON "event_waitlist" USING btree ("updated_at");
  CREATE INDEX "event_waitlist_created_at_idx" ON "event_waitlist" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_ticketType_email_idx" ON "event_waitlist" USING btree ("event_id","ticket_type","email");
  CREATE INDEX "event_places_event_idx" ON "event_places" USING btree ("event_id");
  CREATE INDEX "event_places_updated_at_idx" ON "event_places" USING btree ("updated_at");
  CREATE INDEX "event_places_created_at_idx" ON "event_places" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_ticketType_idx" ON "event_places" USING btree ("event_id","ticket_type");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_tickets_fk" FOREIGN KEY ("event_tickets_id") REFERENCES "public"."event_tickets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_waitlist_fk" FOREIGN KEY ("event_waitlist_id") REFERENCES "public"."event_waitlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_places_fk" FOREIGN KEY ("event_places_id") REFERENCES "public"."event_places"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_events_id_idx" ON "search_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_event_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("event_tickets_id");
  CREATE INDEX "payload_locked_documents_rels_event_waitlist_id_idx" ON "payload_locked_documents_rels" USING btree ("event_waitlist_id");
  CREATE INDEX "payload_locked_documents_rels_event_places_id_idx" ON "payload_locked_documents_rels" USING btree ("event_places_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_ticket_types_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_ticket_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_tickets_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_tickets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_waitlist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_places" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_ticket_types_questions" CASCADE;
  DROP TABLE "events_ticket_types" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "event_tickets_answers" CASCADE;
  DROP TABLE "event_tickets" CASCADE;
  DROP TABLE "event_waitlist" CASCADE;
  DROP TABLE "event_places" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_tickets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_waitlist_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_places_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrashedPages', 'purgeConsentLog', 'deliverQueuedMail', 'purgeFormSubmissions', 'deleteUnconfirmedAccounts', 'sendAppointmentReminders', 'bookingHousekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "search_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_tickets_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_waitlist_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_places_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_tickets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_waitlist_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_places_id";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum_events_place_kind";
  DROP TYPE "public"."enum_event_tickets_status";`)
}
