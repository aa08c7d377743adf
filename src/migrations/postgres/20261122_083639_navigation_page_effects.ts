import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_vmenu_items_children_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_pages_vmenu_items_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_pages_vmenu_expand_on" AS ENUM('click', 'hover');
  CREATE TYPE "public"."enum_pages_fh_sections_tone" AS ENUM('light', 'primary', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_sidebar_layout_sidebar_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_vmenu_v_items_children_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum__pages_vmenu_v_items_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum__pages_vmenu_v_expand_on" AS ENUM('click', 'hover');
  CREATE TYPE "public"."enum__pages_fh_v_sections_tone" AS ENUM('light', 'primary', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_sidebar_layout_sidebar_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_site_settings_mobile_menu_design" AS ENUM('flyout', 'classic');
  CREATE TYPE "public"."enum_site_settings_header_search" AS ENUM('dropdown', 'overlay');
  CREATE TABLE "pages_vmenu_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_vmenu_items_children_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_vmenu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_vmenu_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_vmenu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"expand_on" "enum_pages_vmenu_expand_on" DEFAULT 'click',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_fh_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"tone" "enum_pages_fh_sections_tone" DEFAULT 'light'
  );
  
  CREATE TABLE "pages_fh" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sidebar_layout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"sidebar_position" "enum_pages_blocks_sidebar_layout_sidebar_position" DEFAULT 'left',
  	"sticky_sidebar" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_vmenu_v_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_vmenu_v_items_children_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_vmenu_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_vmenu_v_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_no_scroll" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_anchor" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_vmenu_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"expand_on" "enum__pages_vmenu_v_expand_on" DEFAULT 'click',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_fh_v_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"tone" "enum__pages_fh_v_sections_tone" DEFAULT 'light',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_fh_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sidebar_layout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"sidebar_position" "enum__pages_v_blocks_sidebar_layout_sidebar_position" DEFAULT 'left',
  	"sticky_sidebar" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_hero_buttons" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "pages_blocks_cta_buttons" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "_pages_v_blocks_hero_buttons" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "_pages_v_blocks_cta_buttons" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "site_settings" ADD COLUMN "mobile_menu_design" "enum_site_settings_mobile_menu_design" DEFAULT 'flyout' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "header_search" "enum_site_settings_header_search" DEFAULT 'dropdown' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "sticky_header" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "scroll_to_top" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "entrance_animations" boolean DEFAULT true;
  ALTER TABLE "header_main_menu_children" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "header_main_menu_columns_links" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "header_main_menu" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "header_top_menu" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "footer_columns_links" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "footer_legal_links" ADD COLUMN "link_no_scroll" boolean;
  ALTER TABLE "pages_vmenu_items_children" ADD CONSTRAINT "pages_vmenu_items_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_vmenu_items_children" ADD CONSTRAINT "pages_vmenu_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_vmenu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_vmenu_items" ADD CONSTRAINT "pages_vmenu_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_vmenu_items" ADD CONSTRAINT "pages_vmenu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_vmenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_vmenu" ADD CONSTRAINT "pages_vmenu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_fh_sections" ADD CONSTRAINT "pages_fh_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_fh_sections" ADD CONSTRAINT "pages_fh_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_fh"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_fh" ADD CONSTRAINT "pages_fh_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sidebar_layout" ADD CONSTRAINT "pages_blocks_sidebar_layout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_vmenu_v_items_children" ADD CONSTRAINT "_pages_vmenu_v_items_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_vmenu_v_items_children" ADD CONSTRAINT "_pages_vmenu_v_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_vmenu_v_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_vmenu_v_items" ADD CONSTRAINT "_pages_vmenu_v_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_vmenu_v_items" ADD CONSTRAINT "_pages_vmenu_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_vmenu_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_vmenu_v" ADD CONSTRAINT "_pages_vmenu_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_fh_v_sections" ADD CONSTRAINT "_pages_fh_v_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_fh_v_sections" ADD CONSTRAINT "_pages_fh_v_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_fh_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_fh_v" ADD CONSTRAINT "_pages_fh_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sidebar_layout" ADD CONSTRAINT "_pages_v_blocks_sidebar_layout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_vmenu_items_children_order_idx" ON "pages_vmenu_items_children" USING btree ("_order");
  CREATE INDEX "pages_vmenu_items_children_parent_id_idx" ON "pages_vmenu_items_children" USING btree ("_parent_id");
  CREATE INDEX "pages_vmenu_items_children_link_link_page_idx" ON "pages_vmenu_items_children" USING btree ("link_page_id");
  CREATE INDEX "pages_vmenu_items_order_idx" ON "pages_vmenu_items" USING btree ("_order");
  CREATE INDEX "pages_vmenu_items_parent_id_idx" ON "pages_vmenu_items" USING btree ("_parent_id");
  CREATE INDEX "pages_vmenu_items_link_link_page_idx" ON "pages_vmenu_items" USING btree ("link_page_id");
  CREATE INDEX "pages_vmenu_order_idx" ON "pages_vmenu" USING btree ("_order");
  CREATE INDEX "pages_vmenu_parent_id_idx" ON "pages_vmenu" USING btree ("_parent_id");
  CREATE INDEX "pages_vmenu_path_idx" ON "pages_vmenu" USING btree ("_path");
  CREATE INDEX "pages_fh_sections_order_idx" ON "pages_fh_sections" USING btree ("_order");
  CREATE INDEX "pages_fh_sections_parent_id_idx" ON "pages_fh_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_fh_sections_image_idx" ON "pages_fh_sections" USING btree ("image_id");
  CREATE INDEX "pages_fh_order_idx" ON "pages_fh" USING btree ("_order");
  CREATE INDEX "pages_fh_parent_id_idx" ON "pages_fh" USING btree ("_parent_id");
  CREATE INDEX "pages_fh_path_idx" ON "pages_fh" USING btree ("_path");
  CREATE INDEX "pages_blocks_sidebar_layout_order_idx" ON "pages_blocks_sidebar_layout" USING btree ("_order");
  CREATE INDEX "pages_blocks_sidebar_layout_parent_id_idx" ON "pages_blocks_sidebar_layout" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sidebar_layout_path_idx" ON "pages_blocks_sidebar_layout" USING btree ("_path");
  CREATE INDEX "_pages_vmenu_v_items_children_order_idx" ON "_pages_vmenu_v_items_children" USING btree ("_order");
  CREATE INDEX "_pages_vmenu_v_items_children_parent_id_idx" ON "_pages_vmenu_v_items_children" USING btree ("_parent_id");
  CREATE INDEX "_pages_vmenu_v_items_children_link_link_page_idx" ON "_pages_vmenu_v_items_children" USING btree ("link_page_id");
  CREATE INDEX "_pages_vmenu_v_items_order_idx" ON "_pages_vmenu_v_items" USING btree ("_order");
  CREATE INDEX "_pages_vmenu_v_items_parent_id_idx" ON "_pages_vmenu_v_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_vmenu_v_items_link_link_page_idx" ON "_pages_vmenu_v_items" USING btree ("link_page_id");
  CREATE INDEX "_pages_vmenu_v_order_idx" ON "_pages_vmenu_v" USING btree ("_order");
  CREATE INDEX "_pages_vmenu_v_parent_id_idx" ON "_pages_vmenu_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_vmenu_v_path_idx" ON "_pages_vmenu_v" USING btree ("_path");
  CREATE INDEX "_pages_fh_v_sections_order_idx" ON "_pages_fh_v_sections" USING btree ("_order");
  CREATE INDEX "_pages_fh_v_sections_parent_id_idx" ON "_pages_fh_v_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_fh_v_sections_image_idx" ON "_pages_fh_v_sections" USING btree ("image_id");
  CREATE INDEX "_pages_fh_v_order_idx" ON "_pages_fh_v" USING btree ("_order");
  CREATE INDEX "_pages_fh_v_parent_id_idx" ON "_pages_fh_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_fh_v_path_idx" ON "_pages_fh_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sidebar_layout_order_idx" ON "_pages_v_blocks_sidebar_layout" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sidebar_layout_parent_id_idx" ON "_pages_v_blocks_sidebar_layout" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sidebar_layout_path_idx" ON "_pages_v_blocks_sidebar_layout" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_vmenu_items_children" CASCADE;
  DROP TABLE "pages_vmenu_items" CASCADE;
  DROP TABLE "pages_vmenu" CASCADE;
  DROP TABLE "pages_fh_sections" CASCADE;
  DROP TABLE "pages_fh" CASCADE;
  DROP TABLE "pages_blocks_sidebar_layout" CASCADE;
  DROP TABLE "_pages_vmenu_v_items_children" CASCADE;
  DROP TABLE "_pages_vmenu_v_items" CASCADE;
  DROP TABLE "_pages_vmenu_v" CASCADE;
  DROP TABLE "_pages_fh_v_sections" CASCADE;
  DROP TABLE "_pages_fh_v" CASCADE;
  DROP TABLE "_pages_v_blocks_sidebar_layout" CASCADE;
  ALTER TABLE "pages_blocks_hero_buttons" DROP COLUMN "link_no_scroll";
  ALTER TABLE "pages_blocks_cta_buttons" DROP COLUMN "link_no_scroll";
  ALTER TABLE "_pages_v_blocks_hero_buttons" DROP COLUMN "link_no_scroll";
  ALTER TABLE "_pages_v_blocks_cta_buttons" DROP COLUMN "link_no_scroll";
  ALTER TABLE "site_settings" DROP COLUMN "mobile_menu_design";
  ALTER TABLE "site_settings" DROP COLUMN "header_search";
  ALTER TABLE "site_settings" DROP COLUMN "sticky_header";
  ALTER TABLE "site_settings" DROP COLUMN "scroll_to_top";
  ALTER TABLE "site_settings" DROP COLUMN "entrance_animations";
  ALTER TABLE "header_main_menu_children" DROP COLUMN "link_no_scroll";
  ALTER TABLE "header_main_menu_columns_links" DROP COLUMN "link_no_scroll";
  ALTER TABLE "header_main_menu" DROP COLUMN "link_no_scroll";
  ALTER TABLE "header_top_menu" DROP COLUMN "link_no_scroll";
  ALTER TABLE "footer_columns_links" DROP COLUMN "link_no_scroll";
  ALTER TABLE "footer_legal_links" DROP COLUMN "link_no_scroll";
  DROP TYPE "public"."enum_pages_vmenu_items_children_link_type";
  DROP TYPE "public"."enum_pages_vmenu_items_link_type";
  DROP TYPE "public"."enum_pages_vmenu_expand_on";
  DROP TYPE "public"."enum_pages_fh_sections_tone";
  DROP TYPE "public"."enum_pages_blocks_sidebar_layout_sidebar_position";
  DROP TYPE "public"."enum__pages_vmenu_v_items_children_link_type";
  DROP TYPE "public"."enum__pages_vmenu_v_items_link_type";
  DROP TYPE "public"."enum__pages_vmenu_v_expand_on";
  DROP TYPE "public"."enum__pages_fh_v_sections_tone";
  DROP TYPE "public"."enum__pages_v_blocks_sidebar_layout_sidebar_position";
  DROP TYPE "public"."enum_site_settings_mobile_menu_design";
  DROP TYPE "public"."enum_site_settings_header_search";`)
}
