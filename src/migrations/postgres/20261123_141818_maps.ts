import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_map_map_type" AS ENUM('roadmap');
  CREATE TYPE "public"."enum_pages_blocks_map_map_style" AS ENUM('default', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_map_custom_style" AS ENUM('grayscale', 'muted', 'sepia');
  CREATE TYPE "public"."enum_pages_blocks_map_infobox_styling" AS ENUM('default', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_map_map_type" AS ENUM('roadmap');
  CREATE TYPE "public"."enum__pages_v_blocks_map_map_style" AS ENUM('default', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_map_custom_style" AS ENUM('grayscale', 'muted', 'sepia');
  CREATE TYPE "public"."enum__pages_v_blocks_map_infobox_styling" AS ENUM('default', 'custom');
  CREATE TYPE "public"."enum_map_geocodes_source" AS ENUM('geocoder', 'client');
  CREATE TABLE "pages_blocks_map_addresses" (
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
  
  CREATE TABLE "pages_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"zoom" numeric DEFAULT 9,
  	"map_type" "enum_pages_blocks_map_map_type" DEFAULT 'roadmap',
  	"height" numeric DEFAULT 450,
  	"map_style" "enum_pages_blocks_map_map_style" DEFAULT 'default',
  	"custom_style" "enum_pages_blocks_map_custom_style" DEFAULT 'grayscale',
  	"overlay_color" varchar,
  	"marker_icon_id" integer,
  	"infobox_styling" "enum_pages_blocks_map_infobox_styling" DEFAULT 'default',
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
  
  CREATE TABLE "_pages_v_blocks_map_addresses" (
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
  
  CREATE TABLE "_pages_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"zoom" numeric DEFAULT 9,
  	"map_type" "enum__pages_v_blocks_map_map_type" DEFAULT 'roadmap',
  	"height" numeric DEFAULT 450,
  	"map_style" "enum__pages_v_blocks_map_map_style" DEFAULT 'default',
  	"custom_style" "enum__pages_v_blocks_map_custom_style" DEFAULT 'grayscale',
  	"overlay_color" varchar,
  	"marker_icon_id" integer,
  	"infobox_styling" "enum__pages_v_blocks_map_infobox_styling" DEFAULT 'default',
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
  
  CREATE TABLE "map_geocodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"geocoded_address" varchar,
  	"source" "enum_map_geocodes_source" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "map_geocodes_id" integer;
  ALTER TABLE "pages_blocks_map_addresses" ADD CONSTRAINT "pages_blocks_map_addresses_marker_id_media_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_addresses" ADD CONSTRAINT "pages_blocks_map_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_marker_icon_id_media_id_fk" FOREIGN KEY ("marker_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_addresses" ADD CONSTRAINT "_pages_v_blocks_map_addresses_marker_id_media_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_addresses" ADD CONSTRAINT "_pages_v_blocks_map_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_marker_icon_id_media_id_fk" FOREIGN KEY ("marker_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_map_addresses_order_idx" ON "pages_blocks_map_addresses" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_addresses_parent_id_idx" ON "pages_blocks_map_addresses" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_addresses_marker_idx" ON "pages_blocks_map_addresses" USING btree ("marker_id");
  CREATE INDEX "pages_blocks_map_order_idx" ON "pages_blocks_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_parent_id_idx" ON "pages_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_path_idx" ON "pages_blocks_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_map_marker_icon_idx" ON "pages_blocks_map" USING btree ("marker_icon_id");
  CREATE INDEX "pages_blocks_map_preview_idx" ON "pages_blocks_map" USING btree ("preview_id");
  CREATE INDEX "_pages_v_blocks_map_addresses_order_idx" ON "_pages_v_blocks_map_addresses" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_addresses_parent_id_idx" ON "_pages_v_blocks_map_addresses" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_addresses_marker_idx" ON "_pages_v_blocks_map_addresses" USING btree ("marker_id");
  CREATE INDEX "_pages_v_blocks_map_order_idx" ON "_pages_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_parent_id_idx" ON "_pages_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_path_idx" ON "_pages_v_blocks_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_map_marker_icon_idx" ON "_pages_v_blocks_map" USING btree ("marker_icon_id");
  CREATE INDEX "_pages_v_blocks_map_preview_idx" ON "_pages_v_blocks_map" USING btree ("preview_id");
  CREATE UNIQUE INDEX "map_geocodes_key_idx" ON "map_geocodes" USING btree ("key");
  CREATE INDEX "map_geocodes_updated_at_idx" ON "map_geocodes" USING btree ("updated_at");
  CREATE INDEX "map_geocodes_created_at_idx" ON "map_geocodes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_map_geocodes_fk" FOREIGN KEY ("map_geocodes_id") REFERENCES "public"."map_geocodes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_map_geocodes_id_idx" ON "payload_locked_documents_rels" USING btree ("map_geocodes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_map_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "map_geocodes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_map_addresses" CASCADE;
  DROP TABLE "pages_blocks_map" CASCADE;
  DROP TABLE "_pages_v_blocks_map_addresses" CASCADE;
  DROP TABLE "_pages_v_blocks_map" CASCADE;
  DROP TABLE "map_geocodes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_map_geocodes_fk";
  
  DROP INDEX "payload_locked_documents_rels_map_geocodes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "map_geocodes_id";
  DROP TYPE "public"."enum_pages_blocks_map_map_type";
  DROP TYPE "public"."enum_pages_blocks_map_map_style";
  DROP TYPE "public"."enum_pages_blocks_map_custom_style";
  DROP TYPE "public"."enum_pages_blocks_map_infobox_styling";
  DROP TYPE "public"."enum__pages_v_blocks_map_map_type";
  DROP TYPE "public"."enum__pages_v_blocks_map_map_style";
  DROP TYPE "public"."enum__pages_v_blocks_map_custom_style";
  DROP TYPE "public"."enum__pages_v_blocks_map_infobox_styling";
  DROP TYPE "public"."enum_map_geocodes_source";`)
}
