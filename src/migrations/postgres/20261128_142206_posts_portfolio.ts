import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_vmenu_items_children_link_type" AS ENUM('page', 'post', 'work', 'url');
  CREATE TYPE "public"."enum_posts_vmenu_items_link_type" AS ENUM('page', 'post', 'work', 'url');
  CREATE TYPE "public"."enum_posts_vmenu_expand_on" AS ENUM('click', 'hover');
  CREATE TYPE "public"."enum_posts_blocks_image_width" AS ENUM('content', 'wide');
  CREATE TYPE "public"."enum_posts_blocks_cta_buttons_link_type" AS ENUM('page', 'post', 'work', 'url');
  CREATE TYPE "public"."enum_posts_blocks_cta_buttons_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_posts_blocks_spacer_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_posts_blocks_video_embed_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_posts_blocks_iframe_embed_service" AS ENUM('youtube', 'vimeo', 'maps');
  CREATE TYPE "public"."enum_posts_blocks_map_map_type" AS ENUM('roadmap');
  CREATE TYPE "public"."enum_posts_blocks_map_map_style" AS ENUM('default', 'custom');
  CREATE TYPE "public"."enum_posts_blocks_map_custom_style" AS ENUM('grayscale', 'muted', 'sepia');
  CREATE TYPE "public"."enum_posts_blocks_map_infobox_styling" AS ENUM('default', 'custom');
  CREATE TYPE "public"."enum_posts_blocks_gallery_items_kind" AS ENUM('image', 'video', 'iframe');
  CREATE TYPE "public"."enum_posts_blocks_gallery_items_video_source" AS ENUM('youtube', 'vimeo', 'file');
  CREATE TYPE "public"."enum_posts_blocks_gallery_items_service" AS ENUM('youtube', 'vimeo', 'maps');
  CREATE TYPE "public"."enum_posts_slider_slides_button_link_type" AS ENUM('page', 'post', 'work', 'url');
  CREATE TYPE "public"."enum_posts_slider_slides_button_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_posts_slider_slides_video_provider" AS ENUM('none', 'youtube', 'vimeo');
  CREATE TYPE "public"."enum_posts_slider_slides_video_after_end" AS ENUM('next', 'repeat', 'stay');
  CREATE TYPE "public"."enum_posts_blocks_parallax_direction" AS ENUM('up', 'down', 'left', 'right', 'fixed', 'none');
  CREATE TYPE "public"."enum_posts_blocks_parallax_align" AS ENUM('left top', 'center top', 'right top', 'left center', 'center center', 'right center', 'left bottom', 'center bottom', 'right bottom');
  CREATE TYPE "public"."enum_posts_blocks_parallax_repeat" AS ENUM('no-repeat', 'repeat', 'repeat-x', 'repeat-y');
  CREATE TYPE "public"."enum_posts_blocks_parallax_blend_mode" AS ENUM('normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'color-burn', 'hard-light', 'soft-light', 'difference', 'exclusion', 'hue', 'saturation', 'color', 'luminosity');
  CREATE TYPE "public"."enum_posts_blocks_parallax_gradient_type" AS ENUM('none', 'linear', 'radial');
  CREATE TYPE "public"."enum_posts_blocks_parallax_gradient_radial_direction" AS ENUM('left top', 'center top', 'right top', 'left center', 'center center', 'right center', 'left bottom', 'center bottom', 'right bottom');
  CREATE TYPE "public"."enum_posts_blocks_background_video_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_posts_blocks_background_video_display" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_vmenu_v_items_children_link_type" AS ENUM('page', 'post', 'work', 'url');
  CREATE TYPE "public"."enum__posts_vmenu_v_items_link_type" AS ENUM('page', 'post', 'work', 'url');
  CREATE TYPE "public"."enum__posts_vmenu_v_expand_on" AS ENUM('click', 'hover');
  CREATE TYPE "public"."enum__posts_v_blocks_image_width" AS ENUM('content', 'wide');
  CREATE TYPE "public"."enum__posts_v_blocks_cta_buttons_link_type" AS ENUM('page', 'post', 'work', 'url');
  CREATE TYPE "public"."enum__posts_v_blocks_cta_buttons_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__posts_v_blocks_spacer_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__posts_v_blocks_video_embed_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum__posts_v_blocks_iframe_embed_service" AS ENUM('youtube', 'vimeo', 'maps');
  CREATE TYPE "public"."enum__posts_v_blocks_map_map_type" AS ENUM('roadmap');
  CREATE TYPE "public"."enum__posts_v_blocks_map_map_style" AS ENUM('default', 'custom');
  CREATE TYPE "public"."enum__posts_v_blocks_map_custom_style" AS ENUM('grayscale', 'muted', 'sepia');
  CREATE TYPE "public"."enum__posts_v_blocks_map_infobox_styling" AS ENUM('default', 'custom');
  CREATE TYPE "public"."enum__posts_v_blocks_gallery_items_kind" AS ENUM('image', 'video', 'iframe');
  CREATE TYPE "public"."enum__posts_v_blocks_gallery_items_video_source" AS ENUM('youtube', 'vimeo', 'file');
  CREATE TYPE "public"."enum__posts_v_blocks_gallery_items_service" AS ENUM('youtube', 'vimeo', 'maps');
  CREATE TYPE "public"."enum__posts_slider_v_slides_button_link_type" AS ENUM('page', 'post', 'work', 'url');
  CREATE TYPE "public"."enum__posts_slider_v_slides_button_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__posts_slider_v_slides_video_provider" AS ENUM('none', 'youtube', 'vimeo');
  CREATE TYPE "public"."enum__posts_slider_v_slides_video_after_end" AS ENUM('next', 'repeat', 'stay');
  CREATE TYPE "public"."enum__posts_v_blocks_parallax_direction" AS ENUM('up', 'down', 'left', 'right', 'fixed', 'none');
  CREATE TYPE "public"."enum__posts_v_blocks_parallax_align" AS ENUM('left top', 'center top', 'right top', 'left center', 'center center', 'right center', 'left bottom', 'center bottom', 'right bottom');
  CREATE TYPE "public"."enum__posts_v_blocks_parallax_repeat" AS ENUM('no-repeat', 'repeat', 'repeat-x', 'repeat-y');
  CREATE TYPE "public"."enum__posts_v_blocks_parallax_blend_mode" AS ENUM('normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'color-burn', 'hard-light', 'soft-light', 'difference', 'exclusion', 'hue', 'saturation', 'color', 'luminosity');
  CREATE TYPE "public"."enum__posts_v_blocks_parallax_gradient_type" AS ENUM('none', 'linear', 'radial');
  CREATE TYPE "public"."enum__posts_v_blocks_parallax_gradient_radial_direction" AS ENUM('left top', 'center top', 'right top', 'left center', 'center center', 'right center', 'left bottom', 'center bottom', 'right bottom');
  CREATE TYPE "public"."enum__posts_v_blocks_background_video_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum__posts_v_blocks_background_video_display" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_portfolio_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__portfolio_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_pages_vmenu_items_children_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_vmenu_items_children_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_vmenu_items_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_vmenu_items_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_blocks_hero_buttons_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_blocks_hero_buttons_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_blocks_cta_buttons_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_blocks_cta_buttons_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_slider_slides_button_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_slider_slides_button_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_vmenu_v_items_children_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_vmenu_v_items_children_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_vmenu_v_items_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_vmenu_v_items_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_buttons_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_buttons_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_cta_buttons_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_cta_buttons_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum__slider_v_slides_button_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum__slider_v_slides_button_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_header_main_menu_children_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_header_main_menu_children_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_header_main_menu_columns_links_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_header_main_menu_columns_links_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_header_main_menu_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_header_main_menu_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_header_top_menu_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_header_top_menu_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_footer_columns_links_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_footer_columns_links_link_type" ADD VALUE 'work' BEFORE 'url';
  ALTER TYPE "public"."enum_footer_legal_links_link_type" ADD VALUE 'post' BEFORE 'url';
  ALTER TYPE "public"."enum_footer_legal_links_link_type" ADD VALUE 'work' BEFORE 'url';
  CREATE TABLE "posts_vmenu_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_posts_vmenu_items_children_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_work_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "posts_vmenu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_posts_vmenu_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_work_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "posts_vmenu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"expand_on" "enum_posts_vmenu_expand_on" DEFAULT 'click',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_rich_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb
  );
  
  CREATE TABLE "posts_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"width" "enum_posts_blocks_image_width" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_cta_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_posts_blocks_cta_buttons_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_work_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar,
  	"link_appearance" "enum_posts_blocks_cta_buttons_link_appearance" DEFAULT 'primary'
  );
  
  CREATE TABLE "posts_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_posts_blocks_spacer_size" DEFAULT 'medium',
  	"divider" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_price_list_groups_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"price_cents" numeric,
  	"from" boolean,
  	"duration_minutes" numeric
  );
  
  CREATE TABLE "posts_blocks_price_list_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar
  );
  
  CREATE TABLE "posts_blocks_price_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'oeffnungszeiten',
  	"heading" varchar DEFAULT 'Öffnungszeiten',
  	"show_status" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_team_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"bio" varchar,
  	"tooltip" varchar
  );
  
  CREATE TABLE "posts_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_analytics_opt_out" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar DEFAULT 'Sie können die Erfassung durch Google Analytics auf dieser Website verhindern, auch nachdem Sie eingewilligt haben. Dazu wird ein Cookie gesetzt, das die Erfassung bei künftigen Besuchen verhindert.',
  	"label" varchar DEFAULT 'Google Analytics deaktivieren',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_posts_blocks_video_embed_provider" DEFAULT 'youtube',
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"preview_id" integer,
  	"preview_note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_iframe_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"service" "enum_posts_blocks_iframe_embed_service" DEFAULT 'maps',
  	"provider_name" varchar,
  	"height" numeric DEFAULT 450,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_cform" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_map_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"address" varchar,
  	"coordinates" boolean DEFAULT false,
  	"cache" boolean DEFAULT true,
  	"latitude" numeric,
  	"longitude" numeric,
  	"geocoded_address" varchar,
  	"geocoded_for" varchar,
  	"geocode_note" varchar,
  	"infobox_content" jsonb,
  	"marker_id" integer
  );
  
  CREATE TABLE "posts_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"zoom" numeric DEFAULT 9,
  	"map_type" "enum_posts_blocks_map_map_type" DEFAULT 'roadmap',
  	"height" numeric DEFAULT 450,
  	"map_style" "enum_posts_blocks_map_map_style" DEFAULT 'default',
  	"custom_style" "enum_posts_blocks_map_custom_style" DEFAULT 'grayscale',
  	"overlay_color" varchar,
  	"marker_icon_id" integer,
  	"infobox_styling" "enum_posts_blocks_map_infobox_styling" DEFAULT 'default',
  	"infobox_background" varchar,
  	"infobox_text_color" varchar,
  	"show_address" boolean DEFAULT true,
  	"scrollwheel" boolean DEFAULT false,
  	"animations" boolean DEFAULT true,
  	"preview_id" integer,
  	"preview_key" varchar,
  	"preview_note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_posts_blocks_gallery_items_kind" DEFAULT 'image',
  	"image_id" integer,
  	"title" varchar,
  	"caption" varchar,
  	"video_source" "enum_posts_blocks_gallery_items_video_source" DEFAULT 'youtube',
  	"video_url" varchar,
  	"video_file_id" integer,
  	"page_url" varchar,
  	"service" "enum_posts_blocks_gallery_items_service" DEFAULT 'maps'
  );
  
  CREATE TABLE "posts_blocks_gallery" (
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
  
  CREATE TABLE "posts_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"button_show" boolean DEFAULT false,
  	"button_link_type" "enum_posts_slider_slides_button_link_type" DEFAULT 'page',
  	"button_link_new_tab" boolean,
  	"button_link_no_scroll" boolean,
  	"button_link_page_id" integer,
  	"button_link_post_id" integer,
  	"button_link_work_id" integer,
  	"button_link_url" varchar,
  	"button_link_anchor" varchar,
  	"button_link_label" varchar,
  	"button_link_appearance" "enum_posts_slider_slides_button_link_appearance" DEFAULT 'primary',
  	"video_provider" "enum_posts_slider_slides_video_provider" DEFAULT 'none',
  	"video_url" varchar,
  	"video_after_end" "enum_posts_slider_slides_video_after_end" DEFAULT 'next',
  	"video_autoplay" boolean DEFAULT false
  );
  
  CREATE TABLE "posts_slider" (
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
  
  CREATE TABLE "posts_blocks_elastic_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "posts_blocks_elastic_slider" (
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
  
  CREATE TABLE "posts_blocks_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"image_id" integer,
  	"direction" "enum_posts_blocks_parallax_direction" DEFAULT 'up',
  	"velocity" numeric DEFAULT 0.3,
  	"opacity" numeric DEFAULT 1,
  	"mobile" boolean DEFAULT false,
  	"align" "enum_posts_blocks_parallax_align" DEFAULT 'center center',
  	"repeat" "enum_posts_blocks_parallax_repeat" DEFAULT 'no-repeat',
  	"background_color" varchar DEFAULT '#2b2029',
  	"blend_mode" "enum_posts_blocks_parallax_blend_mode" DEFAULT 'normal',
  	"gradient_type" "enum_posts_blocks_parallax_gradient_type" DEFAULT 'none',
  	"gradient_angle" numeric DEFAULT 180,
  	"gradient_radial_direction" "enum_posts_blocks_parallax_gradient_radial_direction" DEFAULT 'center center',
  	"gradient_start_color" varchar DEFAULT '#2b2029',
  	"gradient_start_position" numeric DEFAULT 0,
  	"gradient_end_color" varchar DEFAULT '#6b3f5c',
  	"gradient_end_position" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_background_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"provider" "enum_posts_blocks_background_video_provider" DEFAULT 'youtube',
  	"video" varchar,
  	"title" varchar,
  	"mute" boolean DEFAULT true,
  	"loop" boolean DEFAULT true,
  	"display" "enum_posts_blocks_background_video_display" DEFAULT 'contain',
  	"aspect_ratio" varchar DEFAULT '16:9',
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"excerpt" varchar,
  	"image_id" integer,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"author_name" varchar,
  	"path" varchar,
  	"wordpress_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"post_categories_id" integer,
  	"post_tags_id" integer
  );
  
  CREATE TABLE "_posts_vmenu_v_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__posts_vmenu_v_items_children_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_work_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_vmenu_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__posts_vmenu_v_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_work_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_vmenu_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"expand_on" "enum__posts_vmenu_v_expand_on" DEFAULT 'click',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_rich_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"width" "enum__posts_v_blocks_image_width" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_cta_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__posts_v_blocks_cta_buttons_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_work_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar,
  	"link_appearance" "enum__posts_v_blocks_cta_buttons_link_appearance" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__posts_v_blocks_spacer_size" DEFAULT 'medium',
  	"divider" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_price_list_groups_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"price_cents" numeric,
  	"from" boolean,
  	"duration_minutes" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_price_list_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_price_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'oeffnungszeiten',
  	"heading" varchar DEFAULT 'Öffnungszeiten',
  	"show_status" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_team_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"bio" varchar,
  	"tooltip" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_analytics_opt_out" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar DEFAULT 'Sie können die Erfassung durch Google Analytics auf dieser Website verhindern, auch nachdem Sie eingewilligt haben. Dazu wird ein Cookie gesetzt, das die Erfassung bei künftigen Besuchen verhindert.',
  	"label" varchar DEFAULT 'Google Analytics deaktivieren',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum__posts_v_blocks_video_embed_provider" DEFAULT 'youtube',
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"preview_id" integer,
  	"preview_note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_iframe_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"service" "enum__posts_v_blocks_iframe_embed_service" DEFAULT 'maps',
  	"provider_name" varchar,
  	"height" numeric DEFAULT 450,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_cform_v" (
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
  
  CREATE TABLE "_posts_v_blocks_map_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"address" varchar,
  	"coordinates" boolean DEFAULT false,
  	"cache" boolean DEFAULT true,
  	"latitude" numeric,
  	"longitude" numeric,
  	"geocoded_address" varchar,
  	"geocoded_for" varchar,
  	"geocode_note" varchar,
  	"infobox_content" jsonb,
  	"marker_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"zoom" numeric DEFAULT 9,
  	"map_type" "enum__posts_v_blocks_map_map_type" DEFAULT 'roadmap',
  	"height" numeric DEFAULT 450,
  	"map_style" "enum__posts_v_blocks_map_map_style" DEFAULT 'default',
  	"custom_style" "enum__posts_v_blocks_map_custom_style" DEFAULT 'grayscale',
  	"overlay_color" varchar,
  	"marker_icon_id" integer,
  	"infobox_styling" "enum__posts_v_blocks_map_infobox_styling" DEFAULT 'default',
  	"infobox_background" varchar,
  	"infobox_text_color" varchar,
  	"show_address" boolean DEFAULT true,
  	"scrollwheel" boolean DEFAULT false,
  	"animations" boolean DEFAULT true,
  	"preview_id" integer,
  	"preview_key" varchar,
  	"preview_note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__posts_v_blocks_gallery_items_kind" DEFAULT 'image',
  	"image_id" integer,
  	"title" varchar,
  	"caption" varchar,
  	"video_source" "enum__posts_v_blocks_gallery_items_video_source" DEFAULT 'youtube',
  	"video_url" varchar,
  	"video_file_id" integer,
  	"page_url" varchar,
  	"service" "enum__posts_v_blocks_gallery_items_service" DEFAULT 'maps',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_gallery" (
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
  
  CREATE TABLE "_posts_slider_v_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"button_show" boolean DEFAULT false,
  	"button_link_type" "enum__posts_slider_v_slides_button_link_type" DEFAULT 'page',
  	"button_link_new_tab" boolean,
  	"button_link_no_scroll" boolean,
  	"button_link_page_id" integer,
  	"button_link_post_id" integer,
  	"button_link_work_id" integer,
  	"button_link_url" varchar,
  	"button_link_anchor" varchar,
  	"button_link_label" varchar,
  	"button_link_appearance" "enum__posts_slider_v_slides_button_link_appearance" DEFAULT 'primary',
  	"video_provider" "enum__posts_slider_v_slides_video_provider" DEFAULT 'none',
  	"video_url" varchar,
  	"video_after_end" "enum__posts_slider_v_slides_video_after_end" DEFAULT 'next',
  	"video_autoplay" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_slider_v" (
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
  
  CREATE TABLE "_posts_v_blocks_elastic_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_elastic_slider" (
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
  
  CREATE TABLE "_posts_v_blocks_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"image_id" integer,
  	"direction" "enum__posts_v_blocks_parallax_direction" DEFAULT 'up',
  	"velocity" numeric DEFAULT 0.3,
  	"opacity" numeric DEFAULT 1,
  	"mobile" boolean DEFAULT false,
  	"align" "enum__posts_v_blocks_parallax_align" DEFAULT 'center center',
  	"repeat" "enum__posts_v_blocks_parallax_repeat" DEFAULT 'no-repeat',
  	"background_color" varchar DEFAULT '#2b2029',
  	"blend_mode" "enum__posts_v_blocks_parallax_blend_mode" DEFAULT 'normal',
  	"gradient_type" "enum__posts_v_blocks_parallax_gradient_type" DEFAULT 'none',
  	"gradient_angle" numeric DEFAULT 180,
  	"gradient_radial_direction" "enum__posts_v_blocks_parallax_gradient_radial_direction" DEFAULT 'center center',
  	"gradient_start_color" varchar DEFAULT '#2b2029',
  	"gradient_start_position" numeric DEFAULT 0,
  	"gradient_end_color" varchar DEFAULT '#6b3f5c',
  	"gradient_end_position" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_background_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"provider" "enum__posts_v_blocks_background_video_provider" DEFAULT 'youtube',
  	"video" varchar,
  	"title" varchar,
  	"mute" boolean DEFAULT true,
  	"loop" boolean DEFAULT true,
  	"display" "enum__posts_v_blocks_background_video_display" DEFAULT 'contain',
  	"aspect_ratio" varchar DEFAULT '16:9',
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_image_id" integer,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author_name" varchar,
  	"version_path" varchar,
  	"version_wordpress_id" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"post_categories_id" integer,
  	"post_tags_id" integer
  );
  
  CREATE TABLE "post_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"wordpress_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "post_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"wordpress_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portfolio_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "portfolio" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"service" varchar,
  	"stylist" varchar,
  	"before_id" integer,
  	"after_id" integer,
  	"excerpt" varchar,
  	"description" jsonb,
  	"slug" varchar,
  	"category_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"path" varchar,
  	"wordpress_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_portfolio_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_portfolio_v_version_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_portfolio_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_service" varchar,
  	"version_stylist" varchar,
  	"version_before_id" integer,
  	"version_after_id" integer,
  	"version_excerpt" varchar,
  	"version_description" jsonb,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_path" varchar,
  	"version_wordpress_id" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__portfolio_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "portfolio_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"wordpress_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_vmenu_items_children" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "pages_vmenu_items_children" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "pages_vmenu_items" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "pages_vmenu_items" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "pages_blocks_hero_buttons" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "pages_blocks_hero_buttons" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "pages_blocks_cta_buttons" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "pages_blocks_cta_buttons" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "slider_slides" ADD COLUMN "button_link_post_id" integer;
  ALTER TABLE "slider_slides" ADD COLUMN "button_link_work_id" integer;
  ALTER TABLE "_pages_vmenu_v_items_children" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "_pages_vmenu_v_items_children" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "_pages_vmenu_v_items" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "_pages_vmenu_v_items" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "_pages_v_blocks_hero_buttons" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "_pages_v_blocks_hero_buttons" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "_pages_v_blocks_cta_buttons" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "_pages_v_blocks_cta_buttons" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "_slider_v_slides" ADD COLUMN "button_link_post_id" integer;
  ALTER TABLE "_slider_v_slides" ADD COLUMN "button_link_work_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "portfolio_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "post_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "post_tags_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_categories_id" integer;
  ALTER TABLE "header_main_menu_children" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "header_main_menu_children" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "header_main_menu_columns_links" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "header_main_menu_columns_links" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "header_main_menu" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "header_main_menu" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "header_top_menu" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "header_top_menu" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "footer_columns_links" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "footer_columns_links" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "footer_legal_links" ADD COLUMN "link_post_id" integer;
  ALTER TABLE "footer_legal_links" ADD COLUMN "link_work_id" integer;
  ALTER TABLE "posts_vmenu_items_children" ADD CONSTRAINT "posts_vmenu_items_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_vmenu_items_children" ADD CONSTRAINT "posts_vmenu_items_children_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_vmenu_items_children" ADD CONSTRAINT "posts_vmenu_items_children_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_vmenu_items_children" ADD CONSTRAINT "posts_vmenu_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_vmenu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_vmenu_items" ADD CONSTRAINT "posts_vmenu_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_vmenu_items" ADD CONSTRAINT "posts_vmenu_items_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_vmenu_items" ADD CONSTRAINT "posts_vmenu_items_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_vmenu_items" ADD CONSTRAINT "posts_vmenu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_vmenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_vmenu" ADD CONSTRAINT "posts_vmenu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_rich_text_columns" ADD CONSTRAINT "posts_blocks_rich_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_rich_text" ADD CONSTRAINT "posts_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_image" ADD CONSTRAINT "posts_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_image" ADD CONSTRAINT "posts_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_cta_buttons" ADD CONSTRAINT "posts_blocks_cta_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_cta_buttons" ADD CONSTRAINT "posts_blocks_cta_buttons_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_cta_buttons" ADD CONSTRAINT "posts_blocks_cta_buttons_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_cta_buttons" ADD CONSTRAINT "posts_blocks_cta_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_cta" ADD CONSTRAINT "posts_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_spacer" ADD CONSTRAINT "posts_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_price_list_groups_services" ADD CONSTRAINT "posts_blocks_price_list_groups_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_price_list_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_price_list_groups" ADD CONSTRAINT "posts_blocks_price_list_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_price_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_price_list" ADD CONSTRAINT "posts_blocks_price_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_opening_hours" ADD CONSTRAINT "posts_blocks_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_team_members" ADD CONSTRAINT "posts_blocks_team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_team_members" ADD CONSTRAINT "posts_blocks_team_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_team" ADD CONSTRAINT "posts_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_analytics_opt_out" ADD CONSTRAINT "posts_blocks_analytics_opt_out_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_video_embed" ADD CONSTRAINT "posts_blocks_video_embed_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_video_embed" ADD CONSTRAINT "posts_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_iframe_embed" ADD CONSTRAINT "posts_blocks_iframe_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_cform" ADD CONSTRAINT "posts_cform_form_id_contact_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."contact_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_cform" ADD CONSTRAINT "posts_cform_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_map_addresses" ADD CONSTRAINT "posts_blocks_map_addresses_marker_id_media_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_map_addresses" ADD CONSTRAINT "posts_blocks_map_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_map" ADD CONSTRAINT "posts_blocks_map_marker_icon_id_media_id_fk" FOREIGN KEY ("marker_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_map" ADD CONSTRAINT "posts_blocks_map_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_map" ADD CONSTRAINT "posts_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_gallery_items" ADD CONSTRAINT "posts_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_gallery_items" ADD CONSTRAINT "posts_blocks_gallery_items_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_gallery_items" ADD CONSTRAINT "posts_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_gallery" ADD CONSTRAINT "posts_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_slider_slides" ADD CONSTRAINT "posts_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_slider_slides" ADD CONSTRAINT "posts_slider_slides_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_slider_slides" ADD CONSTRAINT "posts_slider_slides_button_link_post_id_posts_id_fk" FOREIGN KEY ("button_link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_slider_slides" ADD CONSTRAINT "posts_slider_slides_button_link_work_id_portfolio_id_fk" FOREIGN KEY ("button_link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_slider_slides" ADD CONSTRAINT "posts_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_slider" ADD CONSTRAINT "posts_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_elastic_slider_slides" ADD CONSTRAINT "posts_blocks_elastic_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_elastic_slider_slides" ADD CONSTRAINT "posts_blocks_elastic_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_elastic_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_elastic_slider" ADD CONSTRAINT "posts_blocks_elastic_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_parallax" ADD CONSTRAINT "posts_blocks_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_parallax" ADD CONSTRAINT "posts_blocks_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_background_video" ADD CONSTRAINT "posts_blocks_background_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_background_video" ADD CONSTRAINT "posts_blocks_background_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_post_categories_fk" FOREIGN KEY ("post_categories_id") REFERENCES "public"."post_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_post_tags_fk" FOREIGN KEY ("post_tags_id") REFERENCES "public"."post_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_vmenu_v_items_children" ADD CONSTRAINT "_posts_vmenu_v_items_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_vmenu_v_items_children" ADD CONSTRAINT "_posts_vmenu_v_items_children_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_vmenu_v_items_children" ADD CONSTRAINT "_posts_vmenu_v_items_children_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_vmenu_v_items_children" ADD CONSTRAINT "_posts_vmenu_v_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_vmenu_v_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_vmenu_v_items" ADD CONSTRAINT "_posts_vmenu_v_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_vmenu_v_items" ADD CONSTRAINT "_posts_vmenu_v_items_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_vmenu_v_items" ADD CONSTRAINT "_posts_vmenu_v_items_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_vmenu_v_items" ADD CONSTRAINT "_posts_vmenu_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_vmenu_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_vmenu_v" ADD CONSTRAINT "_posts_vmenu_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_rich_text_columns" ADD CONSTRAINT "_posts_v_blocks_rich_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_rich_text" ADD CONSTRAINT "_posts_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image" ADD CONSTRAINT "_posts_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image" ADD CONSTRAINT "_posts_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_cta_buttons" ADD CONSTRAINT "_posts_v_blocks_cta_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_cta_buttons" ADD CONSTRAINT "_posts_v_blocks_cta_buttons_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_cta_buttons" ADD CONSTRAINT "_posts_v_blocks_cta_buttons_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_cta_buttons" ADD CONSTRAINT "_posts_v_blocks_cta_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_cta" ADD CONSTRAINT "_posts_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_spacer" ADD CONSTRAINT "_posts_v_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_price_list_groups_services" ADD CONSTRAINT "_posts_v_blocks_price_list_groups_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_price_list_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_price_list_groups" ADD CONSTRAINT "_posts_v_blocks_price_list_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_price_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_price_list" ADD CONSTRAINT "_posts_v_blocks_price_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_opening_hours" ADD CONSTRAINT "_posts_v_blocks_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_team_members" ADD CONSTRAINT "_posts_v_blocks_team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_team_members" ADD CONSTRAINT "_posts_v_blocks_team_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_team" ADD CONSTRAINT "_posts_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_analytics_opt_out" ADD CONSTRAINT "_posts_v_blocks_analytics_opt_out_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_video_embed" ADD CONSTRAINT "_posts_v_blocks_video_embed_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_video_embed" ADD CONSTRAINT "_posts_v_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_iframe_embed" ADD CONSTRAINT "_posts_v_blocks_iframe_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_cform_v" ADD CONSTRAINT "_posts_cform_v_form_id_contact_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."contact_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_cform_v" ADD CONSTRAINT "_posts_cform_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map_addresses" ADD CONSTRAINT "_posts_v_blocks_map_addresses_marker_id_media_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map_addresses" ADD CONSTRAINT "_posts_v_blocks_map_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map" ADD CONSTRAINT "_posts_v_blocks_map_marker_icon_id_media_id_fk" FOREIGN KEY ("marker_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map" ADD CONSTRAINT "_posts_v_blocks_map_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map" ADD CONSTRAINT "_posts_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_gallery_items" ADD CONSTRAINT "_posts_v_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_gallery_items" ADD CONSTRAINT "_posts_v_blocks_gallery_items_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_gallery_items" ADD CONSTRAINT "_posts_v_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_gallery" ADD CONSTRAINT "_posts_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_slider_v_slides" ADD CONSTRAINT "_posts_slider_v_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_slider_v_slides" ADD CONSTRAINT "_posts_slider_v_slides_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_slider_v_slides" ADD CONSTRAINT "_posts_slider_v_slides_button_link_post_id_posts_id_fk" FOREIGN KEY ("button_link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_slider_v_slides" ADD CONSTRAINT "_posts_slider_v_slides_button_link_work_id_portfolio_id_fk" FOREIGN KEY ("button_link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_slider_v_slides" ADD CONSTRAINT "_posts_slider_v_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_slider_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_slider_v" ADD CONSTRAINT "_posts_slider_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_elastic_slider_slides" ADD CONSTRAINT "_posts_v_blocks_elastic_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_elastic_slider_slides" ADD CONSTRAINT "_posts_v_blocks_elastic_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_elastic_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_elastic_slider" ADD CONSTRAINT "_posts_v_blocks_elastic_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_parallax" ADD CONSTRAINT "_posts_v_blocks_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_parallax" ADD CONSTRAINT "_posts_v_blocks_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_background_video" ADD CONSTRAINT "_posts_v_blocks_background_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_background_video" ADD CONSTRAINT "_posts_v_blocks_background_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_post_categories_fk" FOREIGN KEY ("post_categories_id") REFERENCES "public"."post_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_post_tags_fk" FOREIGN KEY ("post_tags_id") REFERENCES "public"."post_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_pictures" ADD CONSTRAINT "portfolio_pictures_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio_pictures" ADD CONSTRAINT "portfolio_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_before_id_media_id_fk" FOREIGN KEY ("before_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_after_id_media_id_fk" FOREIGN KEY ("after_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_category_id_portfolio_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_v_version_pictures" ADD CONSTRAINT "_portfolio_v_version_pictures_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_v_version_pictures" ADD CONSTRAINT "_portfolio_v_version_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_v" ADD CONSTRAINT "_portfolio_v_parent_id_portfolio_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_v" ADD CONSTRAINT "_portfolio_v_version_before_id_media_id_fk" FOREIGN KEY ("version_before_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_v" ADD CONSTRAINT "_portfolio_v_version_after_id_media_id_fk" FOREIGN KEY ("version_after_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_v" ADD CONSTRAINT "_portfolio_v_version_category_id_portfolio_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "posts_vmenu_items_children_order_idx" ON "posts_vmenu_items_children" USING btree ("_order");
  CREATE INDEX "posts_vmenu_items_children_parent_id_idx" ON "posts_vmenu_items_children" USING btree ("_parent_id");
  CREATE INDEX "posts_vmenu_items_children_link_link_page_idx" ON "posts_vmenu_items_children" USING btree ("link_page_id");
  CREATE INDEX "posts_vmenu_items_children_link_link_post_idx" ON "posts_vmenu_items_children" USING btree ("link_post_id");
  CREATE INDEX "posts_vmenu_items_children_link_link_work_idx" ON "posts_vmenu_items_children" USING btree ("link_work_id");
  CREATE INDEX "posts_vmenu_items_order_idx" ON "posts_vmenu_items" USING btree ("_order");
  CREATE INDEX "posts_vmenu_items_parent_id_idx" ON "posts_vmenu_items" USING btree ("_parent_id");
  CREATE INDEX "posts_vmenu_items_link_link_page_idx" ON "posts_vmenu_items" USING btree ("link_page_id");
  CREATE INDEX "posts_vmenu_items_link_link_post_idx" ON "posts_vmenu_items" USING btree ("link_post_id");
  CREATE INDEX "posts_vmenu_items_link_link_work_idx" ON "posts_vmenu_items" USING btree ("link_work_id");
  CREATE INDEX "posts_vmenu_order_idx" ON "posts_vmenu" USING btree ("_order");
  CREATE INDEX "posts_vmenu_parent_id_idx" ON "posts_vmenu" USING btree ("_parent_id");
  CREATE INDEX "posts_vmenu_path_idx" ON "posts_vmenu" USING btree ("_path");
  CREATE INDEX "posts_blocks_rich_text_columns_order_idx" ON "posts_blocks_rich_text_columns" USING btree ("_order");
  CREATE INDEX "posts_blocks_rich_text_columns_parent_id_idx" ON "posts_blocks_rich_text_columns" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_rich_text_order_idx" ON "posts_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "posts_blocks_rich_text_parent_id_idx" ON "posts_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_rich_text_path_idx" ON "posts_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "posts_blocks_image_order_idx" ON "posts_blocks_image" USING btree ("_order");
  CREATE INDEX "posts_blocks_image_parent_id_idx" ON "posts_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_image_path_idx" ON "posts_blocks_image" USING btree ("_path");
  CREATE INDEX "posts_blocks_image_image_idx" ON "posts_blocks_image" USING btree ("image_id");
  CREATE INDEX "posts_blocks_cta_buttons_order_idx" ON "posts_blocks_cta_buttons" USING btree ("_order");
  CREATE INDEX "posts_blocks_cta_buttons_parent_id_idx" ON "posts_blocks_cta_buttons" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_cta_buttons_link_link_page_idx" ON "posts_blocks_cta_buttons" USING btree ("link_page_id");
  CREATE INDEX "posts_blocks_cta_buttons_link_link_post_idx" ON "posts_blocks_cta_buttons" USING btree ("link_post_id");
  CREATE INDEX "posts_blocks_cta_buttons_link_link_work_idx" ON "posts_blocks_cta_buttons" USING btree ("link_work_id");
  CREATE INDEX "posts_blocks_cta_order_idx" ON "posts_blocks_cta" USING btree ("_order");
  CREATE INDEX "posts_blocks_cta_parent_id_idx" ON "posts_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_cta_path_idx" ON "posts_blocks_cta" USING btree ("_path");
  CREATE INDEX "posts_blocks_spacer_order_idx" ON "posts_blocks_spacer" USING btree ("_order");
  CREATE INDEX "posts_blocks_spacer_parent_id_idx" ON "posts_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_spacer_path_idx" ON "posts_blocks_spacer" USING btree ("_path");
  CREATE INDEX "posts_blocks_price_list_groups_services_order_idx" ON "posts_blocks_price_list_groups_services" USING btree ("_order");
  CREATE INDEX "posts_blocks_price_list_groups_services_parent_id_idx" ON "posts_blocks_price_list_groups_services" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_price_list_groups_order_idx" ON "posts_blocks_price_list_groups" USING btree ("_order");
  CREATE INDEX "posts_blocks_price_list_groups_parent_id_idx" ON "posts_blocks_price_list_groups" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_price_list_order_idx" ON "posts_blocks_price_list" USING btree ("_order");
  CREATE INDEX "posts_blocks_price_list_parent_id_idx" ON "posts_blocks_price_list" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_price_list_path_idx" ON "posts_blocks_price_list" USING btree ("_path");
  CREATE INDEX "posts_blocks_opening_hours_order_idx" ON "posts_blocks_opening_hours" USING btree ("_order");
  CREATE INDEX "posts_blocks_opening_hours_parent_id_idx" ON "posts_blocks_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_opening_hours_path_idx" ON "posts_blocks_opening_hours" USING btree ("_path");
  CREATE INDEX "posts_blocks_team_members_order_idx" ON "posts_blocks_team_members" USING btree ("_order");
  CREATE INDEX "posts_blocks_team_members_parent_id_idx" ON "posts_blocks_team_members" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_team_members_photo_idx" ON "posts_blocks_team_members" USING btree ("photo_id");
  CREATE INDEX "posts_blocks_team_order_idx" ON "posts_blocks_team" USING btree ("_order");
  CREATE INDEX "posts_blocks_team_parent_id_idx" ON "posts_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_team_path_idx" ON "posts_blocks_team" USING btree ("_path");
  CREATE INDEX "posts_blocks_analytics_opt_out_order_idx" ON "posts_blocks_analytics_opt_out" USING btree ("_order");
  CREATE INDEX "posts_blocks_analytics_opt_out_parent_id_idx" ON "posts_blocks_analytics_opt_out" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_analytics_opt_out_path_idx" ON "posts_blocks_analytics_opt_out" USING btree ("_path");
  CREATE INDEX "posts_blocks_video_embed_order_idx" ON "posts_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "posts_blocks_video_embed_parent_id_idx" ON "posts_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_video_embed_path_idx" ON "posts_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "posts_blocks_video_embed_preview_idx" ON "posts_blocks_video_embed" USING btree ("preview_id");
  CREATE INDEX "posts_blocks_iframe_embed_order_idx" ON "posts_blocks_iframe_embed" USING btree ("_order");
  CREATE INDEX "posts_blocks_iframe_embed_parent_id_idx" ON "posts_blocks_iframe_embed" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_iframe_embed_path_idx" ON "posts_blocks_iframe_embed" USING btree ("_path");
  CREATE INDEX "posts_cform_order_idx" ON "posts_cform" USING btree ("_order");
  CREATE INDEX "posts_cform_parent_id_idx" ON "posts_cform" USING btree ("_parent_id");
  CREATE INDEX "posts_cform_path_idx" ON "posts_cform" USING btree ("_path");
  CREATE INDEX "posts_cform_form_idx" ON "posts_cform" USING btree ("form_id");
  CREATE INDEX "posts_blocks_map_addresses_order_idx" ON "posts_blocks_map_addresses" USING btree ("_order");
  CREATE INDEX "posts_blocks_map_addresses_parent_id_idx" ON "posts_blocks_map_addresses" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_map_addresses_marker_idx" ON "posts_blocks_map_addresses" USING btree ("marker_id");
  CREATE INDEX "posts_blocks_map_order_idx" ON "posts_blocks_map" USING btree ("_order");
  CREATE INDEX "posts_blocks_map_parent_id_idx" ON "posts_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_map_path_idx" ON "posts_blocks_map" USING btree ("_path");
  CREATE INDEX "posts_blocks_map_marker_icon_idx" ON "posts_blocks_map" USING btree ("marker_icon_id");
  CREATE INDEX "posts_blocks_map_preview_idx" ON "posts_blocks_map" USING btree ("preview_id");
  CREATE INDEX "posts_blocks_gallery_items_order_idx" ON "posts_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "posts_blocks_gallery_items_parent_id_idx" ON "posts_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_gallery_items_image_idx" ON "posts_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "posts_blocks_gallery_items_video_file_idx" ON "posts_blocks_gallery_items" USING btree ("video_file_id");
  CREATE INDEX "posts_blocks_gallery_order_idx" ON "posts_blocks_gallery" USING btree ("_order");
  CREATE INDEX "posts_blocks_gallery_parent_id_idx" ON "posts_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_gallery_path_idx" ON "posts_blocks_gallery" USING btree ("_path");
  CREATE INDEX "posts_slider_slides_order_idx" ON "posts_slider_slides" USING btree ("_order");
  CREATE INDEX "posts_slider_slides_parent_id_idx" ON "posts_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "posts_slider_slides_image_idx" ON "posts_slider_slides" USING btree ("image_id");
  CREATE INDEX "posts_slider_slides_button_link_button_link_page_idx" ON "posts_slider_slides" USING btree ("button_link_page_id");
  CREATE INDEX "posts_slider_slides_button_link_button_link_post_idx" ON "posts_slider_slides" USING btree ("button_link_post_id");
  CREATE INDEX "posts_slider_slides_button_link_button_link_work_idx" ON "posts_slider_slides" USING btree ("button_link_work_id");
  CREATE INDEX "posts_slider_order_idx" ON "posts_slider" USING btree ("_order");
  CREATE INDEX "posts_slider_parent_id_idx" ON "posts_slider" USING btree ("_parent_id");
  CREATE INDEX "posts_slider_path_idx" ON "posts_slider" USING btree ("_path");
  CREATE INDEX "posts_blocks_elastic_slider_slides_order_idx" ON "posts_blocks_elastic_slider_slides" USING btree ("_order");
  CREATE INDEX "posts_blocks_elastic_slider_slides_parent_id_idx" ON "posts_blocks_elastic_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_elastic_slider_slides_image_idx" ON "posts_blocks_elastic_slider_slides" USING btree ("image_id");
  CREATE INDEX "posts_blocks_elastic_slider_order_idx" ON "posts_blocks_elastic_slider" USING btree ("_order");
  CREATE INDEX "posts_blocks_elastic_slider_parent_id_idx" ON "posts_blocks_elastic_slider" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_elastic_slider_path_idx" ON "posts_blocks_elastic_slider" USING btree ("_path");
  CREATE INDEX "posts_blocks_parallax_order_idx" ON "posts_blocks_parallax" USING btree ("_order");
  CREATE INDEX "posts_blocks_parallax_parent_id_idx" ON "posts_blocks_parallax" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_parallax_path_idx" ON "posts_blocks_parallax" USING btree ("_path");
  CREATE INDEX "posts_blocks_parallax_image_idx" ON "posts_blocks_parallax" USING btree ("image_id");
  CREATE INDEX "posts_blocks_background_video_order_idx" ON "posts_blocks_background_video" USING btree ("_order");
  CREATE INDEX "posts_blocks_background_video_parent_id_idx" ON "posts_blocks_background_video" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_background_video_path_idx" ON "posts_blocks_background_video" USING btree ("_path");
  CREATE INDEX "posts_blocks_background_video_poster_idx" ON "posts_blocks_background_video" USING btree ("poster_id");
  CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image_id");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_wordpress_id_idx" ON "posts" USING btree ("wordpress_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "posts_rels_order_idx" ON "posts_rels" USING btree ("order");
  CREATE INDEX "posts_rels_parent_idx" ON "posts_rels" USING btree ("parent_id");
  CREATE INDEX "posts_rels_path_idx" ON "posts_rels" USING btree ("path");
  CREATE INDEX "posts_rels_post_categories_id_idx" ON "posts_rels" USING btree ("post_categories_id");
  CREATE INDEX "posts_rels_post_tags_id_idx" ON "posts_rels" USING btree ("post_tags_id");
  CREATE INDEX "_posts_vmenu_v_items_children_order_idx" ON "_posts_vmenu_v_items_children" USING btree ("_order");
  CREATE INDEX "_posts_vmenu_v_items_children_parent_id_idx" ON "_posts_vmenu_v_items_children" USING btree ("_parent_id");
  CREATE INDEX "_posts_vmenu_v_items_children_link_link_page_idx" ON "_posts_vmenu_v_items_children" USING btree ("link_page_id");
  CREATE INDEX "_posts_vmenu_v_items_children_link_link_post_idx" ON "_posts_vmenu_v_items_children" USING btree ("link_post_id");
  CREATE INDEX "_posts_vmenu_v_items_children_link_link_work_idx" ON "_posts_vmenu_v_items_children" USING btree ("link_work_id");
  CREATE INDEX "_posts_vmenu_v_items_order_idx" ON "_posts_vmenu_v_items" USING btree ("_order");
  CREATE INDEX "_posts_vmenu_v_items_parent_id_idx" ON "_posts_vmenu_v_items" USING btree ("_parent_id");
  CREATE INDEX "_posts_vmenu_v_items_link_link_page_idx" ON "_posts_vmenu_v_items" USING btree ("link_page_id");
  CREATE INDEX "_posts_vmenu_v_items_link_link_post_idx" ON "_posts_vmenu_v_items" USING btree ("link_post_id");
  CREATE INDEX "_posts_vmenu_v_items_link_link_work_idx" ON "_posts_vmenu_v_items" USING btree ("link_work_id");
  CREATE INDEX "_posts_vmenu_v_order_idx" ON "_posts_vmenu_v" USING btree ("_order");
  CREATE INDEX "_posts_vmenu_v_parent_id_idx" ON "_posts_vmenu_v" USING btree ("_parent_id");
  CREATE INDEX "_posts_vmenu_v_path_idx" ON "_posts_vmenu_v" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_rich_text_columns_order_idx" ON "_posts_v_blocks_rich_text_columns" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_rich_text_columns_parent_id_idx" ON "_posts_v_blocks_rich_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_rich_text_order_idx" ON "_posts_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_rich_text_parent_id_idx" ON "_posts_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_rich_text_path_idx" ON "_posts_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_image_order_idx" ON "_posts_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_image_parent_id_idx" ON "_posts_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_image_path_idx" ON "_posts_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_image_image_idx" ON "_posts_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_cta_buttons_order_idx" ON "_posts_v_blocks_cta_buttons" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_cta_buttons_parent_id_idx" ON "_posts_v_blocks_cta_buttons" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_cta_buttons_link_link_page_idx" ON "_posts_v_blocks_cta_buttons" USING btree ("link_page_id");
  CREATE INDEX "_posts_v_blocks_cta_buttons_link_link_post_idx" ON "_posts_v_blocks_cta_buttons" USING btree ("link_post_id");
  CREATE INDEX "_posts_v_blocks_cta_buttons_link_link_work_idx" ON "_posts_v_blocks_cta_buttons" USING btree ("link_work_id");
  CREATE INDEX "_posts_v_blocks_cta_order_idx" ON "_posts_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_cta_parent_id_idx" ON "_posts_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_cta_path_idx" ON "_posts_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_spacer_order_idx" ON "_posts_v_blocks_spacer" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_spacer_parent_id_idx" ON "_posts_v_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_spacer_path_idx" ON "_posts_v_blocks_spacer" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_price_list_groups_services_order_idx" ON "_posts_v_blocks_price_list_groups_services" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_price_list_groups_services_parent_id_idx" ON "_posts_v_blocks_price_list_groups_services" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_price_list_groups_order_idx" ON "_posts_v_blocks_price_list_groups" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_price_list_groups_parent_id_idx" ON "_posts_v_blocks_price_list_groups" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_price_list_order_idx" ON "_posts_v_blocks_price_list" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_price_list_parent_id_idx" ON "_posts_v_blocks_price_list" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_price_list_path_idx" ON "_posts_v_blocks_price_list" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_opening_hours_order_idx" ON "_posts_v_blocks_opening_hours" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_opening_hours_parent_id_idx" ON "_posts_v_blocks_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_opening_hours_path_idx" ON "_posts_v_blocks_opening_hours" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_team_members_order_idx" ON "_posts_v_blocks_team_members" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_team_members_parent_id_idx" ON "_posts_v_blocks_team_members" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_team_members_photo_idx" ON "_posts_v_blocks_team_members" USING btree ("photo_id");
  CREATE INDEX "_posts_v_blocks_team_order_idx" ON "_posts_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_team_parent_id_idx" ON "_posts_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_team_path_idx" ON "_posts_v_blocks_team" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_analytics_opt_out_order_idx" ON "_posts_v_blocks_analytics_opt_out" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_analytics_opt_out_parent_id_idx" ON "_posts_v_blocks_analytics_opt_out" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_analytics_opt_out_path_idx" ON "_posts_v_blocks_analytics_opt_out" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_video_embed_order_idx" ON "_posts_v_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_video_embed_parent_id_idx" ON "_posts_v_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_video_embed_path_idx" ON "_posts_v_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_video_embed_preview_idx" ON "_posts_v_blocks_video_embed" USING btree ("preview_id");
  CREATE INDEX "_posts_v_blocks_iframe_embed_order_idx" ON "_posts_v_blocks_iframe_embed" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_iframe_embed_parent_id_idx" ON "_posts_v_blocks_iframe_embed" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_iframe_embed_path_idx" ON "_posts_v_blocks_iframe_embed" USING btree ("_path");
  CREATE INDEX "_posts_cform_v_order_idx" ON "_posts_cform_v" USING btree ("_order");
  CREATE INDEX "_posts_cform_v_parent_id_idx" ON "_posts_cform_v" USING btree ("_parent_id");
  CREATE INDEX "_posts_cform_v_path_idx" ON "_posts_cform_v" USING btree ("_path");
  CREATE INDEX "_posts_cform_v_form_idx" ON "_posts_cform_v" USING btree ("form_id");
  CREATE INDEX "_posts_v_blocks_map_addresses_order_idx" ON "_posts_v_blocks_map_addresses" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_map_addresses_parent_id_idx" ON "_posts_v_blocks_map_addresses" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_map_addresses_marker_idx" ON "_posts_v_blocks_map_addresses" USING btree ("marker_id");
  CREATE INDEX "_posts_v_blocks_map_order_idx" ON "_posts_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_map_parent_id_idx" ON "_posts_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_map_path_idx" ON "_posts_v_blocks_map" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_map_marker_icon_idx" ON "_posts_v_blocks_map" USING btree ("marker_icon_id");
  CREATE INDEX "_posts_v_blocks_map_preview_idx" ON "_posts_v_blocks_map" USING btree ("preview_id");
  CREATE INDEX "_posts_v_blocks_gallery_items_order_idx" ON "_posts_v_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_gallery_items_parent_id_idx" ON "_posts_v_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_gallery_items_image_idx" ON "_posts_v_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_gallery_items_video_file_idx" ON "_posts_v_blocks_gallery_items" USING btree ("video_file_id");
  CREATE INDEX "_posts_v_blocks_gallery_order_idx" ON "_posts_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_gallery_parent_id_idx" ON "_posts_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_gallery_path_idx" ON "_posts_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_posts_slider_v_slides_order_idx" ON "_posts_slider_v_slides" USING btree ("_order");
  CREATE INDEX "_posts_slider_v_slides_parent_id_idx" ON "_posts_slider_v_slides" USING btree ("_parent_id");
  CREATE INDEX "_posts_slider_v_slides_image_idx" ON "_posts_slider_v_slides" USING btree ("image_id");
  CREATE INDEX "_posts_slider_v_slides_button_link_button_link_page_idx" ON "_posts_slider_v_slides" USING btree ("button_link_page_id");
  CREATE INDEX "_posts_slider_v_slides_button_link_button_link_post_idx" ON "_posts_slider_v_slides" USING btree ("button_link_post_id");
  CREATE INDEX "_posts_slider_v_slides_button_link_button_link_work_idx" ON "_posts_slider_v_slides" USING btree ("button_link_work_id");
  CREATE INDEX "_posts_slider_v_order_idx" ON "_posts_slider_v" USING btree ("_order");
  CREATE INDEX "_posts_slider_v_parent_id_idx" ON "_posts_slider_v" USING btree ("_parent_id");
  CREATE INDEX "_posts_slider_v_path_idx" ON "_posts_slider_v" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_elastic_slider_slides_order_idx" ON "_posts_v_blocks_elastic_slider_slides" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_elastic_slider_slides_parent_id_idx" ON "_posts_v_blocks_elastic_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_elastic_slider_slides_image_idx" ON "_posts_v_blocks_elastic_slider_slides" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_elastic_slider_order_idx" ON "_posts_v_blocks_elastic_slider" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_elastic_slider_parent_id_idx" ON "_posts_v_blocks_elastic_slider" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_elastic_slider_path_idx" ON "_posts_v_blocks_elastic_slider" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_parallax_order_idx" ON "_posts_v_blocks_parallax" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_parallax_parent_id_idx" ON "_posts_v_blocks_parallax" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_parallax_path_idx" ON "_posts_v_blocks_parallax" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_parallax_image_idx" ON "_posts_v_blocks_parallax" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_background_video_order_idx" ON "_posts_v_blocks_background_video" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_background_video_parent_id_idx" ON "_posts_v_blocks_background_video" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_background_video_path_idx" ON "_posts_v_blocks_background_video" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_background_video_poster_idx" ON "_posts_v_blocks_background_video" USING btree ("poster_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_image_idx" ON "_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_wordpress_id_idx" ON "_posts_v" USING btree ("version_wordpress_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_rels_order_idx" ON "_posts_v_rels" USING btree ("order");
  CREATE INDEX "_posts_v_rels_parent_idx" ON "_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_posts_v_rels_path_idx" ON "_posts_v_rels" USING btree ("path");
  CREATE INDEX "_posts_v_rels_post_categories_id_idx" ON "_posts_v_rels" USING btree ("post_categories_id");
  CREATE INDEX "_posts_v_rels_post_tags_id_idx" ON "_posts_v_rels" USING btree ("post_tags_id");
  CREATE UNIQUE INDEX "post_categories_slug_idx" ON "post_categories" USING btree ("slug");
  CREATE INDEX "post_categories_wordpress_id_idx" ON "post_categories" USING btree ("wordpress_id");
  CREATE INDEX "post_categories_updated_at_idx" ON "post_categories" USING btree ("updated_at");
  CREATE INDEX "post_categories_created_at_idx" ON "post_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "post_tags_slug_idx" ON "post_tags" USING btree ("slug");
  CREATE INDEX "post_tags_wordpress_id_idx" ON "post_tags" USING btree ("wordpress_id");
  CREATE INDEX "post_tags_updated_at_idx" ON "post_tags" USING btree ("updated_at");
  CREATE INDEX "post_tags_created_at_idx" ON "post_tags" USING btree ("created_at");
  CREATE INDEX "portfolio_pictures_order_idx" ON "portfolio_pictures" USING btree ("_order");
  CREATE INDEX "portfolio_pictures_parent_id_idx" ON "portfolio_pictures" USING btree ("_parent_id");
  CREATE INDEX "portfolio_pictures_image_idx" ON "portfolio_pictures" USING btree ("image_id");
  CREATE INDEX "portfolio_before_idx" ON "portfolio" USING btree ("before_id");
  CREATE INDEX "portfolio_after_idx" ON "portfolio" USING btree ("after_id");
  CREATE UNIQUE INDEX "portfolio_slug_idx" ON "portfolio" USING btree ("slug");
  CREATE INDEX "portfolio_category_idx" ON "portfolio" USING btree ("category_id");
  CREATE INDEX "portfolio_published_at_idx" ON "portfolio" USING btree ("published_at");
  CREATE INDEX "portfolio_wordpress_id_idx" ON "portfolio" USING btree ("wordpress_id");
  CREATE INDEX "portfolio_updated_at_idx" ON "portfolio" USING btree ("updated_at");
  CREATE INDEX "portfolio_created_at_idx" ON "portfolio" USING btree ("created_at");
  CREATE INDEX "portfolio__status_idx" ON "portfolio" USING btree ("_status");
  CREATE INDEX "_portfolio_v_version_pictures_order_idx" ON "_portfolio_v_version_pictures" USING btree ("_order");
  CREATE INDEX "_portfolio_v_version_pictures_parent_id_idx" ON "_portfolio_v_version_pictures" USING btree ("_parent_id");
  CREATE INDEX "_portfolio_v_version_pictures_image_idx" ON "_portfolio_v_version_pictures" USING btree ("image_id");
  CREATE INDEX "_portfolio_v_parent_idx" ON "_portfolio_v" USING btree ("parent_id");
  CREATE INDEX "_portfolio_v_version_version_before_idx" ON "_portfolio_v" USING btree ("version_before_id");
  CREATE INDEX "_portfolio_v_version_version_after_idx" ON "_portfolio_v" USING btree ("version_after_id");
  CREATE INDEX "_portfolio_v_version_version_slug_idx" ON "_portfolio_v" USING btree ("version_slug");
  CREATE INDEX "_portfolio_v_version_version_category_idx" ON "_portfolio_v" USING btree ("version_category_id");
  CREATE INDEX "_portfolio_v_version_version_published_at_idx" ON "_portfolio_v" USING btree ("version_published_at");
  CREATE INDEX "_portfolio_v_version_version_wordpress_id_idx" ON "_portfolio_v" USING btree ("version_wordpress_id");
  CREATE INDEX "_portfolio_v_version_version_updated_at_idx" ON "_portfolio_v" USING btree ("version_updated_at");
  CREATE INDEX "_portfolio_v_version_version_created_at_idx" ON "_portfolio_v" USING btree ("version_created_at");
  CREATE INDEX "_portfolio_v_version_version__status_idx" ON "_portfolio_v" USING btree ("version__status");
  CREATE INDEX "_portfolio_v_created_at_idx" ON "_portfolio_v" USING btree ("created_at");
  CREATE INDEX "_portfolio_v_updated_at_idx" ON "_portfolio_v" USING btree ("updated_at");
  CREATE INDEX "_portfolio_v_latest_idx" ON "_portfolio_v" USING btree ("latest");
  CREATE INDEX "_portfolio_v_autosave_idx" ON "_portfolio_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "portfolio_categories_slug_idx" ON "portfolio_categories" USING btree ("slug");
  CREATE INDEX "portfolio_categories_wordpress_id_idx" ON "portfolio_categories" USING btree ("wordpress_id");
  CREATE INDEX "portfolio_categories_updated_at_idx" ON "portfolio_categories" USING btree ("updated_at");
  CREATE INDEX "portfolio_categories_created_at_idx" ON "portfolio_categories" USING btree ("created_at");
  ALTER TABLE "pages_vmenu_items_children" ADD CONSTRAINT "pages_vmenu_items_children_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_vmenu_items_children" ADD CONSTRAINT "pages_vmenu_items_children_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_vmenu_items" ADD CONSTRAINT "pages_vmenu_items_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_vmenu_items" ADD CONSTRAINT "pages_vmenu_items_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_buttons" ADD CONSTRAINT "pages_blocks_hero_buttons_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_buttons" ADD CONSTRAINT "pages_blocks_hero_buttons_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_buttons" ADD CONSTRAINT "pages_blocks_cta_buttons_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_buttons" ADD CONSTRAINT "pages_blocks_cta_buttons_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slider_slides" ADD CONSTRAINT "slider_slides_button_link_post_id_posts_id_fk" FOREIGN KEY ("button_link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slider_slides" ADD CONSTRAINT "slider_slides_button_link_work_id_portfolio_id_fk" FOREIGN KEY ("button_link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_vmenu_v_items_children" ADD CONSTRAINT "_pages_vmenu_v_items_children_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_vmenu_v_items_children" ADD CONSTRAINT "_pages_vmenu_v_items_children_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_vmenu_v_items" ADD CONSTRAINT "_pages_vmenu_v_items_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_vmenu_v_items" ADD CONSTRAINT "_pages_vmenu_v_items_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_buttons_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_buttons_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_buttons" ADD CONSTRAINT "_pages_v_blocks_cta_buttons_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_buttons" ADD CONSTRAINT "_pages_v_blocks_cta_buttons_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slider_v_slides" ADD CONSTRAINT "_slider_v_slides_button_link_post_id_posts_id_fk" FOREIGN KEY ("button_link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slider_v_slides" ADD CONSTRAINT "_slider_v_slides_button_link_work_id_portfolio_id_fk" FOREIGN KEY ("button_link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_categories_fk" FOREIGN KEY ("post_categories_id") REFERENCES "public"."post_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_tags_fk" FOREIGN KEY ("post_tags_id") REFERENCES "public"."post_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_main_menu_children" ADD CONSTRAINT "header_main_menu_children_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_main_menu_children" ADD CONSTRAINT "header_main_menu_children_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_main_menu_columns_links" ADD CONSTRAINT "header_main_menu_columns_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_main_menu_columns_links" ADD CONSTRAINT "header_main_menu_columns_links_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_main_menu" ADD CONSTRAINT "header_main_menu_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_main_menu" ADD CONSTRAINT "header_main_menu_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_top_menu" ADD CONSTRAINT "header_top_menu_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_top_menu" ADD CONSTRAINT "header_top_menu_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_link_work_id_portfolio_id_fk" FOREIGN KEY ("link_work_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_vmenu_items_children_link_link_post_idx" ON "pages_vmenu_items_children" USING btree ("link_post_id");
  CREATE INDEX "pages_vmenu_items_children_link_link_work_idx" ON "pages_vmenu_items_children" USING btree ("link_work_id");
  CREATE INDEX "pages_vmenu_items_link_link_post_idx" ON "pages_vmenu_items" USING btree ("link_post_id");
  CREATE INDEX "pages_vmenu_items_link_link_work_idx" ON "pages_vmenu_items" USING btree ("link_work_id");
  CREATE INDEX "pages_blocks_hero_buttons_link_link_post_idx" ON "pages_blocks_hero_buttons" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_hero_buttons_link_link_work_idx" ON "pages_blocks_hero_buttons" USING btree ("link_work_id");
  CREATE INDEX "pages_blocks_cta_buttons_link_link_post_idx" ON "pages_blocks_cta_buttons" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_cta_buttons_link_link_work_idx" ON "pages_blocks_cta_buttons" USING btree ("link_work_id");
  CREATE INDEX "slider_slides_button_link_button_link_post_idx" ON "slider_slides" USING btree ("button_link_post_id");
  CREATE INDEX "slider_slides_button_link_button_link_work_idx" ON "slider_slides" USING btree ("button_link_work_id");
  CREATE INDEX "_pages_vmenu_v_items_children_link_link_post_idx" ON "_pages_vmenu_v_items_children" USING btree ("link_post_id");
  CREATE INDEX "_pages_vmenu_v_items_children_link_link_work_idx" ON "_pages_vmenu_v_items_children" USING btree ("link_work_id");
  CREATE INDEX "_pages_vmenu_v_items_link_link_post_idx" ON "_pages_vmenu_v_items" USING btree ("link_post_id");
  CREATE INDEX "_pages_vmenu_v_items_link_link_work_idx" ON "_pages_vmenu_v_items" USING btree ("link_work_id");
  CREATE INDEX "_pages_v_blocks_hero_buttons_link_link_post_idx" ON "_pages_v_blocks_hero_buttons" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_hero_buttons_link_link_work_idx" ON "_pages_v_blocks_hero_buttons" USING btree ("link_work_id");
  CREATE INDEX "_pages_v_blocks_cta_buttons_link_link_post_idx" ON "_pages_v_blocks_cta_buttons" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_cta_buttons_link_link_work_idx" ON "_pages_v_blocks_cta_buttons" USING btree ("link_work_id");
  CREATE INDEX "_slider_v_slides_button_link_button_link_post_idx" ON "_slider_v_slides" USING btree ("button_link_post_id");
  CREATE INDEX "_slider_v_slides_button_link_button_link_work_idx" ON "_slider_v_slides" USING btree ("button_link_work_id");
  CREATE INDEX "search_rels_posts_id_idx" ON "search_rels" USING btree ("posts_id");
  CREATE INDEX "search_rels_portfolio_id_idx" ON "search_rels" USING btree ("portfolio_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_post_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("post_categories_id");
  CREATE INDEX "payload_locked_documents_rels_post_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("post_tags_id");
  CREATE INDEX "payload_locked_documents_rels_portfolio_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_id");
  CREATE INDEX "payload_locked_documents_rels_portfolio_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "header_main_menu_children_link_link_post_idx" ON "header_main_menu_children" USING btree ("link_post_id");
  CREATE INDEX "header_main_menu_children_link_link_work_idx" ON "header_main_menu_children" USING btree ("link_work_id");
  CREATE INDEX "header_main_menu_columns_links_link_link_post_idx" ON "header_main_menu_columns_links" USING btree ("link_post_id");
  CREATE INDEX "header_main_menu_columns_links_link_link_work_idx" ON "header_main_menu_columns_links" USING btree ("link_work_id");
  CREATE INDEX "header_main_menu_link_link_post_idx" ON "header_main_menu" USING btree ("link_post_id");
  CREATE INDEX "header_main_menu_link_link_work_idx" ON "header_main_menu" USING btree ("link_work_id");
  CREATE INDEX "header_top_menu_link_link_post_idx" ON "header_top_menu" USING btree ("link_post_id");
  CREATE INDEX "header_top_menu_link_link_work_idx" ON "header_top_menu" USING btree ("link_work_id");
  CREATE INDEX "footer_columns_links_link_link_post_idx" ON "footer_columns_links" USING btree ("link_post_id");
  CREATE INDEX "footer_columns_links_link_link_work_idx" ON "footer_columns_links" USING btree ("link_work_id");
  CREATE INDEX "footer_legal_links_link_link_post_idx" ON "footer_legal_links" USING btree ("link_post_id");
  CREATE INDEX "footer_legal_links_link_link_work_idx" ON "footer_legal_links" USING btree ("link_work_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_vmenu_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_vmenu_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_vmenu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_rich_text_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_cta_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_spacer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_price_list_groups_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_price_list_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_price_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_analytics_opt_out" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_iframe_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_cform" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_map_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_elastic_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_elastic_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_parallax" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_background_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_vmenu_v_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_vmenu_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_vmenu_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_rich_text_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_cta_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_spacer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_price_list_groups_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_price_list_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_price_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_analytics_opt_out" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_iframe_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_cform_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_map_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_slider_v_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_slider_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_elastic_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_elastic_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_parallax" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_background_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "post_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "post_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_pictures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolio_v_version_pictures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolio_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_categories" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "posts_vmenu_items_children" CASCADE;
  DROP TABLE "posts_vmenu_items" CASCADE;
  DROP TABLE "posts_vmenu" CASCADE;
  DROP TABLE "posts_blocks_rich_text_columns" CASCADE;
  DROP TABLE "posts_blocks_rich_text" CASCADE;
  DROP TABLE "posts_blocks_image" CASCADE;
  DROP TABLE "posts_blocks_cta_buttons" CASCADE;
  DROP TABLE "posts_blocks_cta" CASCADE;
  DROP TABLE "posts_blocks_spacer" CASCADE;
  DROP TABLE "posts_blocks_price_list_groups_services" CASCADE;
  DROP TABLE "posts_blocks_price_list_groups" CASCADE;
  DROP TABLE "posts_blocks_price_list" CASCADE;
  DROP TABLE "posts_blocks_opening_hours" CASCADE;
  DROP TABLE "posts_blocks_team_members" CASCADE;
  DROP TABLE "posts_blocks_team" CASCADE;
  DROP TABLE "posts_blocks_analytics_opt_out" CASCADE;
  DROP TABLE "posts_blocks_video_embed" CASCADE;
  DROP TABLE "posts_blocks_iframe_embed" CASCADE;
  DROP TABLE "posts_cform" CASCADE;
  DROP TABLE "posts_blocks_map_addresses" CASCADE;
  DROP TABLE "posts_blocks_map" CASCADE;
  DROP TABLE "posts_blocks_gallery_items" CASCADE;
  DROP TABLE "posts_blocks_gallery" CASCADE;
  DROP TABLE "posts_slider_slides" CASCADE;
  DROP TABLE "posts_slider" CASCADE;
  DROP TABLE "posts_blocks_elastic_slider_slides" CASCADE;
  DROP TABLE "posts_blocks_elastic_slider" CASCADE;
  DROP TABLE "posts_blocks_parallax" CASCADE;
  DROP TABLE "posts_blocks_background_video" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_rels" CASCADE;
  DROP TABLE "_posts_vmenu_v_items_children" CASCADE;
  DROP TABLE "_posts_vmenu_v_items" CASCADE;
  DROP TABLE "_posts_vmenu_v" CASCADE;
  DROP TABLE "_posts_v_blocks_rich_text_columns" CASCADE;
  DROP TABLE "_posts_v_blocks_rich_text" CASCADE;
  DROP TABLE "_posts_v_blocks_image" CASCADE;
  DROP TABLE "_posts_v_blocks_cta_buttons" CASCADE;
  DROP TABLE "_posts_v_blocks_cta" CASCADE;
  DROP TABLE "_posts_v_blocks_spacer" CASCADE;
  DROP TABLE "_posts_v_blocks_price_list_groups_services" CASCADE;
  DROP TABLE "_posts_v_blocks_price_list_groups" CASCADE;
  DROP TABLE "_posts_v_blocks_price_list" CASCADE;
  DROP TABLE "_posts_v_blocks_opening_hours" CASCADE;
  DROP TABLE "_posts_v_blocks_team_members" CASCADE;
  DROP TABLE "_posts_v_blocks_team" CASCADE;
  DROP TABLE "_posts_v_blocks_analytics_opt_out" CASCADE;
  DROP TABLE "_posts_v_blocks_video_embed" CASCADE;
  DROP TABLE "_posts_v_blocks_iframe_embed" CASCADE;
  DROP TABLE "_posts_cform_v" CASCADE;
  DROP TABLE "_posts_v_blocks_map_addresses" CASCADE;
  DROP TABLE "_posts_v_blocks_map" CASCADE;
  DROP TABLE "_posts_v_blocks_gallery_items" CASCADE;
  DROP TABLE "_posts_v_blocks_gallery" CASCADE;
  DROP TABLE "_posts_slider_v_slides" CASCADE;
  DROP TABLE "_posts_slider_v" CASCADE;
  DROP TABLE "_posts_v_blocks_elastic_slider_slides" CASCADE;
  DROP TABLE "_posts_v_blocks_elastic_slider" CASCADE;
  DROP TABLE "_posts_v_blocks_parallax" CASCADE;
  DROP TABLE "_posts_v_blocks_background_video" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_rels" CASCADE;
  DROP TABLE "post_categories" CASCADE;
  DROP TABLE "post_tags" CASCADE;
  DROP TABLE "portfolio_pictures" CASCADE;
  DROP TABLE "portfolio" CASCADE;
  DROP TABLE "_portfolio_v_version_pictures" CASCADE;
  DROP TABLE "_portfolio_v" CASCADE;
  DROP TABLE "portfolio_categories" CASCADE;
  ALTER TABLE "pages_vmenu_items_children" DROP CONSTRAINT "pages_vmenu_items_children_link_post_id_posts_id_fk";
  
  ALTER TABLE "pages_vmenu_items_children" DROP CONSTRAINT "pages_vmenu_items_children_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "pages_vmenu_items" DROP CONSTRAINT "pages_vmenu_items_link_post_id_posts_id_fk";
  
  ALTER TABLE "pages_vmenu_items" DROP CONSTRAINT "pages_vmenu_items_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "pages_blocks_hero_buttons" DROP CONSTRAINT "pages_blocks_hero_buttons_link_post_id_posts_id_fk";
  
  ALTER TABLE "pages_blocks_hero_buttons" DROP CONSTRAINT "pages_blocks_hero_buttons_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "pages_blocks_cta_buttons" DROP CONSTRAINT "pages_blocks_cta_buttons_link_post_id_posts_id_fk";
  
  ALTER TABLE "pages_blocks_cta_buttons" DROP CONSTRAINT "pages_blocks_cta_buttons_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "slider_slides" DROP CONSTRAINT "slider_slides_button_link_post_id_posts_id_fk";
  
  ALTER TABLE "slider_slides" DROP CONSTRAINT "slider_slides_button_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "_pages_vmenu_v_items_children" DROP CONSTRAINT "_pages_vmenu_v_items_children_link_post_id_posts_id_fk";
  
  ALTER TABLE "_pages_vmenu_v_items_children" DROP CONSTRAINT "_pages_vmenu_v_items_children_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "_pages_vmenu_v_items" DROP CONSTRAINT "_pages_vmenu_v_items_link_post_id_posts_id_fk";
  
  ALTER TABLE "_pages_vmenu_v_items" DROP CONSTRAINT "_pages_vmenu_v_items_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero_buttons" DROP CONSTRAINT "_pages_v_blocks_hero_buttons_link_post_id_posts_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero_buttons" DROP CONSTRAINT "_pages_v_blocks_hero_buttons_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "_pages_v_blocks_cta_buttons" DROP CONSTRAINT "_pages_v_blocks_cta_buttons_link_post_id_posts_id_fk";
  
  ALTER TABLE "_pages_v_blocks_cta_buttons" DROP CONSTRAINT "_pages_v_blocks_cta_buttons_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "_slider_v_slides" DROP CONSTRAINT "_slider_v_slides_button_link_post_id_posts_id_fk";
  
  ALTER TABLE "_slider_v_slides" DROP CONSTRAINT "_slider_v_slides_button_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_posts_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_portfolio_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_post_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_post_tags_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_categories_fk";
  
  ALTER TABLE "header_main_menu_children" DROP CONSTRAINT "header_main_menu_children_link_post_id_posts_id_fk";
  
  ALTER TABLE "header_main_menu_children" DROP CONSTRAINT "header_main_menu_children_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "header_main_menu_columns_links" DROP CONSTRAINT "header_main_menu_columns_links_link_post_id_posts_id_fk";
  
  ALTER TABLE "header_main_menu_columns_links" DROP CONSTRAINT "header_main_menu_columns_links_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "header_main_menu" DROP CONSTRAINT "header_main_menu_link_post_id_posts_id_fk";
  
  ALTER TABLE "header_main_menu" DROP CONSTRAINT "header_main_menu_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "header_top_menu" DROP CONSTRAINT "header_top_menu_link_post_id_posts_id_fk";
  
  ALTER TABLE "header_top_menu" DROP CONSTRAINT "header_top_menu_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "footer_columns_links" DROP CONSTRAINT "footer_columns_links_link_post_id_posts_id_fk";
  
  ALTER TABLE "footer_columns_links" DROP CONSTRAINT "footer_columns_links_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "footer_legal_links" DROP CONSTRAINT "footer_legal_links_link_post_id_posts_id_fk";
  
  ALTER TABLE "footer_legal_links" DROP CONSTRAINT "footer_legal_links_link_work_id_portfolio_id_fk";
  
  ALTER TABLE "pages_vmenu_items_children" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_vmenu_items_children" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_pages_vmenu_items_children_link_type";
  CREATE TYPE "public"."enum_pages_vmenu_items_children_link_type" AS ENUM('page', 'url');
  ALTER TABLE "pages_vmenu_items_children" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_pages_vmenu_items_children_link_type";
  ALTER TABLE "pages_vmenu_items_children" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_vmenu_items_children_link_type" USING "link_type"::"public"."enum_pages_vmenu_items_children_link_type";
  ALTER TABLE "pages_vmenu_items" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_vmenu_items" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_pages_vmenu_items_link_type";
  CREATE TYPE "public"."enum_pages_vmenu_items_link_type" AS ENUM('page', 'url');
  ALTER TABLE "pages_vmenu_items" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_pages_vmenu_items_link_type";
  ALTER TABLE "pages_vmenu_items" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_vmenu_items_link_type" USING "link_type"::"public"."enum_pages_vmenu_items_link_type";
  ALTER TABLE "pages_blocks_hero_buttons" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_hero_buttons" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_pages_blocks_hero_buttons_link_type";
  CREATE TYPE "public"."enum_pages_blocks_hero_buttons_link_type" AS ENUM('page', 'url');
  ALTER TABLE "pages_blocks_hero_buttons" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_pages_blocks_hero_buttons_link_type";
  ALTER TABLE "pages_blocks_hero_buttons" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_blocks_hero_buttons_link_type" USING "link_type"::"public"."enum_pages_blocks_hero_buttons_link_type";
  ALTER TABLE "pages_blocks_cta_buttons" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_cta_buttons" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_pages_blocks_cta_buttons_link_type";
  CREATE TYPE "public"."enum_pages_blocks_cta_buttons_link_type" AS ENUM('page', 'url');
  ALTER TABLE "pages_blocks_cta_buttons" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_pages_blocks_cta_buttons_link_type";
  ALTER TABLE "pages_blocks_cta_buttons" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_blocks_cta_buttons_link_type" USING "link_type"::"public"."enum_pages_blocks_cta_buttons_link_type";
  ALTER TABLE "slider_slides" ALTER COLUMN "button_link_type" SET DATA TYPE text;
  ALTER TABLE "slider_slides" ALTER COLUMN "button_link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_slider_slides_button_link_type";
  CREATE TYPE "public"."enum_slider_slides_button_link_type" AS ENUM('page', 'url');
  ALTER TABLE "slider_slides" ALTER COLUMN "button_link_type" SET DEFAULT 'page'::"public"."enum_slider_slides_button_link_type";
  ALTER TABLE "slider_slides" ALTER COLUMN "button_link_type" SET DATA TYPE "public"."enum_slider_slides_button_link_type" USING "button_link_type"::"public"."enum_slider_slides_button_link_type";
  ALTER TABLE "_pages_vmenu_v_items_children" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "_pages_vmenu_v_items_children" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum__pages_vmenu_v_items_children_link_type";
  CREATE TYPE "public"."enum__pages_vmenu_v_items_children_link_type" AS ENUM('page', 'url');
  ALTER TABLE "_pages_vmenu_v_items_children" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum__pages_vmenu_v_items_children_link_type";
  ALTER TABLE "_pages_vmenu_v_items_children" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum__pages_vmenu_v_items_children_link_type" USING "link_type"::"public"."enum__pages_vmenu_v_items_children_link_type";
  ALTER TABLE "_pages_vmenu_v_items" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "_pages_vmenu_v_items" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum__pages_vmenu_v_items_link_type";
  CREATE TYPE "public"."enum__pages_vmenu_v_items_link_type" AS ENUM('page', 'url');
  ALTER TABLE "_pages_vmenu_v_items" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum__pages_vmenu_v_items_link_type";
  ALTER TABLE "_pages_vmenu_v_items" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum__pages_vmenu_v_items_link_type" USING "link_type"::"public"."enum__pages_vmenu_v_items_link_type";
  ALTER TABLE "_pages_v_blocks_hero_buttons" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_hero_buttons" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_buttons_link_type";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_buttons_link_type" AS ENUM('page', 'url');
  ALTER TABLE "_pages_v_blocks_hero_buttons" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum__pages_v_blocks_hero_buttons_link_type";
  ALTER TABLE "_pages_v_blocks_hero_buttons" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum__pages_v_blocks_hero_buttons_link_type" USING "link_type"::"public"."enum__pages_v_blocks_hero_buttons_link_type";
  ALTER TABLE "_pages_v_blocks_cta_buttons" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_cta_buttons" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum__pages_v_blocks_cta_buttons_link_type";
  CREATE TYPE "public"."enum__pages_v_blocks_cta_buttons_link_type" AS ENUM('page', 'url');
  ALTER TABLE "_pages_v_blocks_cta_buttons" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum__pages_v_blocks_cta_buttons_link_type";
  ALTER TABLE "_pages_v_blocks_cta_buttons" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum__pages_v_blocks_cta_buttons_link_type" USING "link_type"::"public"."enum__pages_v_blocks_cta_buttons_link_type";
  ALTER TABLE "_slider_v_slides" ALTER COLUMN "button_link_type" SET DATA TYPE text;
  ALTER TABLE "_slider_v_slides" ALTER COLUMN "button_link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum__slider_v_slides_button_link_type";
  CREATE TYPE "public"."enum__slider_v_slides_button_link_type" AS ENUM('page', 'url');
  ALTER TABLE "_slider_v_slides" ALTER COLUMN "button_link_type" SET DEFAULT 'page'::"public"."enum__slider_v_slides_button_link_type";
  ALTER TABLE "_slider_v_slides" ALTER COLUMN "button_link_type" SET DATA TYPE "public"."enum__slider_v_slides_button_link_type" USING "button_link_type"::"public"."enum__slider_v_slides_button_link_type";
  ALTER TABLE "header_main_menu_children" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "header_main_menu_children" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_header_main_menu_children_link_type";
  CREATE TYPE "public"."enum_header_main_menu_children_link_type" AS ENUM('page', 'url');
  ALTER TABLE "header_main_menu_children" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_header_main_menu_children_link_type";
  ALTER TABLE "header_main_menu_children" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_header_main_menu_children_link_type" USING "link_type"::"public"."enum_header_main_menu_children_link_type";
  ALTER TABLE "header_main_menu_columns_links" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "header_main_menu_columns_links" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_header_main_menu_columns_links_link_type";
  CREATE TYPE "public"."enum_header_main_menu_columns_links_link_type" AS ENUM('page', 'url');
  ALTER TABLE "header_main_menu_columns_links" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_header_main_menu_columns_links_link_type";
  ALTER TABLE "header_main_menu_columns_links" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_header_main_menu_columns_links_link_type" USING "link_type"::"public"."enum_header_main_menu_columns_links_link_type";
  ALTER TABLE "header_main_menu" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "header_main_menu" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_header_main_menu_link_type";
  CREATE TYPE "public"."enum_header_main_menu_link_type" AS ENUM('page', 'url');
  ALTER TABLE "header_main_menu" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_header_main_menu_link_type";
  ALTER TABLE "header_main_menu" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_header_main_menu_link_type" USING "link_type"::"public"."enum_header_main_menu_link_type";
  ALTER TABLE "header_top_menu" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "header_top_menu" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_header_top_menu_link_type";
  CREATE TYPE "public"."enum_header_top_menu_link_type" AS ENUM('page', 'url');
  ALTER TABLE "header_top_menu" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_header_top_menu_link_type";
  ALTER TABLE "header_top_menu" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_header_top_menu_link_type" USING "link_type"::"public"."enum_header_top_menu_link_type";
  ALTER TABLE "footer_columns_links" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_footer_columns_links_link_type";
  CREATE TYPE "public"."enum_footer_columns_links_link_type" AS ENUM('page', 'url');
  ALTER TABLE "footer_columns_links" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_footer_columns_links_link_type";
  ALTER TABLE "footer_columns_links" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_footer_columns_links_link_type" USING "link_type"::"public"."enum_footer_columns_links_link_type";
  ALTER TABLE "footer_legal_links" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "footer_legal_links" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_footer_legal_links_link_type";
  CREATE TYPE "public"."enum_footer_legal_links_link_type" AS ENUM('page', 'url');
  ALTER TABLE "footer_legal_links" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_footer_legal_links_link_type";
  ALTER TABLE "footer_legal_links" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_footer_legal_links_link_type" USING "link_type"::"public"."enum_footer_legal_links_link_type";
  DROP INDEX "pages_vmenu_items_children_link_link_post_idx";
  DROP INDEX "pages_vmenu_items_children_link_link_work_idx";
  DROP INDEX "pages_vmenu_items_link_link_post_idx";
  DROP INDEX "pages_vmenu_items_link_link_work_idx";
  DROP INDEX "pages_blocks_hero_buttons_link_link_post_idx";
  DROP INDEX "pages_blocks_hero_buttons_link_link_work_idx";
  DROP INDEX "pages_blocks_cta_buttons_link_link_post_idx";
  DROP INDEX "pages_blocks_cta_buttons_link_link_work_idx";
  DROP INDEX "slider_slides_button_link_button_link_post_idx";
  DROP INDEX "slider_slides_button_link_button_link_work_idx";
  DROP INDEX "_pages_vmenu_v_items_children_link_link_post_idx";
  DROP INDEX "_pages_vmenu_v_items_children_link_link_work_idx";
  DROP INDEX "_pages_vmenu_v_items_link_link_post_idx";
  DROP INDEX "_pages_vmenu_v_items_link_link_work_idx";
  DROP INDEX "_pages_v_blocks_hero_buttons_link_link_post_idx";
  DROP INDEX "_pages_v_blocks_hero_buttons_link_link_work_idx";
  DROP INDEX "_pages_v_blocks_cta_buttons_link_link_post_idx";
  DROP INDEX "_pages_v_blocks_cta_buttons_link_link_work_idx";
  DROP INDEX "_slider_v_slides_button_link_button_link_post_idx";
  DROP INDEX "_slider_v_slides_button_link_button_link_work_idx";
  DROP INDEX "search_rels_posts_id_idx";
  DROP INDEX "search_rels_portfolio_id_idx";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_post_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_post_tags_id_idx";
  DROP INDEX "payload_locked_documents_rels_portfolio_id_idx";
  DROP INDEX "payload_locked_documents_rels_portfolio_categories_id_idx";
  DROP INDEX "header_main_menu_children_link_link_post_idx";
  DROP INDEX "header_main_menu_children_link_link_work_idx";
  DROP INDEX "header_main_menu_columns_links_link_link_post_idx";
  DROP INDEX "header_main_menu_columns_links_link_link_work_idx";
  DROP INDEX "header_main_menu_link_link_post_idx";
  DROP INDEX "header_main_menu_link_link_work_idx";
  DROP INDEX "header_top_menu_link_link_post_idx";
  DROP INDEX "header_top_menu_link_link_work_idx";
  DROP INDEX "footer_columns_links_link_link_post_idx";
  DROP INDEX "footer_columns_links_link_link_work_idx";
  DROP INDEX "footer_legal_links_link_link_post_idx";
  DROP INDEX "footer_legal_links_link_link_work_idx";
  ALTER TABLE "pages_vmenu_items_children" DROP COLUMN "link_post_id";
  ALTER TABLE "pages_vmenu_items_children" DROP COLUMN "link_work_id";
  ALTER TABLE "pages_vmenu_items" DROP COLUMN "link_post_id";
  ALTER TABLE "pages_vmenu_items" DROP COLUMN "link_work_id";
  ALTER TABLE "pages_blocks_hero_buttons" DROP COLUMN "link_post_id";
  ALTER TABLE "pages_blocks_hero_buttons" DROP COLUMN "link_work_id";
  ALTER TABLE "pages_blocks_cta_buttons" DROP COLUMN "link_post_id";
  ALTER TABLE "pages_blocks_cta_buttons" DROP COLUMN "link_work_id";
  ALTER TABLE "slider_slides" DROP COLUMN "button_link_post_id";
  ALTER TABLE "slider_slides" DROP COLUMN "button_link_work_id";
  ALTER TABLE "_pages_vmenu_v_items_children" DROP COLUMN "link_post_id";
  ALTER TABLE "_pages_vmenu_v_items_children" DROP COLUMN "link_work_id";
  ALTER TABLE "_pages_vmenu_v_items" DROP COLUMN "link_post_id";
  ALTER TABLE "_pages_vmenu_v_items" DROP COLUMN "link_work_id";
  ALTER TABLE "_pages_v_blocks_hero_buttons" DROP COLUMN "link_post_id";
  ALTER TABLE "_pages_v_blocks_hero_buttons" DROP COLUMN "link_work_id";
  ALTER TABLE "_pages_v_blocks_cta_buttons" DROP COLUMN "link_post_id";
  ALTER TABLE "_pages_v_blocks_cta_buttons" DROP COLUMN "link_work_id";
  ALTER TABLE "_slider_v_slides" DROP COLUMN "button_link_post_id";
  ALTER TABLE "_slider_v_slides" DROP COLUMN "button_link_work_id";
  ALTER TABLE "search_rels" DROP COLUMN "posts_id";
  ALTER TABLE "search_rels" DROP COLUMN "portfolio_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "post_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "post_tags_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_categories_id";
  ALTER TABLE "header_main_menu_children" DROP COLUMN "link_post_id";
  ALTER TABLE "header_main_menu_children" DROP COLUMN "link_work_id";
  ALTER TABLE "header_main_menu_columns_links" DROP COLUMN "link_post_id";
  ALTER TABLE "header_main_menu_columns_links" DROP COLUMN "link_work_id";
  ALTER TABLE "header_main_menu" DROP COLUMN "link_post_id";
  ALTER TABLE "header_main_menu" DROP COLUMN "link_work_id";
  ALTER TABLE "header_top_menu" DROP COLUMN "link_post_id";
  ALTER TABLE "header_top_menu" DROP COLUMN "link_work_id";
  ALTER TABLE "footer_columns_links" DROP COLUMN "link_post_id";
  ALTER TABLE "footer_columns_links" DROP COLUMN "link_work_id";
  ALTER TABLE "footer_legal_links" DROP COLUMN "link_post_id";
  ALTER TABLE "footer_legal_links" DROP COLUMN "link_work_id";
  DROP TYPE "public"."enum_posts_vmenu_items_children_link_type";
  DROP TYPE "public"."enum_posts_vmenu_items_link_type";
  DROP TYPE "public"."enum_posts_vmenu_expand_on";
  DROP TYPE "public"."enum_posts_blocks_image_width";
  DROP TYPE "public"."enum_posts_blocks_cta_buttons_link_type";
  DROP TYPE "public"."enum_posts_blocks_cta_buttons_link_appearance";
  DROP TYPE "public"."enum_posts_blocks_spacer_size";
  DROP TYPE "public"."enum_posts_blocks_video_embed_provider";
  DROP TYPE "public"."enum_posts_blocks_iframe_embed_service";
  DROP TYPE "public"."enum_posts_blocks_map_map_type";
  DROP TYPE "public"."enum_posts_blocks_map_map_style";
  DROP TYPE "public"."enum_posts_blocks_map_custom_style";
  DROP TYPE "public"."enum_posts_blocks_map_infobox_styling";
  DROP TYPE "public"."enum_posts_blocks_gallery_items_kind";
  DROP TYPE "public"."enum_posts_blocks_gallery_items_video_source";
  DROP TYPE "public"."enum_posts_blocks_gallery_items_service";
  DROP TYPE "public"."enum_posts_slider_slides_button_link_type";
  DROP TYPE "public"."enum_posts_slider_slides_button_link_appearance";
  DROP TYPE "public"."enum_posts_slider_slides_video_provider";
  DROP TYPE "public"."enum_posts_slider_slides_video_after_end";
  DROP TYPE "public"."enum_posts_blocks_parallax_direction";
  DROP TYPE "public"."enum_posts_blocks_parallax_align";
  DROP TYPE "public"."enum_posts_blocks_parallax_repeat";
  DROP TYPE "public"."enum_posts_blocks_parallax_blend_mode";
  DROP TYPE "public"."enum_posts_blocks_parallax_gradient_type";
  DROP TYPE "public"."enum_posts_blocks_parallax_gradient_radial_direction";
  DROP TYPE "public"."enum_posts_blocks_background_video_provider";
  DROP TYPE "public"."enum_posts_blocks_background_video_display";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_vmenu_v_items_children_link_type";
  DROP TYPE "public"."enum__posts_vmenu_v_items_link_type";
  DROP TYPE "public"."enum__posts_vmenu_v_expand_on";
  DROP TYPE "public"."enum__posts_v_blocks_image_width";
  DROP TYPE "public"."enum__posts_v_blocks_cta_buttons_link_type";
  DROP TYPE "public"."enum__posts_v_blocks_cta_buttons_link_appearance";
  DROP TYPE "public"."enum__posts_v_blocks_spacer_size";
  DROP TYPE "public"."enum__posts_v_blocks_video_embed_provider";
  DROP TYPE "public"."enum__posts_v_blocks_iframe_embed_service";
  DROP TYPE "public"."enum__posts_v_blocks_map_map_type";
  DROP TYPE "public"."enum__posts_v_blocks_map_map_style";
  DROP TYPE "public"."enum__posts_v_blocks_map_custom_style";
  DROP TYPE "public"."enum__posts_v_blocks_map_infobox_styling";
  DROP TYPE "public"."enum__posts_v_blocks_gallery_items_kind";
  DROP TYPE "public"."enum__posts_v_blocks_gallery_items_video_source";
  DROP TYPE "public"."enum__posts_v_blocks_gallery_items_service";
  DROP TYPE "public"."enum__posts_slider_v_slides_button_link_type";
  DROP TYPE "public"."enum__posts_slider_v_slides_button_link_appearance";
  DROP TYPE "public"."enum__posts_slider_v_slides_video_provider";
  DROP TYPE "public"."enum__posts_slider_v_slides_video_after_end";
  DROP TYPE "public"."enum__posts_v_blocks_parallax_direction";
  DROP TYPE "public"."enum__posts_v_blocks_parallax_align";
  DROP TYPE "public"."enum__posts_v_blocks_parallax_repeat";
  DROP TYPE "public"."enum__posts_v_blocks_parallax_blend_mode";
  DROP TYPE "public"."enum__posts_v_blocks_parallax_gradient_type";
  DROP TYPE "public"."enum__posts_v_blocks_parallax_gradient_radial_direction";
  DROP TYPE "public"."enum__posts_v_blocks_background_video_provider";
  DROP TYPE "public"."enum__posts_v_blocks_background_video_display";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_portfolio_status";
  DROP TYPE "public"."enum__portfolio_v_version_status";`)
}
