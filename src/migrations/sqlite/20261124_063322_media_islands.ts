import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_gallery_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_items_order_idx\` ON \`pages_blocks_gallery_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_items_parent_id_idx\` ON \`pages_blocks_gallery_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_items_image_idx\` ON \`pages_blocks_gallery_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_items_video_file_idx\` ON \`pages_blocks_gallery_items\` (\`video_file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_gallery\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_order_idx\` ON \`pages_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_parent_id_idx\` ON \`pages_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_path_idx\` ON \`pages_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`slider_slides\` (
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
  await db.run(sql`CREATE INDEX \`slider_slides_order_idx\` ON \`slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`slider_slides_parent_id_idx\` ON \`slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_slides_image_idx\` ON \`slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_slides_button_link_button_link_page_idx\` ON \`slider_slides\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`slider\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`slider_order_idx\` ON \`slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`slider_parent_id_idx\` ON \`slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_path_idx\` ON \`slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_elastic_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_elastic_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_elastic_slider_slides_order_idx\` ON \`pages_blocks_elastic_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_elastic_slider_slides_parent_id_idx\` ON \`pages_blocks_elastic_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_elastic_slider_slides_image_idx\` ON \`pages_blocks_elastic_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_elastic_slider\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_elastic_slider_order_idx\` ON \`pages_blocks_elastic_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_elastic_slider_parent_id_idx\` ON \`pages_blocks_elastic_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_elastic_slider_path_idx\` ON \`pages_blocks_elastic_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_parallax\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_order_idx\` ON \`pages_blocks_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_parent_id_idx\` ON \`pages_blocks_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_path_idx\` ON \`pages_blocks_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_image_idx\` ON \`pages_blocks_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_background_video\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_background_video_order_idx\` ON \`pages_blocks_background_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_background_video_parent_id_idx\` ON \`pages_blocks_background_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_background_video_path_idx\` ON \`pages_blocks_background_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_background_video_poster_idx\` ON \`pages_blocks_background_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_items_order_idx\` ON \`_pages_v_blocks_gallery_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_items_parent_id_idx\` ON \`_pages_v_blocks_gallery_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_items_image_idx\` ON \`_pages_v_blocks_gallery_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_items_video_file_idx\` ON \`_pages_v_blocks_gallery_items\` (\`video_file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_order_idx\` ON \`_pages_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_parent_id_idx\` ON \`_pages_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_path_idx\` ON \`_pages_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_slider_v_slides\` (
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
  await db.run(sql`CREATE INDEX \`_slider_v_slides_order_idx\` ON \`_slider_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_slider_v_slides_parent_id_idx\` ON \`_slider_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_v_slides_image_idx\` ON \`_slider_v_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_v_slides_button_link_button_link_page_idx\` ON \`_slider_v_slides\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_slider_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_slider_v_order_idx\` ON \`_slider_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_slider_v_parent_id_idx\` ON \`_slider_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_v_path_idx\` ON \`_slider_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_elastic_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_elastic_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_elastic_slider_slides_order_idx\` ON \`_pages_v_blocks_elastic_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_elastic_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_elastic_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_elastic_slider_slides_image_idx\` ON \`_pages_v_blocks_elastic_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_elastic_slider\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_elastic_slider_order_idx\` ON \`_pages_v_blocks_elastic_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_elastic_slider_parent_id_idx\` ON \`_pages_v_blocks_elastic_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_elastic_slider_path_idx\` ON \`_pages_v_blocks_elastic_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_parallax\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_order_idx\` ON \`_pages_v_blocks_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_parent_id_idx\` ON \`_pages_v_blocks_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_path_idx\` ON \`_pages_v_blocks_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_image_idx\` ON \`_pages_v_blocks_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_background_video\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_background_video_order_idx\` ON \`_pages_v_blocks_background_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_background_video_parent_id_idx\` ON \`_pages_v_blocks_background_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_background_video_path_idx\` ON \`_pages_v_blocks_background_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_background_video_poster_idx\` ON \`_pages_v_blocks_background_video\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_skin\` text DEFAULT 'metro-white';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_overlay_opacity\` numeric DEFAULT 0.9;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_animation_speed\` text DEFAULT 'normal';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_slideshow_autoplay\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_slideshow_speed\` numeric DEFAULT 5000;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_show_title\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_show_description\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_arrows\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_thumbnails\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_social\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_deeplinking\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_post_images\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_min_scale\` numeric DEFAULT 0.075;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_max_scale\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_offset\` numeric DEFAULT 45;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_video_width\` numeric DEFAULT 1280;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_video_height\` numeric DEFAULT 720;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lightbox_mobile_max_width\` numeric DEFAULT 980;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_gallery_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`slider_slides\`;`)
  await db.run(sql`DROP TABLE \`slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_elastic_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_elastic_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_parallax\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_background_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_slider_v_slides\`;`)
  await db.run(sql`DROP TABLE \`_slider_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_elastic_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_elastic_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_parallax\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_background_video\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_skin\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_overlay_opacity\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_animation_speed\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_slideshow_autoplay\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_slideshow_speed\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_show_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_show_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_arrows\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_thumbnails\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_social\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_deeplinking\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_post_images\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_min_scale\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_max_scale\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_offset\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_video_width\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_video_height\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lightbox_mobile_max_width\`;`)
}
