import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_analytics_opt_out\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text DEFAULT 'Sie können die Erfassung durch Google Analytics auf dieser Website verhindern, auch nachdem Sie eingewilligt haben. Dazu wird ein Cookie gesetzt, das die Erfassung bei künftigen Besuchen verhindert.',
  	\`label\` text DEFAULT 'Google Analytics deaktivieren',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_analytics_opt_out_order_idx\` ON \`pages_blocks_analytics_opt_out\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_analytics_opt_out_parent_id_idx\` ON \`pages_blocks_analytics_opt_out\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_analytics_opt_out_path_idx\` ON \`pages_blocks_analytics_opt_out\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`provider\` text DEFAULT 'youtube',
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`preview_id\` integer,
  	\`preview_note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`preview_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_order_idx\` ON \`pages_blocks_video_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_parent_id_idx\` ON \`pages_blocks_video_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_path_idx\` ON \`pages_blocks_video_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_preview_idx\` ON \`pages_blocks_video_embed\` (\`preview_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_iframe_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`service\` text DEFAULT 'maps',
  	\`provider_name\` text,
  	\`height\` numeric DEFAULT 450,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_embed_order_idx\` ON \`pages_blocks_iframe_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_embed_parent_id_idx\` ON \`pages_blocks_iframe_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_embed_path_idx\` ON \`pages_blocks_iframe_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_analytics_opt_out\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text DEFAULT 'Sie können die Erfassung durch Google Analytics auf dieser Website verhindern, auch nachdem Sie eingewilligt haben. Dazu wird ein Cookie gesetzt, das die Erfassung bei künftigen Besuchen verhindert.',
  	\`label\` text DEFAULT 'Google Analytics deaktivieren',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_analytics_opt_out_order_idx\` ON \`_pages_v_blocks_analytics_opt_out\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_analytics_opt_out_parent_id_idx\` ON \`_pages_v_blocks_analytics_opt_out\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_analytics_opt_out_path_idx\` ON \`_pages_v_blocks_analytics_opt_out\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider\` text DEFAULT 'youtube',
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`preview_id\` integer,
  	\`preview_note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`preview_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_order_idx\` ON \`_pages_v_blocks_video_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_parent_id_idx\` ON \`_pages_v_blocks_video_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_path_idx\` ON \`_pages_v_blocks_video_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_preview_idx\` ON \`_pages_v_blocks_video_embed\` (\`preview_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_iframe_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`service\` text DEFAULT 'maps',
  	\`provider_name\` text,
  	\`height\` numeric DEFAULT 450,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_embed_order_idx\` ON \`_pages_v_blocks_iframe_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_embed_parent_id_idx\` ON \`_pages_v_blocks_iframe_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_embed_path_idx\` ON \`_pages_v_blocks_iframe_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`consent_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`consent_id\` text NOT NULL,
  	\`revision\` numeric NOT NULL,
  	\`decision\` text NOT NULL,
  	\`analytics\` integer,
  	\`youtube\` integer,
  	\`vimeo\` integer,
  	\`maps\` integer,
  	\`url\` text,
  	\`ip_prefix\` text,
  	\`client_time\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_log_consent_id_idx\` ON \`consent_log\` (\`consent_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_log_updated_at_idx\` ON \`consent_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_log_created_at_idx\` ON \`consent_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`consent_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`revision\` numeric DEFAULT 1,
  	\`banner_heading\` text DEFAULT 'Ihre Einwilligung',
  	\`banner_text\` text DEFAULT 'Mit Ihrer Einwilligung nutzen wir Google Analytics, um zu verstehen, wie unsere Website genutzt wird, und zeigen externe Medien an: Videos von YouTube und Vimeo sowie Karten. Dabei werden Daten an diese Anbieter übertragen, teils in Länder außerhalb der EU. Die Einwilligung ist freiwillig und jederzeit über „Cookie-Einstellungen“ am Seitenende widerrufbar.' NOT NULL,
  	\`privacy_path\` text DEFAULT '/datenschutz',
  	\`imprint_path\` text DEFAULT '/impressum',
  	\`services_analytics_enabled\` integer DEFAULT true,
  	\`services_analytics_description\` text DEFAULT 'Anonyme Statistiken über Seitenaufrufe mit Google Analytics 4 (Google Ireland Ltd.).',
  	\`services_youtube_enabled\` integer DEFAULT true,
  	\`services_youtube_description\` text DEFAULT 'Eingebettete Videos von YouTube (Google Ireland Ltd.) im erweiterten Datenschutzmodus.',
  	\`services_vimeo_enabled\` integer DEFAULT true,
  	\`services_vimeo_description\` text DEFAULT 'Eingebettete Videos von Vimeo (Vimeo.com, Inc., USA).',
  	\`services_maps_enabled\` integer DEFAULT true,
  	\`services_maps_description\` text DEFAULT 'Interaktive Karten mit Kartenkacheln eines externen Kartendienstes.',
  	\`floating_revoke\` integer DEFAULT false,
  	\`accept_on_scroll\` integer DEFAULT false,
  	\`scroll_offset\` numeric DEFAULT 300,
  	\`accept_on_outside_click\` integer DEFAULT false,
  	\`log_retention_days\` numeric DEFAULT 365 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_log_id\`) REFERENCES \`consent_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id" FROM \`payload_locked_documents_rels\`;`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_analytics_opt_out\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_embed\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_iframe_embed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_analytics_opt_out\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_embed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_iframe_embed\`;`)
  await db.run(sql`DROP TABLE \`consent_log\`;`)
  await db.run(sql`DROP TABLE \`consent_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
}
