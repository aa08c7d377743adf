import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_cform\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_cform_order_idx\` ON \`pages_cform\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_cform_parent_id_idx\` ON \`pages_cform\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_cform_path_idx\` ON \`pages_cform\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_cform_form_idx\` ON \`pages_cform\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_cform_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_cform_v_order_idx\` ON \`_pages_cform_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_cform_v_parent_id_idx\` ON \`_pages_cform_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_cform_v_path_idx\` ON \`_pages_cform_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_cform_v_form_idx\` ON \`_pages_cform_v\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`cf_opts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`free_text\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cf_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cf_opts_order_idx\` ON \`cf_opts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cf_opts_parent_id_idx\` ON \`cf_opts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cf_quiz\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cf_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cf_quiz_order_idx\` ON \`cf_quiz\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cf_quiz_parent_id_idx\` ON \`cf_quiz\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cf_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	\`name\` text NOT NULL,
  	\`required\` integer,
  	\`label\` text,
  	\`placeholder\` text,
  	\`min_length\` numeric,
  	\`max_length\` numeric,
  	\`counter\` text DEFAULT 'none',
  	\`exclusive\` integer,
  	\`acceptance_optional\` integer,
  	\`acceptance_inverted\` integer,
  	\`accept\` text DEFAULT '.pdf,.jpg,.jpeg,.png',
  	\`max_file_size_kb\` numeric DEFAULT 2048,
  	\`default_value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cf_fields_order_idx\` ON \`cf_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cf_fields_parent_id_idx\` ON \`cf_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`submit_label\` text DEFAULT 'Senden',
  	\`mail_recipients\` text NOT NULL,
  	\`mail_from\` text,
  	\`mail_reply_to_field\` text DEFAULT 'email',
  	\`mail_subject\` text DEFAULT 'Neue Anfrage über die Website: [_form_title]' NOT NULL,
  	\`mail_body\` text NOT NULL,
  	\`confirmation_enabled\` integer DEFAULT false,
  	\`confirmation_subject\` text DEFAULT 'Ihre Nachricht ist angekommen',
  	\`confirmation_body\` text,
  	\`messages_mail_sent\` text DEFAULT 'Vielen Dank! Ihre Nachricht ist bei uns angekommen.',
  	\`messages_mail_failed\` text DEFAULT 'Die E-Mail-Benachrichtigung konnte gerade nicht versendet werden. Ihre Nachricht ist aber gespeichert und wird zugestellt, sobald es wieder geht.',
  	\`messages_validation_error\` text DEFAULT 'Bitte prüfen Sie die markierten Felder. Mindestens eine Angabe fehlt oder ist ungültig.',
  	\`messages_acceptance_missing\` text DEFAULT 'Bitte bestätigen Sie die Einwilligung zur Verarbeitung Ihrer Angaben, bevor Sie senden.',
  	\`messages_spam\` text DEFAULT 'Ihre Nachricht wurde als unerwünscht erkannt und nicht gesendet. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an.',
  	\`messages_aborted\` text DEFAULT 'Das Senden wurde abgebrochen. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  	\`messages_required\` text DEFAULT 'Bitte füllen Sie dieses Feld aus.',
  	\`messages_invalid_email\` text DEFAULT 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.',
  	\`messages_invalid_tel\` text DEFAULT 'Bitte geben Sie eine gültige Telefonnummer an.',
  	\`messages_invalid_url\` text DEFAULT 'Bitte geben Sie eine gültige Internetadresse an, z. B. https://beispiel.de.',
  	\`messages_invalid_number\` text DEFAULT 'Bitte geben Sie eine Zahl an.',
  	\`messages_invalid_date\` text DEFAULT 'Bitte geben Sie ein gültiges Datum an.',
  	\`messages_invalid_option\` text DEFAULT 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
  	\`messages_too_long\` text DEFAULT 'Diese Angabe ist zu lang.',
  	\`messages_too_short\` text DEFAULT 'Diese Angabe ist zu kurz.',
  	\`messages_quiz_wrong\` text DEFAULT 'Die Antwort auf die Kontrollfrage stimmt leider nicht.',
  	\`messages_file_too_large\` text DEFAULT 'Die Datei ist zu groß.',
  	\`messages_file_type\` text DEFAULT 'Dateien dieses Typs können nicht hochgeladen werden.',
  	\`spam_min_fill_seconds\` numeric DEFAULT 3,
  	\`retention_days\` numeric DEFAULT 180 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_forms_updated_at_idx\` ON \`contact_forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_forms_created_at_idx\` ON \`contact_forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sub_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`name\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sub_answers_order_idx\` ON \`sub_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sub_answers_parent_id_idx\` ON \`sub_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`form_id\` integer,
  	\`page_id\` integer,
  	\`posted_data_hash\` text,
  	\`unit_tag\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_page_idx\` ON \`form_submissions\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`form_attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_attachments_id\`) REFERENCES \`form_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_order_idx\` ON \`form_submissions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_parent_idx\` ON \`form_submissions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_path_idx\` ON \`form_submissions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_form_attachments_id_idx\` ON \`form_submissions_rels\` (\`form_attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`kind\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`html\` text NOT NULL,
  	\`submission_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_submission_idx\` ON \`mail_outbox\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`form_attachments_updated_at_idx\` ON \`form_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_attachments_created_at_idx\` ON \`form_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_attachments_filename_idx\` ON \`form_attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  // SQLite cannot add a column with a foreign key the way drizzle declares it: the table is
  // rebuilt, as drizzle-kit itself does for the way down.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`consent_log_id\` integer,
  	\`contact_forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`form_attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_log_id\`) REFERENCES \`consent_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_forms_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_attachments_id\`) REFERENCES \`form_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "consent_log_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "consent_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_log_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`form_attachments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_cform\`;`)
  await db.run(sql`DROP TABLE \`_pages_cform_v\`;`)
  await db.run(sql`DROP TABLE \`cf_opts\`;`)
  await db.run(sql`DROP TABLE \`cf_quiz\`;`)
  await db.run(sql`DROP TABLE \`cf_fields\`;`)
  await db.run(sql`DROP TABLE \`contact_forms\`;`)
  await db.run(sql`DROP TABLE \`sub_answers\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_rels\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`DROP TABLE \`form_attachments\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`consent_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_log_id\`) REFERENCES \`consent_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "consent_log_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "consent_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_log_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_log_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
