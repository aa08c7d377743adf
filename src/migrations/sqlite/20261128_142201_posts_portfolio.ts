import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`posts_vmenu_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_work_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_work_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_vmenu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_children_order_idx\` ON \`posts_vmenu_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_children_parent_id_idx\` ON \`posts_vmenu_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_children_link_link_page_idx\` ON \`posts_vmenu_items_children\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_children_link_link_post_idx\` ON \`posts_vmenu_items_children\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_children_link_link_work_idx\` ON \`posts_vmenu_items_children\` (\`link_work_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_vmenu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_work_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_work_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_vmenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_order_idx\` ON \`posts_vmenu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_parent_id_idx\` ON \`posts_vmenu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_link_link_page_idx\` ON \`posts_vmenu_items\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_link_link_post_idx\` ON \`posts_vmenu_items\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_items_link_link_work_idx\` ON \`posts_vmenu_items\` (\`link_work_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_vmenu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`expand_on\` text DEFAULT 'click',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_vmenu_order_idx\` ON \`posts_vmenu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_parent_id_idx\` ON \`posts_vmenu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_vmenu_path_idx\` ON \`posts_vmenu\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_rich_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_rich_text_columns_order_idx\` ON \`posts_blocks_rich_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_rich_text_columns_parent_id_idx\` ON \`posts_blocks_rich_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_rich_text_order_idx\` ON \`posts_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_rich_text_parent_id_idx\` ON \`posts_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_rich_text_path_idx\` ON \`posts_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`width\` text DEFAULT 'content',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_order_idx\` ON \`posts_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_parent_id_idx\` ON \`posts_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_path_idx\` ON \`posts_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_image_idx\` ON \`posts_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_cta_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_work_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	\`link_appearance\` text DEFAULT 'primary',
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_work_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_cta_buttons_order_idx\` ON \`posts_blocks_cta_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_cta_buttons_parent_id_idx\` ON \`posts_blocks_cta_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_cta_buttons_link_link_page_idx\` ON \`posts_blocks_cta_buttons\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_cta_buttons_link_link_post_idx\` ON \`posts_blocks_cta_buttons\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_cta_buttons_link_link_work_idx\` ON \`posts_blocks_cta_buttons\` (\`link_work_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_cta_order_idx\` ON \`posts_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_cta_parent_id_idx\` ON \`posts_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_cta_path_idx\` ON \`posts_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
  	\`divider\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_spacer_order_idx\` ON \`posts_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_spacer_parent_id_idx\` ON \`posts_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_spacer_path_idx\` ON \`posts_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_price_list_groups_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`price_cents\` numeric,
  	\`from\` integer,
  	\`duration_minutes\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_price_list_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_price_list_groups_services_order_idx\` ON \`posts_blocks_price_list_groups_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_price_list_groups_services_parent_id_idx\` ON \`posts_blocks_price_list_groups_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_price_list_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_price_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_price_list_groups_order_idx\` ON \`posts_blocks_price_list_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_price_list_groups_parent_id_idx\` ON \`posts_blocks_price_list_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_price_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_price_list_order_idx\` ON \`posts_blocks_price_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_price_list_parent_id_idx\` ON \`posts_blocks_price_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_price_list_path_idx\` ON \`posts_blocks_price_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'oeffnungszeiten',
  	\`heading\` text DEFAULT 'Öffnungszeiten',
  	\`show_status\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_opening_hours_order_idx\` ON \`posts_blocks_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_opening_hours_parent_id_idx\` ON \`posts_blocks_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_opening_hours_path_idx\` ON \`posts_blocks_opening_hours\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_team_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`bio\` text,
  	\`tooltip\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_team_members_order_idx\` ON \`posts_blocks_team_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_team_members_parent_id_idx\` ON \`posts_blocks_team_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_team_members_photo_idx\` ON \`posts_blocks_team_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_team_order_idx\` ON \`posts_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_team_parent_id_idx\` ON \`posts_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_team_path_idx\` ON \`posts_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_analytics_opt_out\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text DEFAULT 'Sie können die Erfassung durch Google Analytics auf dieser Website verhindern, auch nachdem Sie eingewilligt haben. Dazu wird ein Cookie gesetzt, das die Erfassung bei künftigen Besuchen verhindert.',
  	\`label\` text DEFAULT 'Google Analytics deaktivieren',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_analytics_opt_out_order_idx\` ON \`posts_blocks_analytics_opt_out\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_analytics_opt_out_parent_id_idx\` ON \`posts_blocks_analytics_opt_out\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_analytics_opt_out_path_idx\` ON \`posts_blocks_analytics_opt_out\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_video_embed\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_video_embed_order_idx\` ON \`posts_blocks_video_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_video_embed_parent_id_idx\` ON \`posts_blocks_video_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_video_embed_path_idx\` ON \`posts_blocks_video_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_video_embed_preview_idx\` ON \`posts_blocks_video_embed\` (\`preview_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_iframe_embed\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_iframe_embed_order_idx\` ON \`posts_blocks_iframe_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_iframe_embed_parent_id_idx\` ON \`posts_blocks_iframe_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_iframe_embed_path_idx\` ON \`posts_blocks_iframe_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_cform\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_cform_order_idx\` ON \`posts_cform\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_cform_parent_id_idx\` ON \`posts_cform\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_cform_path_idx\` ON \`posts_cform\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_cform_form_idx\` ON \`posts_cform\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_map_addresses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`address\` text,
  	\`coordinates\` integer DEFAULT false,
  	\`cache\` integer DEFAULT true,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`geocoded_address\` text,
  	\`geocoded_for\` text,
  	\`geocode_note\` text,
  	\`infobox_content\` text,
  	\`marker_id\` integer,
  	FOREIGN KEY (\`marker_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_addresses_order_idx\` ON \`posts_blocks_map_addresses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_addresses_parent_id_idx\` ON \`posts_blocks_map_addresses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_addresses_marker_idx\` ON \`posts_blocks_map_addresses\` (\`marker_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`zoom\` numeric DEFAULT 9,
  	\`map_type\` text DEFAULT 'roadmap',
  	\`height\` numeric DEFAULT 450,
  	\`map_style\` text DEFAULT 'default',
  	\`custom_style\` text DEFAULT 'grayscale',
  	\`overlay_color\` text,
  	\`marker_icon_id\` integer,
  	\`infobox_styling\` text DEFAULT 'default',
  	\`infobox_background\` text,
  	\`infobox_text_color\` text,
  	\`show_address\` integer DEFAULT true,
  	\`scrollwheel\` integer DEFAULT false,
  	\`animations\` integer DEFAULT true,
  	\`preview_id\` integer,
  	\`preview_key\` text,
  	\`preview_note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`marker_icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preview_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_order_idx\` ON \`posts_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_parent_id_idx\` ON \`posts_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_path_idx\` ON \`posts_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_marker_icon_idx\` ON \`posts_blocks_map\` (\`marker_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_preview_idx\` ON \`posts_blocks_map\` (\`preview_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_gallery_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'image',
  	\`image_id\` integer,
  	\`title\` text,
  	\`caption\` text,
  	\`video_source\` text DEFAULT 'youtube',
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`page_url\` text,
  	\`service\` text DEFAULT 'maps',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_items_order_idx\` ON \`posts_blocks_gallery_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_items_parent_id_idx\` ON \`posts_blocks_gallery_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_items_image_idx\` ON \`posts_blocks_gallery_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_items_video_file_idx\` ON \`posts_blocks_gallery_items\` (\`video_file_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`name\` text,
  	\`infinite\` integer DEFAULT false,
  	\`columns_phone\` numeric DEFAULT 2,
  	\`columns_tablet\` numeric DEFAULT 3,
  	\`columns_desktop\` numeric DEFAULT 4,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_order_idx\` ON \`posts_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_parent_id_idx\` ON \`posts_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_path_idx\` ON \`posts_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`button_show\` integer DEFAULT false,
  	\`button_link_type\` text DEFAULT 'page',
  	\`button_link_new_tab\` integer,
  	\`button_link_no_scroll\` integer,
  	\`button_link_page_id\` integer,
  	\`button_link_post_id\` integer,
  	\`button_link_work_id\` integer,
  	\`button_link_url\` text,
  	\`button_link_anchor\` text,
  	\`button_link_label\` text,
  	\`button_link_appearance\` text DEFAULT 'primary',
  	\`video_provider\` text DEFAULT 'none',
  	\`video_url\` text,
  	\`video_after_end\` text DEFAULT 'next',
  	\`video_autoplay\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_link_work_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_slider_slides_order_idx\` ON \`posts_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_slider_slides_parent_id_idx\` ON \`posts_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_slider_slides_image_idx\` ON \`posts_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_slider_slides_button_link_button_link_page_idx\` ON \`posts_slider_slides\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_slider_slides_button_link_button_link_post_idx\` ON \`posts_slider_slides\` (\`button_link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_slider_slides_button_link_button_link_work_idx\` ON \`posts_slider_slides\` (\`button_link_work_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`label\` text DEFAULT 'Bilder',
  	\`autoplay\` integer DEFAULT true,
  	\`interval\` numeric DEFAULT 7000,
  	\`speed\` numeric DEFAULT 600,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_slider_order_idx\` ON \`posts_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_slider_parent_id_idx\` ON \`posts_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_slider_path_idx\` ON \`posts_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_elastic_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_elastic_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_elastic_slider_slides_order_idx\` ON \`posts_blocks_elastic_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_elastic_slider_slides_parent_id_idx\` ON \`posts_blocks_elastic_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_elastic_slider_slides_image_idx\` ON \`posts_blocks_elastic_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_elastic_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`label\` text DEFAULT 'Bilder',
  	\`autoplay\` integer DEFAULT true,
  	\`interval\` numeric DEFAULT 3000,
  	\`speed\` numeric DEFAULT 800,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_elastic_slider_order_idx\` ON \`posts_blocks_elastic_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_elastic_slider_parent_id_idx\` ON \`posts_blocks_elastic_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_elastic_slider_path_idx\` ON \`posts_blocks_elastic_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_parallax\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`image_id\` integer,
  	\`direction\` text DEFAULT 'up',
  	\`velocity\` numeric DEFAULT 0.3,
  	\`opacity\` numeric DEFAULT 1,
  	\`mobile\` integer DEFAULT false,
  	\`align\` text DEFAULT 'center center',
  	\`repeat\` text DEFAULT 'no-repeat',
  	\`background_color\` text DEFAULT '#2b2029',
  	\`blend_mode\` text DEFAULT 'normal',
  	\`gradient_type\` text DEFAULT 'none',
  	\`gradient_angle\` numeric DEFAULT 180,
  	\`gradient_radial_direction\` text DEFAULT 'center center',
  	\`gradient_start_color\` text DEFAULT '#2b2029',
  	\`gradient_start_position\` numeric DEFAULT 0,
  	\`gradient_end_color\` text DEFAULT '#6b3f5c',
  	\`gradient_end_position\` numeric DEFAULT 100,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_parallax_order_idx\` ON \`posts_blocks_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_parallax_parent_id_idx\` ON \`posts_blocks_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_parallax_path_idx\` ON \`posts_blocks_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_parallax_image_idx\` ON \`posts_blocks_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_background_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`provider\` text DEFAULT 'youtube',
  	\`video\` text,
  	\`title\` text,
  	\`mute\` integer DEFAULT true,
  	\`loop\` integer DEFAULT true,
  	\`display\` text DEFAULT 'contain',
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`poster_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_background_video_order_idx\` ON \`posts_blocks_background_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_background_video_parent_id_idx\` ON \`posts_blocks_background_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_background_video_path_idx\` ON \`posts_blocks_background_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_background_video_poster_idx\` ON \`posts_blocks_background_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`excerpt\` text,
  	\`image_id\` integer,
  	\`slug\` text,
  	\`published_at\` text,
  	\`author_name\` text,
  	\`path\` text,
  	\`wordpress_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_image_idx\` ON \`posts\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_wordpress_id_idx\` ON \`posts\` (\`wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`posts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`post_categories_id\` integer,
  	\`post_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_categories_id\`) REFERENCES \`post_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_tags_id\`) REFERENCES \`post_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_rels_order_idx\` ON \`posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_parent_idx\` ON \`posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_path_idx\` ON \`posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_post_categories_id_idx\` ON \`posts_rels\` (\`post_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_post_tags_id_idx\` ON \`posts_rels\` (\`post_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_vmenu_v_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_work_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_work_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_vmenu_v_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_children_order_idx\` ON \`_posts_vmenu_v_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_children_parent_id_idx\` ON \`_posts_vmenu_v_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_children_link_link_page_idx\` ON \`_posts_vmenu_v_items_children\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_children_link_link_post_idx\` ON \`_posts_vmenu_v_items_children\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_children_link_link_work_idx\` ON \`_posts_vmenu_v_items_children\` (\`link_work_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_vmenu_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_work_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_work_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_vmenu_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_order_idx\` ON \`_posts_vmenu_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_parent_id_idx\` ON \`_posts_vmenu_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_link_link_page_idx\` ON \`_posts_vmenu_v_items\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_link_link_post_idx\` ON \`_posts_vmenu_v_items\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_items_link_link_work_idx\` ON \`_posts_vmenu_v_items\` (\`link_work_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_vmenu_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`expand_on\` text DEFAULT 'click',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_order_idx\` ON \`_posts_vmenu_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_parent_id_idx\` ON \`_posts_vmenu_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_vmenu_v_path_idx\` ON \`_posts_vmenu_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_rich_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_rich_text_columns_order_idx\` ON \`_posts_v_blocks_rich_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_rich_text_columns_parent_id_idx\` ON \`_posts_v_blocks_rich_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_rich_text_order_idx\` ON \`_posts_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_rich_text_parent_id_idx\` ON \`_posts_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_rich_text_path_idx\` ON \`_posts_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`width\` text DEFAULT 'content',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_order_idx\` ON \`_posts_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_parent_id_idx\` ON \`_posts_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_path_idx\` ON \`_posts_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_image_idx\` ON \`_posts_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_cta_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_work_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text,
  	\`link_appearance\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_work_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cta_buttons_order_idx\` ON \`_posts_v_blocks_cta_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cta_buttons_parent_id_idx\` ON \`_posts_v_blocks_cta_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cta_buttons_link_link_page_idx\` ON \`_posts_v_blocks_cta_buttons\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cta_buttons_link_link_post_idx\` ON \`_posts_v_blocks_cta_buttons\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cta_buttons_link_link_work_idx\` ON \`_posts_v_blocks_cta_buttons\` (\`link_work_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cta_order_idx\` ON \`_posts_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cta_parent_id_idx\` ON \`_posts_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cta_path_idx\` ON \`_posts_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
  	\`divider\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_spacer_order_idx\` ON \`_posts_v_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_spacer_parent_id_idx\` ON \`_posts_v_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_spacer_path_idx\` ON \`_posts_v_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_price_list_groups_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`price_cents\` numeric,
  	\`from\` integer,
  	\`duration_minutes\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_price_list_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_price_list_groups_services_order_idx\` ON \`_posts_v_blocks_price_list_groups_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_price_list_groups_services_parent_id_idx\` ON \`_posts_v_blocks_price_list_groups_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_price_list_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_price_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_price_list_groups_order_idx\` ON \`_posts_v_blocks_price_list_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_price_list_groups_parent_id_idx\` ON \`_posts_v_blocks_price_list_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_price_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_price_list_order_idx\` ON \`_posts_v_blocks_price_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_price_list_parent_id_idx\` ON \`_posts_v_blocks_price_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_price_list_path_idx\` ON \`_posts_v_blocks_price_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'oeffnungszeiten',
  	\`heading\` text DEFAULT 'Öffnungszeiten',
  	\`show_status\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_opening_hours_order_idx\` ON \`_posts_v_blocks_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_opening_hours_parent_id_idx\` ON \`_posts_v_blocks_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_opening_hours_path_idx\` ON \`_posts_v_blocks_opening_hours\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_team_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`bio\` text,
  	\`tooltip\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_team_members_order_idx\` ON \`_posts_v_blocks_team_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_team_members_parent_id_idx\` ON \`_posts_v_blocks_team_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_team_members_photo_idx\` ON \`_posts_v_blocks_team_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_team_order_idx\` ON \`_posts_v_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_team_parent_id_idx\` ON \`_posts_v_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_team_path_idx\` ON \`_posts_v_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_analytics_opt_out\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text DEFAULT 'Sie können die Erfassung durch Google Analytics auf dieser Website verhindern, auch nachdem Sie eingewilligt haben. Dazu wird ein Cookie gesetzt, das die Erfassung bei künftigen Besuchen verhindert.',
  	\`label\` text DEFAULT 'Google Analytics deaktivieren',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_analytics_opt_out_order_idx\` ON \`_posts_v_blocks_analytics_opt_out\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_analytics_opt_out_parent_id_idx\` ON \`_posts_v_blocks_analytics_opt_out\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_analytics_opt_out_path_idx\` ON \`_posts_v_blocks_analytics_opt_out\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_video_embed\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_video_embed_order_idx\` ON \`_posts_v_blocks_video_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_video_embed_parent_id_idx\` ON \`_posts_v_blocks_video_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_video_embed_path_idx\` ON \`_posts_v_blocks_video_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_video_embed_preview_idx\` ON \`_posts_v_blocks_video_embed\` (\`preview_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_iframe_embed\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_iframe_embed_order_idx\` ON \`_posts_v_blocks_iframe_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_iframe_embed_parent_id_idx\` ON \`_posts_v_blocks_iframe_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_iframe_embed_path_idx\` ON \`_posts_v_blocks_iframe_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_cform_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_cform_v_order_idx\` ON \`_posts_cform_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_cform_v_parent_id_idx\` ON \`_posts_cform_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_cform_v_path_idx\` ON \`_posts_cform_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_cform_v_form_idx\` ON \`_posts_cform_v\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_map_addresses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`address\` text,
  	\`coordinates\` integer DEFAULT false,
  	\`cache\` integer DEFAULT true,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`geocoded_address\` text,
  	\`geocoded_for\` text,
  	\`geocode_note\` text,
  	\`infobox_content\` text,
  	\`marker_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`marker_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_addresses_order_idx\` ON \`_posts_v_blocks_map_addresses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_addresses_parent_id_idx\` ON \`_posts_v_blocks_map_addresses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_addresses_marker_idx\` ON \`_posts_v_blocks_map_addresses\` (\`marker_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`zoom\` numeric DEFAULT 9,
  	\`map_type\` text DEFAULT 'roadmap',
  	\`height\` numeric DEFAULT 450,
  	\`map_style\` text DEFAULT 'default',
  	\`custom_style\` text DEFAULT 'grayscale',
  	\`overlay_color\` text,
  	\`marker_icon_id\` integer,
  	\`infobox_styling\` text DEFAULT 'default',
  	\`infobox_background\` text,
  	\`infobox_text_color\` text,
  	\`show_address\` integer DEFAULT true,
  	\`scrollwheel\` integer DEFAULT false,
  	\`animations\` integer DEFAULT true,
  	\`preview_id\` integer,
  	\`preview_key\` text,
  	\`preview_note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`marker_icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preview_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_order_idx\` ON \`_posts_v_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_parent_id_idx\` ON \`_posts_v_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_path_idx\` ON \`_posts_v_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_marker_icon_idx\` ON \`_posts_v_blocks_map\` (\`marker_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_preview_idx\` ON \`_posts_v_blocks_map\` (\`preview_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_gallery_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'image',
  	\`image_id\` integer,
  	\`title\` text,
  	\`caption\` text,
  	\`video_source\` text DEFAULT 'youtube',
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`page_url\` text,
  	\`service\` text DEFAULT 'maps',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_items_order_idx\` ON \`_posts_v_blocks_gallery_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_items_parent_id_idx\` ON \`_posts_v_blocks_gallery_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_items_image_idx\` ON \`_posts_v_blocks_gallery_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_items_video_file_idx\` ON \`_posts_v_blocks_gallery_items\` (\`video_file_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`name\` text,
  	\`infinite\` integer DEFAULT false,
  	\`columns_phone\` numeric DEFAULT 2,
  	\`columns_tablet\` numeric DEFAULT 3,
  	\`columns_desktop\` numeric DEFAULT 4,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_order_idx\` ON \`_posts_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_parent_id_idx\` ON \`_posts_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_path_idx\` ON \`_posts_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_slider_v_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`button_show\` integer DEFAULT false,
  	\`button_link_type\` text DEFAULT 'page',
  	\`button_link_new_tab\` integer,
  	\`button_link_no_scroll\` integer,
  	\`button_link_page_id\` integer,
  	\`button_link_post_id\` integer,
  	\`button_link_work_id\` integer,
  	\`button_link_url\` text,
  	\`button_link_anchor\` text,
  	\`button_link_label\` text,
  	\`button_link_appearance\` text DEFAULT 'primary',
  	\`video_provider\` text DEFAULT 'none',
  	\`video_url\` text,
  	\`video_after_end\` text DEFAULT 'next',
  	\`video_autoplay\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_link_work_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_slider_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_slider_v_slides_order_idx\` ON \`_posts_slider_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_slider_v_slides_parent_id_idx\` ON \`_posts_slider_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_slider_v_slides_image_idx\` ON \`_posts_slider_v_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_slider_v_slides_button_link_button_link_page_idx\` ON \`_posts_slider_v_slides\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_slider_v_slides_button_link_button_link_post_idx\` ON \`_posts_slider_v_slides\` (\`button_link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_slider_v_slides_button_link_button_link_work_idx\` ON \`_posts_slider_v_slides\` (\`button_link_work_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_slider_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`label\` text DEFAULT 'Bilder',
  	\`autoplay\` integer DEFAULT true,
  	\`interval\` numeric DEFAULT 7000,
  	\`speed\` numeric DEFAULT 600,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_slider_v_order_idx\` ON \`_posts_slider_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_slider_v_parent_id_idx\` ON \`_posts_slider_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_slider_v_path_idx\` ON \`_posts_slider_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_elastic_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_elastic_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_elastic_slider_slides_order_idx\` ON \`_posts_v_blocks_elastic_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_elastic_slider_slides_parent_id_idx\` ON \`_posts_v_blocks_elastic_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_elastic_slider_slides_image_idx\` ON \`_posts_v_blocks_elastic_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_elastic_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`label\` text DEFAULT 'Bilder',
  	\`autoplay\` integer DEFAULT true,
  	\`interval\` numeric DEFAULT 3000,
  	\`speed\` numeric DEFAULT 800,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_elastic_slider_order_idx\` ON \`_posts_v_blocks_elastic_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_elastic_slider_parent_id_idx\` ON \`_posts_v_blocks_elastic_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_elastic_slider_path_idx\` ON \`_posts_v_blocks_elastic_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_parallax\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`image_id\` integer,
  	\`direction\` text DEFAULT 'up',
  	\`velocity\` numeric DEFAULT 0.3,
  	\`opacity\` numeric DEFAULT 1,
  	\`mobile\` integer DEFAULT false,
  	\`align\` text DEFAULT 'center center',
  	\`repeat\` text DEFAULT 'no-repeat',
  	\`background_color\` text DEFAULT '#2b2029',
  	\`blend_mode\` text DEFAULT 'normal',
  	\`gradient_type\` text DEFAULT 'none',
  	\`gradient_angle\` numeric DEFAULT 180,
  	\`gradient_radial_direction\` text DEFAULT 'center center',
  	\`gradient_start_color\` text DEFAULT '#2b2029',
  	\`gradient_start_position\` numeric DEFAULT 0,
  	\`gradient_end_color\` text DEFAULT '#6b3f5c',
  	\`gradient_end_position\` numeric DEFAULT 100,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_parallax_order_idx\` ON \`_posts_v_blocks_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_parallax_parent_id_idx\` ON \`_posts_v_blocks_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_parallax_path_idx\` ON \`_posts_v_blocks_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_parallax_image_idx\` ON \`_posts_v_blocks_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_background_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`provider\` text DEFAULT 'youtube',
  	\`video\` text,
  	\`title\` text,
  	\`mute\` integer DEFAULT true,
  	\`loop\` integer DEFAULT true,
  	\`display\` text DEFAULT 'contain',
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`poster_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_background_video_order_idx\` ON \`_posts_v_blocks_background_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_background_video_parent_id_idx\` ON \`_posts_v_blocks_background_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_background_video_path_idx\` ON \`_posts_v_blocks_background_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_background_video_poster_idx\` ON \`_posts_v_blocks_background_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_image_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_author_name\` text,
  	\`version_path\` text,
  	\`version_wordpress_id\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_image_idx\` ON \`_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_wordpress_id_idx\` ON \`_posts_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`post_categories_id\` integer,
  	\`post_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_categories_id\`) REFERENCES \`post_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_tags_id\`) REFERENCES \`post_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_order_idx\` ON \`_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_parent_idx\` ON \`_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_path_idx\` ON \`_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_post_categories_id_idx\` ON \`_posts_v_rels\` (\`post_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_post_tags_id_idx\` ON \`_posts_v_rels\` (\`post_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`post_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`wordpress_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`post_categories_slug_idx\` ON \`post_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`post_categories_wordpress_id_idx\` ON \`post_categories\` (\`wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`post_categories_updated_at_idx\` ON \`post_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`post_categories_created_at_idx\` ON \`post_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`post_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`wordpress_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`post_tags_slug_idx\` ON \`post_tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`post_tags_wordpress_id_idx\` ON \`post_tags\` (\`wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`post_tags_updated_at_idx\` ON \`post_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`post_tags_created_at_idx\` ON \`post_tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`portfolio_pictures_order_idx\` ON \`portfolio_pictures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_pictures_parent_id_idx\` ON \`portfolio_pictures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_pictures_image_idx\` ON \`portfolio_pictures\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`portfolio\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`service\` text,
  	\`stylist\` text,
  	\`before_id\` integer,
  	\`after_id\` integer,
  	\`excerpt\` text,
  	\`description\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`published_at\` text,
  	\`path\` text,
  	\`wordpress_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`before_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`after_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`portfolio_before_idx\` ON \`portfolio\` (\`before_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_after_idx\` ON \`portfolio\` (\`after_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`portfolio_slug_idx\` ON \`portfolio\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_category_idx\` ON \`portfolio\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_published_at_idx\` ON \`portfolio\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_wordpress_id_idx\` ON \`portfolio\` (\`wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_updated_at_idx\` ON \`portfolio\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_created_at_idx\` ON \`portfolio\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio__status_idx\` ON \`portfolio\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_portfolio_v_version_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_portfolio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_pictures_order_idx\` ON \`_portfolio_v_version_pictures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_pictures_parent_id_idx\` ON \`_portfolio_v_version_pictures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_pictures_image_idx\` ON \`_portfolio_v_version_pictures\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_portfolio_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_service\` text,
  	\`version_stylist\` text,
  	\`version_before_id\` integer,
  	\`version_after_id\` integer,
  	\`version_excerpt\` text,
  	\`version_description\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_published_at\` text,
  	\`version_path\` text,
  	\`version_wordpress_id\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_before_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_after_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_portfolio_v_parent_idx\` ON \`_portfolio_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_before_idx\` ON \`_portfolio_v\` (\`version_before_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_after_idx\` ON \`_portfolio_v\` (\`version_after_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_slug_idx\` ON \`_portfolio_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_category_idx\` ON \`_portfolio_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_published_at_idx\` ON \`_portfolio_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_wordpress_id_idx\` ON \`_portfolio_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_updated_at_idx\` ON \`_portfolio_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_created_at_idx\` ON \`_portfolio_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version__status_idx\` ON \`_portfolio_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_created_at_idx\` ON \`_portfolio_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_updated_at_idx\` ON \`_portfolio_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_latest_idx\` ON \`_portfolio_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_autosave_idx\` ON \`_portfolio_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`wordpress_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portfolio_categories_slug_idx\` ON \`portfolio_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_categories_wordpress_id_idx\` ON \`portfolio_categories\` (\`wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_categories_updated_at_idx\` ON \`portfolio_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_categories_created_at_idx\` ON \`portfolio_categories\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages_vmenu_items_children\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`pages_vmenu_items_children\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_children_link_link_post_idx\` ON \`pages_vmenu_items_children\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_children_link_link_work_idx\` ON \`pages_vmenu_items_children\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_vmenu_items\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`pages_vmenu_items\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_link_link_post_idx\` ON \`pages_vmenu_items\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_link_link_work_idx\` ON \`pages_vmenu_items\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_buttons\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_buttons\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_buttons_link_link_post_idx\` ON \`pages_blocks_hero_buttons\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_buttons_link_link_work_idx\` ON \`pages_blocks_hero_buttons\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_buttons\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_buttons\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_buttons_link_link_post_idx\` ON \`pages_blocks_cta_buttons\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_buttons_link_link_work_idx\` ON \`pages_blocks_cta_buttons\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`slider_slides\` ADD \`button_link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`slider_slides\` ADD \`button_link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`slider_slides_button_link_button_link_post_idx\` ON \`slider_slides\` (\`button_link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_slides_button_link_button_link_work_idx\` ON \`slider_slides\` (\`button_link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_vmenu_v_items_children\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_pages_vmenu_v_items_children\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_children_link_link_post_idx\` ON \`_pages_vmenu_v_items_children\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_children_link_link_work_idx\` ON \`_pages_vmenu_v_items_children\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_vmenu_v_items\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_pages_vmenu_v_items\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_link_link_post_idx\` ON \`_pages_vmenu_v_items\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_link_link_work_idx\` ON \`_pages_vmenu_v_items\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_buttons\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_buttons\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_buttons_link_link_post_idx\` ON \`_pages_v_blocks_hero_buttons\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_buttons_link_link_work_idx\` ON \`_pages_v_blocks_hero_buttons\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta_buttons\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta_buttons\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_buttons_link_link_post_idx\` ON \`_pages_v_blocks_cta_buttons\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_buttons_link_link_work_idx\` ON \`_pages_v_blocks_cta_buttons\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`_slider_v_slides\` ADD \`button_link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_slider_v_slides\` ADD \`button_link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_slider_v_slides_button_link_button_link_post_idx\` ON \`_slider_v_slides\` (\`button_link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_v_slides_button_link_button_link_work_idx\` ON \`_slider_v_slides\` (\`button_link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`posts_id\` integer REFERENCES posts(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`portfolio_id\` integer REFERENCES portfolio(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`search_rels_posts_id_idx\` ON \`search_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_portfolio_id_idx\` ON \`search_rels\` (\`portfolio_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`posts_id\` integer REFERENCES posts(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`post_categories_id\` integer REFERENCES post_categories(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`post_tags_id\` integer REFERENCES post_tags(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portfolio_id\` integer REFERENCES portfolio(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portfolio_categories_id\` integer REFERENCES portfolio_categories(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`post_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`post_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`ALTER TABLE \`header_main_menu_children\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`header_main_menu_children\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`header_main_menu_children_link_link_post_idx\` ON \`header_main_menu_children\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_children_link_link_work_idx\` ON \`header_main_menu_children\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`header_main_menu_columns_links\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`header_main_menu_columns_links\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`header_main_menu_columns_links_link_link_post_idx\` ON \`header_main_menu_columns_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_columns_links_link_link_work_idx\` ON \`header_main_menu_columns_links\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`header_main_menu\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`header_main_menu\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`header_main_menu_link_link_post_idx\` ON \`header_main_menu\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_link_link_work_idx\` ON \`header_main_menu\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`header_top_menu\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`header_top_menu\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`header_top_menu_link_link_post_idx\` ON \`header_top_menu\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`header_top_menu_link_link_work_idx\` ON \`header_top_menu\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_link_link_post_idx\` ON \`footer_columns_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_link_link_work_idx\` ON \`footer_columns_links\` (\`link_work_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_legal_links\` ADD \`link_post_id\` integer REFERENCES posts(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`footer_legal_links\` ADD \`link_work_id\` integer REFERENCES portfolio(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_link_link_post_idx\` ON \`footer_legal_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_link_link_work_idx\` ON \`footer_legal_links\` (\`link_work_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`posts_vmenu_items_children\`;`)
  await db.run(sql`DROP TABLE \`posts_vmenu_items\`;`)
  await db.run(sql`DROP TABLE \`posts_vmenu\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_rich_text_columns\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_cta_buttons\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_price_list_groups_services\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_price_list_groups\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_price_list\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_team_members\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_analytics_opt_out\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_video_embed\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_iframe_embed\`;`)
  await db.run(sql`DROP TABLE \`posts_cform\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_map_addresses\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_gallery_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`posts_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`posts_slider\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_elastic_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_elastic_slider\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_parallax\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_background_video\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts_rels\`;`)
  await db.run(sql`DROP TABLE \`_posts_vmenu_v_items_children\`;`)
  await db.run(sql`DROP TABLE \`_posts_vmenu_v_items\`;`)
  await db.run(sql`DROP TABLE \`_posts_vmenu_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_rich_text_columns\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_cta_buttons\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_price_list_groups_services\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_price_list_groups\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_price_list\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_team_members\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_analytics_opt_out\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_video_embed\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_iframe_embed\`;`)
  await db.run(sql`DROP TABLE \`_posts_cform_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_map_addresses\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_gallery_items\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_posts_slider_v_slides\`;`)
  await db.run(sql`DROP TABLE \`_posts_slider_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_elastic_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_elastic_slider\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_parallax\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_background_video\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_rels\`;`)
  await db.run(sql`DROP TABLE \`post_categories\`;`)
  await db.run(sql`DROP TABLE \`post_tags\`;`)
  await db.run(sql`DROP TABLE \`portfolio_pictures\`;`)
  await db.run(sql`DROP TABLE \`portfolio\`;`)
  await db.run(sql`DROP TABLE \`_portfolio_v_version_pictures\`;`)
  await db.run(sql`DROP TABLE \`_portfolio_v\`;`)
  await db.run(sql`DROP TABLE \`portfolio_categories\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_vmenu_items_children\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_vmenu_items_children\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label" FROM \`pages_vmenu_items_children\`;`)
  await db.run(sql`DROP TABLE \`pages_vmenu_items_children\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_vmenu_items_children\` RENAME TO \`pages_vmenu_items_children\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_children_order_idx\` ON \`pages_vmenu_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_children_parent_id_idx\` ON \`pages_vmenu_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_children_link_link_page_idx\` ON \`pages_vmenu_items_children\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_vmenu_items\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_vmenu_items\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label" FROM \`pages_vmenu_items\`;`)
  await db.run(sql`DROP TABLE \`pages_vmenu_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_vmenu_items\` RENAME TO \`pages_vmenu_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_order_idx\` ON \`pages_vmenu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_parent_id_idx\` ON \`pages_vmenu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_vmenu_items_link_link_page_idx\` ON \`pages_vmenu_items\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero_buttons\` (
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
  	\`link_appearance\` text DEFAULT 'primary',
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero_buttons\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "link_appearance") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "link_appearance" FROM \`pages_blocks_hero_buttons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero_buttons\` RENAME TO \`pages_blocks_hero_buttons\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_buttons_order_idx\` ON \`pages_blocks_hero_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_buttons_parent_id_idx\` ON \`pages_blocks_hero_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_buttons_link_link_page_idx\` ON \`pages_blocks_hero_buttons\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cta_buttons\` (
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
  	\`link_appearance\` text DEFAULT 'primary',
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cta_buttons\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "link_appearance") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "link_appearance" FROM \`pages_blocks_cta_buttons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cta_buttons\` RENAME TO \`pages_blocks_cta_buttons\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_buttons_order_idx\` ON \`pages_blocks_cta_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_buttons_parent_id_idx\` ON \`pages_blocks_cta_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_buttons_link_link_page_idx\` ON \`pages_blocks_cta_buttons\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`button_show\` integer DEFAULT false,
  	\`button_link_type\` text DEFAULT 'page',
  	\`button_link_new_tab\` integer,
  	\`button_link_no_scroll\` integer,
  	\`button_link_page_id\` integer,
  	\`button_link_url\` text,
  	\`button_link_anchor\` text,
  	\`button_link_label\` text,
  	\`button_link_appearance\` text DEFAULT 'primary',
  	\`video_provider\` text DEFAULT 'none',
  	\`video_url\` text,
  	\`video_after_end\` text DEFAULT 'next',
  	\`video_autoplay\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_slider_slides\`("_order", "_parent_id", "id", "image_id", "heading", "text", "button_show", "button_link_type", "button_link_new_tab", "button_link_no_scroll", "button_link_page_id", "button_link_url", "button_link_anchor", "button_link_label", "button_link_appearance", "video_provider", "video_url", "video_after_end", "video_autoplay") SELECT "_order", "_parent_id", "id", "image_id", "heading", "text", "button_show", "button_link_type", "button_link_new_tab", "button_link_no_scroll", "button_link_page_id", "button_link_url", "button_link_anchor", "button_link_label", "button_link_appearance", "video_provider", "video_url", "video_after_end", "video_autoplay" FROM \`slider_slides\`;`)
  await db.run(sql`DROP TABLE \`slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_slider_slides\` RENAME TO \`slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`slider_slides_order_idx\` ON \`slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`slider_slides_parent_id_idx\` ON \`slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_slides_image_idx\` ON \`slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_slides_button_link_button_link_page_idx\` ON \`slider_slides\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_vmenu_v_items_children\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_vmenu_v_items_children\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "_uuid") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "_uuid" FROM \`_pages_vmenu_v_items_children\`;`)
  await db.run(sql`DROP TABLE \`_pages_vmenu_v_items_children\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_vmenu_v_items_children\` RENAME TO \`_pages_vmenu_v_items_children\`;`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_children_order_idx\` ON \`_pages_vmenu_v_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_children_parent_id_idx\` ON \`_pages_vmenu_v_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_children_link_link_page_idx\` ON \`_pages_vmenu_v_items_children\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_vmenu_v_items\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_vmenu_v_items\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "_uuid") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "_uuid" FROM \`_pages_vmenu_v_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_vmenu_v_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_vmenu_v_items\` RENAME TO \`_pages_vmenu_v_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_order_idx\` ON \`_pages_vmenu_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_parent_id_idx\` ON \`_pages_vmenu_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_vmenu_v_items_link_link_page_idx\` ON \`_pages_vmenu_v_items\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero_buttons\` (
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
  	\`link_appearance\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero_buttons\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "link_appearance", "_uuid") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "link_appearance", "_uuid" FROM \`_pages_v_blocks_hero_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero_buttons\` RENAME TO \`_pages_v_blocks_hero_buttons\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_buttons_order_idx\` ON \`_pages_v_blocks_hero_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_buttons_parent_id_idx\` ON \`_pages_v_blocks_hero_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_buttons_link_link_page_idx\` ON \`_pages_v_blocks_hero_buttons\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_cta_buttons\` (
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
  	\`link_appearance\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_cta_buttons\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "link_appearance", "_uuid") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "link_appearance", "_uuid" FROM \`_pages_v_blocks_cta_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_cta_buttons\` RENAME TO \`_pages_v_blocks_cta_buttons\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_buttons_order_idx\` ON \`_pages_v_blocks_cta_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_buttons_parent_id_idx\` ON \`_pages_v_blocks_cta_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_buttons_link_link_page_idx\` ON \`_pages_v_blocks_cta_buttons\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__slider_v_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`button_show\` integer DEFAULT false,
  	\`button_link_type\` text DEFAULT 'page',
  	\`button_link_new_tab\` integer,
  	\`button_link_no_scroll\` integer,
  	\`button_link_page_id\` integer,
  	\`button_link_url\` text,
  	\`button_link_anchor\` text,
  	\`button_link_label\` text,
  	\`button_link_appearance\` text DEFAULT 'primary',
  	\`video_provider\` text DEFAULT 'none',
  	\`video_url\` text,
  	\`video_after_end\` text DEFAULT 'next',
  	\`video_autoplay\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_slider_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__slider_v_slides\`("_order", "_parent_id", "id", "image_id", "heading", "text", "button_show", "button_link_type", "button_link_new_tab", "button_link_no_scroll", "button_link_page_id", "button_link_url", "button_link_anchor", "button_link_label", "button_link_appearance", "video_provider", "video_url", "video_after_end", "video_autoplay", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "heading", "text", "button_show", "button_link_type", "button_link_new_tab", "button_link_no_scroll", "button_link_page_id", "button_link_url", "button_link_anchor", "button_link_label", "button_link_appearance", "video_provider", "video_url", "video_after_end", "video_autoplay", "_uuid" FROM \`_slider_v_slides\`;`)
  await db.run(sql`DROP TABLE \`_slider_v_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new__slider_v_slides\` RENAME TO \`_slider_v_slides\`;`)
  await db.run(sql`CREATE INDEX \`_slider_v_slides_order_idx\` ON \`_slider_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_slider_v_slides_parent_id_idx\` ON \`_slider_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_v_slides_image_idx\` ON \`_slider_v_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_v_slides_button_link_button_link_page_idx\` ON \`_slider_v_slides\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "events_id") SELECT "id", "order", "parent_id", "path", "pages_id", "events_id" FROM \`search_rels\`;`)
  await db.run(sql`DROP TABLE \`search_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_rels\` RENAME TO \`search_rels\`;`)
  await db.run(sql`CREATE INDEX \`search_rels_order_idx\` ON \`search_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_parent_idx\` ON \`search_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_path_idx\` ON \`search_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_pages_id_idx\` ON \`search_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_events_id_idx\` ON \`search_rels\` (\`events_id\`);`)
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
  	\`spam_suspects_id\` integer,
  	\`map_geocodes_id\` integer,
  	\`products_id\` integer,
  	\`orders_id\` integer,
  	\`vouchers_id\` integer,
  	\`customers_id\` integer,
  	\`privacy_requests_id\` integer,
  	\`booking_services_id\` integer,
  	\`staff_members_id\` integer,
  	\`appointments_id\` integer,
  	\`appointment_claims_id\` integer,
  	\`events_id\` integer,
  	\`event_tickets_id\` integer,
  	\`event_waitlist_id\` integer,
  	\`event_places_id\` integer,
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
  	FOREIGN KEY (\`spam_suspects_id\`) REFERENCES \`spam_suspects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`map_geocodes_id\`) REFERENCES \`map_geocodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_requests_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_services_id\`) REFERENCES \`booking_services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_members_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_claims_id\`) REFERENCES \`appointment_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_tickets_id\`) REFERENCES \`event_tickets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_waitlist_id\`) REFERENCES \`event_waitlist\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_places_id\`) REFERENCES \`event_places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "redirects_id", "consent_log_id", "mail_outbox_id", "contact_forms_id", "form_submissions_id", "form_attachments_id", "spam_suspects_id", "map_geocodes_id", "products_id", "orders_id", "vouchers_id", "customers_id", "privacy_requests_id", "booking_services_id", "staff_members_id", "appointments_id", "appointment_claims_id", "events_id", "event_tickets_id", "event_waitlist_id", "event_places_id", "search_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "redirects_id", "consent_log_id", "mail_outbox_id", "contact_forms_id", "form_submissions_id", "form_attachments_id", "spam_suspects_id", "map_geocodes_id", "products_id", "orders_id", "vouchers_id", "customers_id", "privacy_requests_id", "booking_services_id", "staff_members_id", "appointments_id", "appointment_claims_id", "events_id", "event_tickets_id", "event_waitlist_id", "event_places_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spam_suspects_id_idx\` ON \`payload_locked_documents_rels\` (\`spam_suspects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_map_geocodes_id_idx\` ON \`payload_locked_documents_rels\` (\`map_geocodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_services_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_members_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`event_tickets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_waitlist_id_idx\` ON \`payload_locked_documents_rels\` (\`event_waitlist_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_places_id_idx\` ON \`payload_locked_documents_rels\` (\`event_places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_main_menu_children\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_main_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_main_menu_children\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label" FROM \`header_main_menu_children\`;`)
  await db.run(sql`DROP TABLE \`header_main_menu_children\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_main_menu_children\` RENAME TO \`header_main_menu_children\`;`)
  await db.run(sql`CREATE INDEX \`header_main_menu_children_order_idx\` ON \`header_main_menu_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_children_parent_id_idx\` ON \`header_main_menu_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_children_link_link_page_idx\` ON \`header_main_menu_children\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_main_menu_columns_links\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_main_menu_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_main_menu_columns_links\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label" FROM \`header_main_menu_columns_links\`;`)
  await db.run(sql`DROP TABLE \`header_main_menu_columns_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_main_menu_columns_links\` RENAME TO \`header_main_menu_columns_links\`;`)
  await db.run(sql`CREATE INDEX \`header_main_menu_columns_links_order_idx\` ON \`header_main_menu_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_columns_links_parent_id_idx\` ON \`header_main_menu_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_columns_links_link_link_page_idx\` ON \`header_main_menu_columns_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_main_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text NOT NULL,
  	\`kind\` text DEFAULT 'none',
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_main_menu\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "kind") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label", "kind" FROM \`header_main_menu\`;`)
  await db.run(sql`DROP TABLE \`header_main_menu\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_main_menu\` RENAME TO \`header_main_menu\`;`)
  await db.run(sql`CREATE INDEX \`header_main_menu_order_idx\` ON \`header_main_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_parent_id_idx\` ON \`header_main_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_link_link_page_idx\` ON \`header_main_menu\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_top_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text NOT NULL,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_top_menu\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label" FROM \`header_top_menu\`;`)
  await db.run(sql`DROP TABLE \`header_top_menu\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_top_menu\` RENAME TO \`header_top_menu\`;`)
  await db.run(sql`CREATE INDEX \`header_top_menu_order_idx\` ON \`header_top_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_top_menu_parent_id_idx\` ON \`header_top_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_top_menu_link_link_page_idx\` ON \`header_top_menu\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text NOT NULL,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label" FROM \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links\` RENAME TO \`footer_columns_links\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_link_link_page_idx\` ON \`footer_columns_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_legal_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_no_scroll\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_anchor\` text,
  	\`link_label\` text NOT NULL,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_legal_links\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_no_scroll", "link_page_id", "link_url", "link_anchor", "link_label" FROM \`footer_legal_links\`;`)
  await db.run(sql`DROP TABLE \`footer_legal_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_legal_links\` RENAME TO \`footer_legal_links\`;`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_order_idx\` ON \`footer_legal_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_parent_id_idx\` ON \`footer_legal_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_link_link_page_idx\` ON \`footer_legal_links\` (\`link_page_id\`);`)
}
