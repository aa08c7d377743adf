import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_gallery_items_kind" AS ENUM('image', 'video', 'iframe');
  CREATE TYPE "public"."enum_pages_blocks_gallery_items_video_source" AS ENUM('youtube', 'vimeo', 'file');
  CREATE TYPE "public"."enum_pages_blocks_gallery_items_service" AS ENUM('youtube', 'vimeo', 'maps');
  CREATE TYPE "public"."enum_slider_slides_button_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_slider_slides_button_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_slider_slides_video_provider" AS ENUM('none', 'youtube', 'vimeo');
  CREATE TYPE "public"."enum_slider_slides_video_after_end" AS ENUM('next', 'repeat', 'stay');
  CREATE TYPE "public"."enum_pages_blocks_parallax_direction" AS ENUM('up', 'down', 'left', 'right', 'fixed', 'none');
  CREATE TYPE "public"."enum_pages_blocks_parallax_align" AS ENUM('left top', 'center top', 'right top', 'left center', 'center center', 'right center', 'left bottom', 'center bottom', 'right bottom');
  CREATE TYPE "public"."enum_pages_blocks_parallax_repeat" AS ENUM('no-repeat', 'repeat', 'repeat-x', 'repeat-y');
  CREATE TYPE "public"."enum_pages_blocks_parallax_blend_mode" AS ENUM('normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'color-burn', 'hard-light', 'soft-light', 'difference', 'exclusion', 'hue', 'saturation', 'color', 'luminosity');
  CREATE TYPE "public"."enum_pages_blocks_parallax_gradient_type" AS ENUM('none', 'linear', 'radial');
  CREATE TYPE "public"."enum_pages_blocks_parallax_gradient_radial_direction" AS ENUM('left top', 'center top', 'right top', 'left center', 'center center', 'right center', 'left bottom', 'center bottom', 'right bottom');
  CREATE TYPE "public"."enum_pages_blocks_background_video_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_pages_blocks_background_video_display" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_items_kind" AS ENUM('image', 'video', 'iframe');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_items_video_source" AS ENUM('youtube', 'vimeo', 'file');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_items_service" AS ENUM('youtube', 'vimeo', 'maps');
  CREATE TYPE "public"."enum__slider_v_slides_button_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum__slider_v_slides_button_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__slider_v_slides_video_provider" AS ENUM('none', 'youtube', 'vimeo');
  CREATE TYPE "public"."enum__slider_v_slides_video_after_end" AS ENUM('next', 'repeat', 'stay');
  CREATE TYPE "public"."enum__pages_v_blocks_parallax_direction" AS ENUM('up', 'down', 'left', 'right', 'fixed', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_parallax_align" AS ENUM('left top', 'center top', 'right top', 'left center', 'center center', 'right center', 'left bottom', 'center bottom', 'right bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_parallax_repeat" AS ENUM('no-repeat', 'repeat', 'repeat-x', 'repeat-y');
  CREATE TYPE "public"."enum__pages_v_blocks_parallax_blend_mode" AS ENUM('normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'color-burn', 'hard-light', 'soft-light', 'difference', 'exclusion', 'hue', 'saturation', 'color', 'luminosity');
  CREATE TYPE "public"."enum__pages_v_blocks_parallax_gradient_type" AS ENUM('none', 'linear', 'radial');
  CREATE TYPE "public"."enum__pages_v_blocks_parallax_gradient_radial_direction" AS ENUM('left top', 'center top', 'right top', 'left center', 'center center', 'right center', 'left bottom', 'center bottom', 'right bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_background_video_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum__pages_v_blocks_background_video_display" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum_site_settings_lightbox_skin" AS ENUM('metro-white', 'metro-black');
  CREATE TYPE "public"."enum_site_settings_lightbox_animation_speed" AS ENUM('fast', 'normal', 'slow');
  CREATE TABLE "pages_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_gallery_items_kind" DEFAULT 'image',
  	"image_id" integer,
  	"title" varchar,
  	"caption" varchar,
  	"video_source" "enum_pages_blocks_gallery_items_video_source" DEFAULT 'youtube',
  	"video_url" varchar,
  	"video_file_id" integer,
  	"page_url" varchar,
  	"service" "enum_pages_blocks_gallery_items_service" DEFAULT 'maps'
  );
  
  CREATE TABLE "pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"name" varchar,
  	"infinite" boolean DEFAULT false,
  	"columns_phone" numeric DEFAULT 2,
  	"columns_tablet" numeric DEFAULT 3,
  	"columns_desktop" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"button_show" boolean DEFAULT false,
  	"button_link_type" "enum_slider_slides_button_link_type" DEFAULT 'page',
  	"button_link_new_tab" boolean,
  	"button_link_no_scroll" boolean,
  	"button_link_page_id" integer,
  	"button_link_url" varchar,
  	"button_link_anchor" varchar,
  	"button_link_label" varchar,
  	"button_link_appearance" "enum_slider_slides_button_link_appearance" DEFAULT 'primary',
  	"video_provider" "enum_slider_slides_video_provider" DEFAULT 'none',
  	"video_url" varchar,
  	"video_after_end" "enum_slider_slides_video_after_end" DEFAULT 'next',
  	"video_autoplay" boolean DEFAULT false
  );
  
  CREATE TABLE "slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"label" varchar DEFAULT 'Bilder',
  	"autoplay" boolean DEFAULT true,
  	"interval" numeric DEFAULT 7000,
  	"speed" numeric DEFAULT 600,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_elastic_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_elastic_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"label" varchar DEFAULT 'Bilder',
  	"autoplay" boolean DEFAULT true,
  	"interval" numeric DEFAULT 3000,
  	"speed" numeric DEFAULT 800,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"image_id" integer,
  	"direction" "enum_pages_blocks_parallax_direction" DEFAULT 'up',
  	"velocity" numeric DEFAULT 0.3,
  	"opacity" numeric DEFAULT 1,
  	"mobile" boolean DEFAULT false,
  	"align" "enum_pages_blocks_parallax_align" DEFAULT 'center center',
  	"repeat" "enum_pages_blocks_parallax_repeat" DEFAULT 'no-repeat',
  	"background_color" varchar DEFAULT '#2b2029',
  	"blend_mode" "enum_pages_blocks_parallax_blend_mode" DEFAULT 'normal',
  	"gradient_type" "enum_pages_blocks_parallax_gradient_type" DEFAULT 'none',
  	"gradient_angle" numeric DEFAULT 180,
  	"gradient_radial_direction" "enum_pages_blocks_parallax_gradient_radial_direction" DEFAULT 'center center',
  	"gradient_start_color" varchar DEFAULT '#2b2029',
  	"gradient_start_position" numeric DEFAULT 0,
  	"gradient_end_color" varchar DEFAULT '#6b3f5c',
  	"gradient_end_position" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_background_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"provider" "enum_pages_blocks_background_video_provider" DEFAULT 'youtube',
  	"video" varchar,
  	"title" varchar,
  	"mute" boolean DEFAULT true,
  	"loop" boolean DEFAULT true,
  	"display" "enum_pages_blocks_background_video_display" DEFAULT 'contain',
  	"aspect_ratio" varchar DEFAULT '16:9',
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_gallery_items_kind" DEFAULT 'image',
  	"image_id" integer,
  	"title" varchar,
  	"caption" varchar,
  	"video_source" "enum__pages_v_blocks_gallery_items_video_source" DEFAULT 'youtube',
  	"video_url" varchar,
  	"video_file_id" integer,
  	"page_url" varchar,
  	"service" "enum__pages_v_blocks_gallery_items_service" DEFAULT 'maps',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"name" varchar,
  	"infinite" boolean DEFAULT false,
  	"columns_phone" numeric DEFAULT 2,
  	"columns_tablet" numeric DEFAULT 3,
  	"columns_desktop" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_slider_v_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"button_show" boolean DEFAULT false,
  	"button_link_type" "enum__slider_v_slides_button_link_type" DEFAULT 'page',
  	"button_link_new_tab" boolean,
  	"button_link_no_scroll" boolean,
  	"button_link_page_id" integer,
  	"button_link_url" varchar,
  	"button_link_anchor" varchar,
  	"button_link_label" varchar,
  	"button_link_appearance" "enum__slider_v_slides_button_link_appearance" DEFAULT 'primary',
  	"video_provider" "enum__slider_v_slides_video_provider" DEFAULT 'none',
  	"video_url" varchar,
  	"video_after_end" "enum__slider_v_slides_video_after_end" DEFAULT 'next',
  	"video_autoplay" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_slider_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"label" varchar DEFAULT 'Bilder',
  	"autoplay" boolean DEFAULT true,
  	"interval" numeric DEFAULT 7000,
  	"speed" numeric DEFAULT 600,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_elastic_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_elastic_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"label" varchar DEFAULT 'Bilder',
  	"autoplay" boolean DEFAULT true,
  	"interval" numeric DEFAULT 3000,
  	"speed" numeric DEFAULT 800,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"image_id" integer,
  	"direction" "enum__pages_v_blocks_parallax_direction" DEFAULT 'up',
  	"velocity" numeric DEFAULT 0.3,
  	"opacity" numeric DEFAULT 1,
  	"mobile" boolean DEFAULT false,
  	"align" "enum__pages_v_blocks_parallax_align" DEFAULT 'center center',
  	"repeat" "enum__pages_v_blocks_parallax_repeat" DEFAULT 'no-repeat',
  	"background_color" varchar DEFAULT '#2b2029',
  	"blend_mode" "enum__pages_v_blocks_parallax_blend_mode" DEFAULT 'normal',
  	"gradient_type" "enum__pages_v_blocks_parallax_gradient_type" DEFAULT 'none',
  	"gradient_angle" numeric DEFAULT 180,
  	"gradient_radial_direction" "enum__pages_v_blocks_parallax_gradient_radial_direction" DEFAULT 'center center',
  	"gradient_start_color" varchar DEFAULT '#2b2029',
  	"gradient_start_position" numeric DEFAULT 0,
  	"gradient_end_color" varchar DEFAULT '#6b3f5c',
  	"gradient_end_position" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_background_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"provider" "enum__pages_v_blocks_background_video_provider" DEFAULT 'youtube',
  	"video" varchar,
  	"title" varchar,
  	"mute" boolean DEFAULT true,
  	"loop" boolean DEFAULT true,
  	"display" "enum__pages_v_blocks_background_video_display" DEFAULT 'contain',
  	"aspect_ratio" varchar DEFAULT '16:9',
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_skin" "enum_site_settings_lightbox_skin" DEFAULT 'metro-white';
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_overlay_opacity" numeric DEFAULT 0.9;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_animation_speed" "enum_site_settings_lightbox_animation_speed" DEFAULT 'normal';
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_slideshow_autoplay" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_slideshow_speed" numeric DEFAULT 5000;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_show_title" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_show_description" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_arrows" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_thumbnails" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_social" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_deeplinking" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_post_images" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_min_scale" numeric DEFAULT 0.075;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_max_scale" numeric DEFAULT 1;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_offset" numeric DEFAULT 45;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_video_width" numeric DEFAULT 1280;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_video_height" numeric DEFAULT 720;
  ALTER TABLE "site_settings" ADD COLUMN "lightbox_mobile_max_width" numeric DEFAULT 980;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "slider_slides" ADD CONSTRAINT "slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slider_slides" ADD CONSTRAINT "slider_slides_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slider_slides" ADD CONSTRAINT "slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "slider" ADD CONSTRAINT "slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_elastic_slider_slides" ADD CONSTRAINT "pages_blocks_elastic_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_elastic_slider_slides" ADD CONSTRAINT "pages_blocks_elastic_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_elastic_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_elastic_slider" ADD CONSTRAINT "pages_blocks_elastic_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_parallax" ADD CONSTRAINT "pages_blocks_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_parallax" ADD CONSTRAINT "pages_blocks_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_background_video" ADD CONSTRAINT "pages_blocks_background_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_background_video" ADD CONSTRAINT "pages_blocks_background_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD CONSTRAINT "_pages_v_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD CONSTRAINT "_pages_v_blocks_gallery_items_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD CONSTRAINT "_pages_v_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_slider_v_slides" ADD CONSTRAINT "_slider_v_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slider_v_slides" ADD CONSTRAINT "_slider_v_slides_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slider_v_slides" ADD CONSTRAINT "_slider_v_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_slider_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_slider_v" ADD CONSTRAINT "_slider_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_elastic_slider_slides" ADD CONSTRAINT "_pages_v_blocks_elastic_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_elastic_slider_slides" ADD CONSTRAINT "_pages_v_blocks_elastic_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_elastic_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_elastic_slider" ADD CONSTRAINT "_pages_v_blocks_elastic_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_parallax" ADD CONSTRAINT "_pages_v_blocks_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_parallax" ADD CONSTRAINT "_pages_v_blocks_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_background_video" ADD CONSTRAINT "_pages_v_blocks_background_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_background_video" ADD CONSTRAINT "_pages_v_blocks_background_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_gallery_items_order_idx" ON "pages_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_items_parent_id_idx" ON "pages_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_items_image_idx" ON "pages_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_gallery_items_video_file_idx" ON "pages_blocks_gallery_items" USING btree ("video_file_id");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "pages_blocks_gallery" USING btree ("_path");
  CREATE INDEX "slider_slides_order_idx" ON "slider_slides" USING btree ("_order");
  CREATE INDEX "slider_slides_parent_id_idx" ON "slider_slides" USING btree ("_parent_id");
  CREATE INDEX "slider_slides_image_idx" ON "slider_slides" USING btree ("image_id");
  CREATE INDEX "slider_slides_button_link_button_link_page_idx" ON "slider_slides" USING btree ("button_link_page_id");
  CREATE INDEX "slider_order_idx" ON "slider" USING btree ("_order");
  CREATE INDEX "slider_parent_id_idx" ON "slider" USING btree ("_parent_id");
  CREATE INDEX "slider_path_idx" ON "slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_elastic_slider_slides_order_idx" ON "pages_blocks_elastic_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_elastic_slider_slides_parent_id_idx" ON "pages_blocks_elastic_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_elastic_slider_slides_image_idx" ON "pages_blocks_elastic_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_elastic_slider_order_idx" ON "pages_blocks_elastic_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_elastic_slider_parent_id_idx" ON "pages_blocks_elastic_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_elastic_slider_path_idx" ON "pages_blocks_elastic_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_parallax_order_idx" ON "pages_blocks_parallax" USING btree ("_order");
  CREATE INDEX "pages_blocks_parallax_parent_id_idx" ON "pages_blocks_parallax" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_parallax_path_idx" ON "pages_blocks_parallax" USING btree ("_path");
  CREATE INDEX "pages_blocks_parallax_image_idx" ON "pages_blocks_parallax" USING btree ("image_id");
  CREATE INDEX "pages_blocks_background_video_order_idx" ON "pages_blocks_background_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_background_video_parent_id_idx" ON "pages_blocks_background_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_background_video_path_idx" ON "pages_blocks_background_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_background_video_poster_idx" ON "pages_blocks_background_video" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_gallery_items_order_idx" ON "_pages_v_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_items_parent_id_idx" ON "_pages_v_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_items_image_idx" ON "_pages_v_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_gallery_items_video_file_idx" ON "_pages_v_blocks_gallery_items" USING btree ("video_file_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "_pages_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_slider_v_slides_order_idx" ON "_slider_v_slides" USING btree ("_order");
  CREATE INDEX "_slider_v_slides_parent_id_idx" ON "_slider_v_slides" USING btree ("_parent_id");
  CREATE INDEX "_slider_v_slides_image_idx" ON "_slider_v_slides" USING btree ("image_id");
  CREATE INDEX "_slider_v_slides_button_link_button_link_page_idx" ON "_slider_v_slides" USING btree ("button_link_page_id");
  CREATE INDEX "_slider_v_order_idx" ON "_slider_v" USING btree ("_order");
  CREATE INDEX "_slider_v_parent_id_idx" ON "_slider_v" USING btree ("_parent_id");
  CREATE INDEX "_slider_v_path_idx" ON "_slider_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_elastic_slider_slides_order_idx" ON "_pages_v_blocks_elastic_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_elastic_slider_slides_parent_id_idx" ON "_pages_v_blocks_elastic_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_elastic_slider_slides_image_idx" ON "_pages_v_blocks_elastic_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_elastic_slider_order_idx" ON "_pages_v_blocks_elastic_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_elastic_slider_parent_id_idx" ON "_pages_v_blocks_elastic_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_elastic_slider_path_idx" ON "_pages_v_blocks_elastic_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_parallax_order_idx" ON "_pages_v_blocks_parallax" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_parallax_parent_id_idx" ON "_pages_v_blocks_parallax" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_parallax_path_idx" ON "_pages_v_blocks_parallax" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_parallax_image_idx" ON "_pages_v_blocks_parallax" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_background_video_order_idx" ON "_pages_v_blocks_background_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_background_video_parent_id_idx" ON "_pages_v_blocks_background_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_background_video_path_idx" ON "_pages_v_blocks_background_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_background_video_poster_idx" ON "_pages_v_blocks_background_video" USING btree ("poster_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_gallery_items" CASCADE;
  DROP TABLE "pages_blocks_gallery" CASCADE;
  DROP TABLE "slider_slides" CASCADE;
  DROP TABLE "slider" CASCADE;
  DROP TABLE "pages_blocks_elastic_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_elastic_slider" CASCADE;
  DROP TABLE "pages_blocks_parallax" CASCADE;
  DROP TABLE "pages_blocks_background_video" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_items" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_slider_v_slides" CASCADE;
  DROP TABLE "_slider_v" CASCADE;
  DROP TABLE "_pages_v_blocks_elastic_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_elastic_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_parallax" CASCADE;
  DROP TABLE "_pages_v_blocks_background_video" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_skin";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_overlay_opacity";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_animation_speed";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_slideshow_autoplay";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_slideshow_speed";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_show_title";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_show_description";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_arrows";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_thumbnails";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_social";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_deeplinking";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_post_images";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_min_scale";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_max_scale";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_offset";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_video_width";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_video_height";
  ALTER TABLE "site_settings" DROP COLUMN "lightbox_mobile_max_width";
  DROP TYPE "public"."enum_pages_blocks_gallery_items_kind";
  DROP TYPE "public"."enum_pages_blocks_gallery_items_video_source";
  DROP TYPE "public"."enum_pages_blocks_gallery_items_service";
  DROP TYPE "public"."enum_slider_slides_button_link_type";
  DROP TYPE "public"."enum_slider_slides_button_link_appearance";
  DROP TYPE "public"."enum_slider_slides_video_provider";
  DROP TYPE "public"."enum_slider_slides_video_after_end";
  DROP TYPE "public"."enum_pages_blocks_parallax_direction";
  DROP TYPE "public"."enum_pages_blocks_parallax_align";
  DROP TYPE "public"."enum_pages_blocks_parallax_repeat";
  DROP TYPE "public"."enum_pages_blocks_parallax_blend_mode";
  DROP TYPE "public"."enum_pages_blocks_parallax_gradient_type";
  DROP TYPE "public"."enum_pages_blocks_parallax_gradient_radial_direction";
  DROP TYPE "public"."enum_pages_blocks_background_video_provider";
  DROP TYPE "public"."enum_pages_blocks_background_video_display";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_items_kind";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_items_video_source";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_items_service";
  DROP TYPE "public"."enum__slider_v_slides_button_link_type";
  DROP TYPE "public"."enum__slider_v_slides_button_link_appearance";
  DROP TYPE "public"."enum__slider_v_slides_video_provider";
  DROP TYPE "public"."enum__slider_v_slides_video_after_end";
  DROP TYPE "public"."enum__pages_v_blocks_parallax_direction";
  DROP TYPE "public"."enum__pages_v_blocks_parallax_align";
  DROP TYPE "public"."enum__pages_v_blocks_parallax_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_parallax_blend_mode";
  DROP TYPE "public"."enum__pages_v_blocks_parallax_gradient_type";
  DROP TYPE "public"."enum__pages_v_blocks_parallax_gradient_radial_direction";
  DROP TYPE "public"."enum__pages_v_blocks_background_video_provider";
  DROP TYPE "public"."enum__pages_v_blocks_background_video_display";
  DROP TYPE "public"."enum_site_settings_lightbox_skin";
  DROP TYPE "public"."enum_site_settings_lightbox_animation_speed";`)
}
