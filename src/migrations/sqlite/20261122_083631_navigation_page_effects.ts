import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_vmenu_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_vmenu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_children_order_idx\` ON \`pages_vmenu_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_children_parent_id_idx\` ON \`pages_vmenu_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_children_link_link_page_idx\` ON \`pages_vmenu_items_children\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_vmenu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_vmenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_order_idx\` ON \`pages_vmenu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_parent_id_idx\` ON \`pages_vmenu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_link_link_page_idx\` ON \`pages_vmenu_items\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_vmenu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`expand_on\` text DEFAULT 'click',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_vmenu_order_idx\` ON \`pages_vmenu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_parent_id_idx\` ON \`pages_vmenu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_path_idx\` ON \`pages_vmenu\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_fh_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`tone\` text DEFAULT 'light',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_fh\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_fh_sections_order_idx\` ON \`pages_fh_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_fh_sections_parent_id_idx\` ON \`pages_fh_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_fh_sections_image_idx\` ON \`pages_fh_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_fh\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_fh_order_idx\` ON \`pages_fh\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_fh_parent_id_idx\` ON \`pages_fh\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_fh_path_idx\` ON \`pages_fh\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sidebar_layout\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`sidebar_position\` text DEFAULT 'left',
  	\`sticky_sidebar\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_layout_order_idx\` ON \`pages_blocks_sidebar_layout\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_layout_parent_id_idx\` ON \`pages_blocks_sidebar_layout\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_layout_path_idx\` ON \`pages_blocks_sidebar_layout\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_vmenu_v_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_vmenu_v_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_children_order_idx\` ON \`_pages_vmenu_v_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_children_parent_id_idx\` ON \`_pages_vmenu_v_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_children_link_link_page_idx\` ON \`_pages_vmenu_v_items_children\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_vmenu_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_vmenu_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_order_idx\` ON \`_pages_vmenu_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_parent_id_idx\` ON \`_pages_vmenu_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_link_link_page_idx\` ON \`_pages_vmenu_v_items\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_vmenu_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`expand_on\` text DEFAULT 'click',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_order_idx\` ON \`_pages_vmenu_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_parent_id_idx\` ON \`_pages_vmenu_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_path_idx\` ON \`_pages_vmenu_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_fh_v_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`tone\` text DEFAULT 'light',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_fh_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_fh_v_sections_order_idx\` ON \`_pages_fh_v_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_fh_v_sections_parent_id_idx\` ON \`_pages_fh_v_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_fh_v_sections_image_idx\` ON \`_pages_fh_v_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_fh_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_fh_v_order_idx\` ON \`_pages_fh_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_fh_v_parent_id_idx\` ON \`_pages_fh_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_fh_v_path_idx\` ON \`_pages_fh_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sidebar_layout\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`sidebar_position\` text DEFAULT 'left',
  	\`sticky_sidebar\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sidebar_layout_order_idx\` ON \`_pages_v_blocks_sidebar_layout\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sidebar_layout_parent_id_idx\` ON \`_pages_v_blocks_sidebar_layout\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sidebar_layout_path_idx\` ON \`_pages_v_blocks_sidebar_layout\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_buttons\` ADD \`link_no_scroll\` integer;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_buttons\` ADD \`link_no_scroll\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_buttons\` ADD \`link_no_scroll\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta_buttons\` ADD \`link_no_scroll\` integer;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`mobile_menu_design\` text DEFAULT 'flyout' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`header_search\` text DEFAULT 'dropdown' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`sticky_header\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`scroll_to_top\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`entrance_animations\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`header_main_menu_children\` ADD \`link_no_scroll\` integer;`)
  await db.run(sql`ALTER TABLE \`header_main_menu_columns_links\` ADD \`link_no_scroll\` integer;`)
  await db.run(sql`ALTER TABLE \`header_main_menu\` ADD \`link_no_scroll\` integer;`)
  await db.run(sql`ALTER TABLE \`header_top_menu\` ADD \`link_no_scroll\` integer;`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` ADD \`link_no_scroll\` integer;`)
  await db.run(sql`ALTER TABLE \`footer_legal_links\` ADD \`link_no_scroll\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_vmenu_items_children\`;`)
  await db.run(sql`DROP TABLE \`pages_vmenu_items\`;`)
  await db.run(sql`DROP TABLE \`pages_vmenu\`;`)
  await db.run(sql`DROP TABLE \`pages_fh_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_fh\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sidebar_layout\`;`)
  await db.run(sql`DROP TABLE \`_pages_vmenu_v_items_children\`;`)
  await db.run(sql`DROP TABLE \`_pages_vmenu_v_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_vmenu_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_fh_v_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_fh_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sidebar_layout\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_buttons\` DROP COLUMN \`link_no_scroll\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_buttons\` DROP COLUMN \`link_no_scroll\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_buttons\` DROP COLUMN \`link_no_scroll\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta_buttons\` DROP COLUMN \`link_no_scroll\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`mobile_menu_design\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`header_search\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`sticky_header\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`scroll_to_top\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`entrance_animations\`;`)
  await db.run(sql`ALTER TABLE \`header_main_menu_children\` DROP COLUMN \`link_no_scroll\`;`)
  await db.run(sql`ALTER TABLE \`header_main_menu_columns_links\` DROP COLUMN \`link_no_scroll\`;`)
  await db.run(sql`ALTER TABLE \`header_main_menu\` DROP COLUMN \`link_no_scroll\`;`)
  await db.run(sql`ALTER TABLE \`header_top_menu\` DROP COLUMN \`link_no_scroll\`;`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` DROP COLUMN \`link_no_scroll\`;`)
  await db.run(sql`ALTER TABLE \`footer_legal_links\` DROP COLUMN \`link_no_scroll\`;`)
}
