import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customers_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_sessions_order_idx\` ON \`customers_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_sessions_parent_id_idx\` ON \`customers_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`username\` text,
  	\`phone\` text,
  	\`confirmed\` integer DEFAULT false,
  	\`locked_until\` text,
  	\`last_login_at\` text,
  	\`billing_first_name\` text,
  	\`billing_last_name\` text,
  	\`billing_company\` text,
  	\`billing_street\` text,
  	\`billing_postcode\` text,
  	\`billing_city\` text,
  	\`billing_country\` text DEFAULT 'DE',
  	\`shipping_first_name\` text,
  	\`shipping_last_name\` text,
  	\`shipping_company\` text,
  	\`shipping_street\` text,
  	\`shipping_postcode\` text,
  	\`shipping_city\` text,
  	\`shipping_country\` text DEFAULT 'DE',
  	\`confirm_token_hash\` text,
  	\`confirm_sent_at\` text,
  	\`consent_ids\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_username_idx\` ON \`customers\` (\`username\`);`)
  await db.run(sql`CREATE INDEX \`customers_confirmed_idx\` ON \`customers\` (\`confirmed\`);`)
  await db.run(sql`CREATE INDEX \`customers_confirm_token_hash_idx\` ON \`customers\` (\`confirm_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`customer_id\` integer REFERENCES customers(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customers_id\` integer REFERENCES customers(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_preferences_rels\` ADD \`customers_id\` integer REFERENCES customers(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_customers_id_idx\` ON \`payload_preferences_rels\` (\`customers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`customers_sessions\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`payment_method\` text NOT NULL,
  	\`access_key\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`billing_first_name\` text,
  	\`billing_last_name\` text,
  	\`billing_company\` text,
  	\`billing_street\` text,
  	\`billing_postcode\` text,
  	\`billing_city\` text,
  	\`billing_country\` text,
  	\`billing_state\` text,
  	\`ship_to_different\` integer,
  	\`shipping_first_name\` text,
  	\`shipping_last_name\` text,
  	\`shipping_company\` text,
  	\`shipping_street\` text,
  	\`shipping_postcode\` text,
  	\`shipping_city\` text,
  	\`shipping_country\` text,
  	\`shipping_state\` text,
  	\`note\` text,
  	\`shipping_method\` text,
  	\`shipping_method_id\` text,
  	\`shipping_cents\` numeric,
  	\`subtotal_cents\` numeric,
  	\`total_cents\` numeric,
  	\`voucher_cents\` numeric,
  	\`due_cents\` numeric,
  	\`voucher_code\` text,
  	\`vat_lines\` text,
  	\`small_business\` integer,
  	\`stock_reserved\` integer,
  	\`withdrawal_received_at\` text,
  	\`withdrawal_name\` text,
  	\`withdrawal_email\` text,
  	\`withdrawal_message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "number", "status", "payment_method", "access_key", "email", "phone", "billing_first_name", "billing_last_name", "billing_company", "billing_street", "billing_postcode", "billing_city", "billing_country", "billing_state", "ship_to_different", "shipping_first_name", "shipping_last_name", "shipping_company", "shipping_street", "shipping_postcode", "shipping_city", "shipping_country", "shipping_state", "note", "shipping_method", "shipping_method_id", "shipping_cents", "subtotal_cents", "total_cents", "voucher_cents", "due_cents", "voucher_code", "vat_lines", "small_business", "stock_reserved", "withdrawal_received_at", "withdrawal_name", "withdrawal_email", "withdrawal_message", "updated_at", "created_at") SELECT "id", "number", "status", "payment_method", "access_key", "email", "phone", "billing_first_name", "billing_last_name", "billing_company", "billing_street", "billing_postcode", "billing_city", "billing_country", "billing_state", "ship_to_different", "shipping_first_name", "shipping_last_name", "shipping_company", "shipping_street", "shipping_postcode", "shipping_city", "shipping_country", "shipping_state", "note", "shipping_method", "shipping_method_id", "shipping_cents", "subtotal_cents", "total_cents", "voucher_cents", "due_cents", "voucher_code", "vat_lines", "small_business", "stock_reserved", "withdrawal_received_at", "withdrawal_name", "withdrawal_email", "withdrawal_message", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
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
  	\`mail_outbox_id\` integer,
  	\`contact_forms_id\` integer,
  	\`form_submissions_id\` integer,
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
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_forms_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "redirects_id", "consent_log_id", "mail_outbox_id", "contact_forms_id", "form_submissions_id", "form_attachments_id", "map_geocodes_id", "products_id", "orders_id", "vouchers_id", "booking_services_id", "staff_members_id", "appointments_id", "appointment_claims_id", "search_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "redirects_id", "consent_log_id", "mail_outbox_id", "contact_forms_id", "form_submissions_id", "form_attachments_id", "map_geocodes_id", "products_id", "orders_id", "vouchers_id", "booking_services_id", "staff_members_id", "appointments_id", "appointment_claims_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_log_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences_rels\`("id", "order", "parent_id", "path", "users_id") SELECT "id", "order", "parent_id", "path", "users_id" FROM \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences_rels\` RENAME TO \`payload_preferences_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
}
