import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."cf_field_type" AS ENUM('text', 'email', 'tel', 'url', 'number', 'date', 'textarea', 'select', 'checkbox', 'radio', 'acceptance', 'quiz', 'file', 'hidden');
  CREATE TYPE "public"."cf_counter" AS ENUM('none', 'up', 'down');
  CREATE TYPE "public"."outbox_status" AS ENUM('queued', 'sent', 'failed', 'stored');
  CREATE TYPE "public"."outbox_kind" AS ENUM('notification', 'confirmation');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverQueuedMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeFormSubmissions' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverQueuedMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeFormSubmissions' BEFORE 'schedulePublish';
  CREATE TABLE "pages_cform" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_cform_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cf_opts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"free_text" boolean
  );
  
  CREATE TABLE "cf_quiz" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "cf_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "cf_field_type" DEFAULT 'text' NOT NULL,
  	"name" varchar NOT NULL,
  	"required" boolean,
  	"label" varchar,
  	"placeholder" varchar,
  	"min_length" numeric,
  	"max_length" numeric,
  	"counter" "cf_counter" DEFAULT 'none',
  	"exclusive" boolean,
  	"acceptance_optional" boolean,
  	"acceptance_inverted" boolean,
  	"accept" varchar DEFAULT '.pdf,.jpg,.jpeg,.png',
  	"max_file_size_kb" numeric DEFAULT 2048,
  	"default_value" varchar
  );
  
  CREATE TABLE "contact_forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"submit_label" varchar DEFAULT 'Senden',
  	"mail_recipients" varchar NOT NULL,
  	"mail_from" varchar,
  	"mail_reply_to_field" varchar DEFAULT 'email',
  	"mail_subject" varchar DEFAULT 'Neue Anfrage über die Website: [_form_title]' NOT NULL,
  	"mail_body" varchar NOT NULL,
  	"confirmation_enabled" boolean DEFAULT false,
  	"confirmation_subject" varchar DEFAULT 'Ihre Nachricht ist angekommen',
  	"confirmation_body" varchar,
  	"messages_mail_sent" varchar DEFAULT 'Vielen Dank! Ihre Nachricht ist bei uns angekommen.',
  	"messages_mail_failed" varchar DEFAULT 'Die E-Mail-Benachrichtigung konnte gerade nicht versendet werden. Ihre Nachricht ist aber gespeichert und wird zugestellt, sobald es wieder geht.',
  	"messages_validation_error" varchar DEFAULT 'Bitte prüfen Sie die markierten Felder. Mindestens eine Angabe fehlt oder ist ungültig.',
  	"messages_acceptance_missing" varchar DEFAULT 'Bitte bestätigen Sie die Einwilligung zur Verarbeitung Ihrer Angaben, bevor Sie senden.',
  	"messages_spam" varchar DEFAULT 'Ihre Nachricht wurde als unerwünscht erkannt und nicht gesendet. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an.',
  	"messages_aborted" varchar DEFAULT 'Das Senden wurde abgebrochen. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  	"messages_required" varchar DEFAULT 'Bitte füllen Sie dieses Feld aus.',
  	"messages_invalid_email" varchar DEFAULT 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.',
  	"messages_invalid_tel" varchar DEFAULT 'Bitte geben Sie eine gültige Telefonnummer an.',
  	"messages_invalid_url" varchar DEFAULT 'Bitte geben Sie eine gültige Internetadresse an, z. B. https://beispiel.de.',
  	"messages_invalid_number" varchar DEFAULT 'Bitte geben Sie eine Zahl an.',
  	"messages_invalid_date" varchar DEFAULT 'Bitte geben Sie ein gültiges Datum an.',
  	"messages_invalid_option" varchar DEFAULT 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
  	"messages_too_long" varchar DEFAULT 'Diese Angabe ist zu lang.',
  	"messages_too_short" varchar DEFAULT 'Diese Angabe ist zu kurz.',
  	"messages_quiz_wrong" varchar DEFAULT 'Die Antwort auf die Kontrollfrage stimmt leider nicht.',
  	"messages_file_too_large" varchar DEFAULT 'Die Datei ist zu groß.',
  	"messages_file_type" varchar DEFAULT 'Dateien dieses Typs können nicht hochgeladen werden.',
  	"spam_min_fill_seconds" numeric DEFAULT 3,
  	"retention_days" numeric DEFAULT 180 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sub_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"name" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"form_id" integer,
  	"page_id" integer,
  	"posted_data_hash" varchar,
  	"unit_tag" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"form_attachments_id" integer
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "outbox_status" NOT NULL,
  	"kind" "outbox_kind",
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar NOT NULL,
  	"submission_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_attachments_id" integer;
  ALTER TABLE "pages_cform" ADD CONSTRAINT "pages_cform_form_id_contact_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."contact_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_cform" ADD CONSTRAINT "pages_cform_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_cform_v" ADD CONSTRAINT "_pages_cform_v_form_id_contact_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."contact_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_cform_v" ADD CONSTRAINT "_pages_cform_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cf_opts" ADD CONSTRAINT "cf_opts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cf_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cf_quiz" ADD CONSTRAINT "cf_quiz_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cf_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cf_fields" ADD CONSTRAINT "cf_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sub_answers" ADD CONSTRAINT "sub_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_contact_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."contact_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_form_attachments_fk" FOREIGN KEY ("form_attachments_id") REFERENCES "public"."form_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_cform_order_idx" ON "pages_cform" USING btree ("_order");
  CREATE INDEX "pages_cform_parent_id_idx" ON "pages_cform" USING btree ("_parent_id");
  CREATE INDEX "pages_cform_path_idx" ON "pages_cform" USING btree ("_path");
  CREATE INDEX "pages_cform_form_idx" ON "pages_cform" USING btree ("form_id");
  CREATE INDEX "_pages_cform_v_order_idx" ON "_pages_cform_v" USING btree ("_order");
  CREATE INDEX "_pages_cform_v_parent_id_idx" ON "_pages_cform_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_cform_v_path_idx" ON "_pages_cform_v" USING btree ("_path");
  CREATE INDEX "_pages_cform_v_form_idx" ON "_pages_cform_v" USING btree ("form_id");
  CREATE INDEX "cf_opts_order_idx" ON "cf_opts" USING btree ("_order");
  CREATE INDEX "cf_opts_parent_id_idx" ON "cf_opts" USING btree ("_parent_id");
  CREATE INDEX "cf_quiz_order_idx" ON "cf_quiz" USING btree ("_order");
  CREATE INDEX "cf_quiz_parent_id_idx" ON "cf_quiz" USING btree ("_parent_id");
  CREATE INDEX "cf_fields_order_idx" ON "cf_fields" USING btree ("_order");
  CREATE INDEX "cf_fields_parent_id_idx" ON "cf_fields" USING btree ("_parent_id");
  CREATE INDEX "contact_forms_updated_at_idx" ON "contact_forms" USING btree ("updated_at");
  CREATE INDEX "contact_forms_created_at_idx" ON "contact_forms" USING btree ("created_at");
  CREATE INDEX "sub_answers_order_idx" ON "sub_answers" USING btree ("_order");
  CREATE INDEX "sub_answers_parent_id_idx" ON "sub_answers" USING btree ("_parent_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_page_idx" ON "form_submissions" USING btree ("page_id");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "form_submissions_rels_order_idx" ON "form_submissions_rels" USING btree ("order");
  CREATE INDEX "form_submissions_rels_parent_idx" ON "form_submissions_rels" USING btree ("parent_id");
  CREATE INDEX "form_submissions_rels_path_idx" ON "form_submissions_rels" USING btree ("path");
  CREATE INDEX "form_submissions_rels_form_attachments_id_idx" ON "form_submissions_rels" USING btree ("form_attachments_id");
  CREATE INDEX "mail_outbox_submission_idx" ON "mail_outbox" USING btree ("submission_id");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  CREATE INDEX "form_attachments_updated_at_idx" ON "form_attachments" USING btree ("updated_at");
  CREATE INDEX "form_attachments_created_at_idx" ON "form_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_attachments_filename_idx" ON "form_attachments" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_forms_fk" FOREIGN KEY ("contact_forms_id") REFERENCES "public"."contact_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_attachments_fk" FOREIGN KEY ("form_attachments_id") REFERENCES "public"."form_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_form_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("form_attachments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_cform" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_cform_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cf_opts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cf_quiz" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cf_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sub_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_cform" CASCADE;
  DROP TABLE "_pages_cform_v" CASCADE;
  DROP TABLE "cf_opts" CASCADE;
  DROP TABLE "cf_quiz" CASCADE;
  DROP TABLE "cf_fields" CASCADE;
  DROP TABLE "contact_forms" CASCADE;
  DROP TABLE "sub_answers" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_submissions_rels" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  DROP TABLE "form_attachments" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_attachments_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_contact_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_attachments_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_attachments_id";
  DROP TYPE "public"."cf_field_type";
  DROP TYPE "public"."cf_counter";
  DROP TYPE "public"."outbox_status";
  DROP TYPE "public"."outbox_kind";`)
}
