import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`booking_services_own_durations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`minutes\` numeric NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_services_own_durations_order_idx\` ON \`booking_services_own_durations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_services_own_durations_parent_id_idx\` ON \`booking_services_own_durations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_services_own_durations_member_idx\` ON \`booking_services_own_durations\` (\`member_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`price_cents\` numeric NOT NULL,
  	\`from\` integer DEFAULT true,
  	\`online_bookable\` integer DEFAULT true,
  	\`position\` numeric DEFAULT 0,
  	\`duration_minutes\` numeric NOT NULL,
  	\`buffer_minutes\` numeric DEFAULT 0,
  	\`processing_starts_after_minutes\` numeric,
  	\`processing_minutes\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_services_updated_at_idx\` ON \`booking_services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_services_created_at_idx\` ON \`booking_services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_services_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`staff_members_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_members_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_services_rels_order_idx\` ON \`booking_services_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_services_rels_parent_idx\` ON \`booking_services_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_services_rels_path_idx\` ON \`booking_services_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`booking_services_rels_staff_members_id_idx\` ON \`booking_services_rels\` (\`staff_members_id\`);`)
  await db.run(sql`CREATE TABLE \`staff_members_absences\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`until\` text,
  	\`reason\` text DEFAULT 'vacation',
  	\`hours\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_members_absences_order_idx\` ON \`staff_members_absences\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`staff_members_absences_parent_id_idx\` ON \`staff_members_absences\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`position\` numeric DEFAULT 0,
  	\`bookable\` integer DEFAULT true,
  	\`own_hours\` integer DEFAULT false,
  	\`week_hours_mo\` text,
  	\`week_hours_tu\` text,
  	\`week_hours_we\` text,
  	\`week_hours_th\` text,
  	\`week_hours_fr\` text,
  	\`week_hours_sa\` text,
  	\`week_hours_su\` text,
  	\`feed_token\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_members_updated_at_idx\` ON \`staff_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_members_created_at_idx\` ON \`staff_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'appointment' NOT NULL,
  	\`status\` text DEFAULT 'confirmed' NOT NULL,
  	\`source\` text DEFAULT 'salon',
  	\`staff_member_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text,
  	\`customer_name\` text,
  	\`customer_email\` text,
  	\`customer_phone\` text,
  	\`note\` text,
  	\`price_text\` text,
  	\`reminder_sent_at\` text,
  	\`claim_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`staff_member_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_status_idx\` ON \`appointments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`appointments_staff_member_idx\` ON \`appointments\` (\`staff_member_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_start_idx\` ON \`appointments\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`appointments_customer_email_idx\` ON \`appointments\` (\`customer_email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`appointments_claim_key_idx\` ON \`appointments\` (\`claim_key\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`appointments_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`booking_services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_services_id\`) REFERENCES \`booking_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_rels_order_idx\` ON \`appointments_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`appointments_rels_parent_idx\` ON \`appointments_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_rels_path_idx\` ON \`appointments_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`appointments_rels_booking_services_id_idx\` ON \`appointments_rels\` (\`booking_services_id\`);`)
  await db.run(sql`CREATE TABLE \`appointment_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`staff\` numeric NOT NULL,
  	\`unit\` numeric NOT NULL,
  	\`holder\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`appointment_claims_unit_idx\` ON \`appointment_claims\` (\`unit\`);`)
  await db.run(sql`CREATE INDEX \`appointment_claims_holder_idx\` ON \`appointment_claims\` (\`holder\`);`)
  await db.run(sql`CREATE INDEX \`appointment_claims_updated_at_idx\` ON \`appointment_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointment_claims_created_at_idx\` ON \`appointment_claims\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_unit_idx\` ON \`appointment_claims\` (\`staff\`,\`unit\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`step_minutes\` text DEFAULT '15' NOT NULL,
  	\`notice_hours\` numeric DEFAULT 2 NOT NULL,
  	\`horizon_days\` numeric DEFAULT 60 NOT NULL,
  	\`change_hours\` numeric DEFAULT 24 NOT NULL,
  	\`max_open_per_email\` numeric DEFAULT 3 NOT NULL,
  	\`reminder_hours\` numeric DEFAULT 24 NOT NULL,
  	\`mode\` text DEFAULT 'instant',
  	\`retention_months\` numeric DEFAULT 12 NOT NULL,
  	\`intro\` text DEFAULT 'Buchen Sie Ihren Termin online – ohne Anmeldung, in wenigen Schritten.',
  	\`confirmation_text\` text DEFAULT 'Wir freuen uns auf Sie!',
  	\`reminder_text\` text DEFAULT 'Bitte sagen Sie rechtzeitig ab, wenn Sie den Termin nicht wahrnehmen können.',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  // SQLite cannot add a column with a foreign key the way drizzle declares it: the table is
  // rebuilt, with the new columns where the config declares them (the schema test compares).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`redirects_id\` integer,
  	\`consent_log_id\` integer,
  	\`contact_forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`form_attachments_id\` integer,
  	\`map_geocodes_id\` integer,
  	\`products_id\` integer,
  	\`orders_id\` integer,
  	\`vouchers_id\` integer,
  	\`booking_services_id\` integer,
  	\`staff_members_id\` integer,
  	\`appointments_id\` integer,
  	\`appointment_claims_id\` integer,
  	\`search_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_log_id\`) REFERENCES \`consent_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_forms_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_attachments_id\`) REFERENCES \`form_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`map_geocodes_id\`) REFERENCES \`map_geocodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_services_id\`) REFERENCES \`booking_services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_members_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_claims_id\`) REFERENCES \`appointment_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "redirects_id", "consent_log_id", "contact_forms_id", "form_submissions_id", "mail_outbox_id", "form_attachments_id", "map_geocodes_id", "products_id", "orders_id", "vouchers_id", "search_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "redirects_id", "consent_log_id", "contact_forms_id", "form_submissions_id", "mail_outbox_id", "form_attachments_id", "map_geocodes_id", "products_id", "orders_id", "vouchers_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_log_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`form_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_map_geocodes_id_idx\` ON \`payload_locked_documents_rels\` (\`map_geocodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_services_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_members_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`booking_services_own_durations\`;`)
  await db.run(sql`DROP TABLE \`booking_services\`;`)
  await db.run(sql`DROP TABLE \`booking_services_rels\`;`)
  await db.run(sql`DROP TABLE \`staff_members_absences\`;`)
  await db.run(sql`DROP TABLE \`staff_members\`;`)
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`DROP TABLE \`appointments_rels\`;`)
  await db.run(sql`DROP TABLE \`appointment_claims\`;`)
  await db.run(sql`DROP TABLE \`booking_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`redirects_id\` integer,
  	\`consent_log_id\` integer,
  	\`contact_forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`form_attachments_id\` integer,
  	\`map_geocodes_id\` integer,
  	\`products_id\` integer,
  	\`orders_id\` integer,
  	\`vouchers_id\` integer,
  	\`search_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_log_id\`) REFERENCES \`consent_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_forms_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_attachments_id\`) REFERENCES \`form_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`map_geocodes_id\`) REFERENCES \`map_geocodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "redirects_id", "consent_log_id", "contact_forms_id", "form_submissions_id", "mail_outbox_id", "form_attachments_id", "map_geocodes_id", "products_id", "orders_id", "vouchers_id", "search_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "redirects_id", "consent_log_id", "contact_forms_id", "form_submissions_id", "mail_outbox_id", "form_attachments_id", "map_geocodes_id", "products_id", "orders_id", "vouchers_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_log_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`form_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_map_geocodes_id_idx\` ON \`payload_locked_documents_rels\` (\`map_geocodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
}
