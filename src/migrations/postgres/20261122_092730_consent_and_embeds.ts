import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_video_embed_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_pages_blocks_iframe_embed_service" AS ENUM('youtube', 'vimeo', 'maps');
  CREATE TYPE "public"."enum__pages_v_blocks_video_embed_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum__pages_v_blocks_iframe_embed_service" AS ENUM('youtube', 'vimeo', 'maps');
  CREATE TYPE "public"."enum_consent_log_decision" AS ENUM('accepted', 'refused', 'custom');
  CREATE TABLE "pages_blocks_analytics_opt_out" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar DEFAULT 'Sie können die Erfassung durch Google Analytics auf dieser Website verhindern, auch nachdem Sie eingewilligt haben. Dazu wird ein Cookie gesetzt, das die Erfassung bei künftigen Besuchen verhindert.',
  	"label" varchar DEFAULT 'Google Analytics deaktivieren',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_pages_blocks_video_embed_provider" DEFAULT 'youtube',
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"preview_id" integer,
  	"preview_note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_iframe_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"service" "enum_pages_blocks_iframe_embed_service" DEFAULT 'maps',
  	"provider_name" varchar,
  	"height" numeric DEFAULT 450,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_analytics_opt_out" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar DEFAULT 'Sie können die Erfassung durch Google Analytics auf dieser Website verhindern, auch nachdem Sie eingewilligt haben. Dazu wird ein Cookie gesetzt, das die Erfassung bei künftigen Besuchen verhindert.',
  	"label" varchar DEFAULT 'Google Analytics deaktivieren',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum__pages_v_blocks_video_embed_provider" DEFAULT 'youtube',
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"preview_id" integer,
  	"preview_note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_iframe_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"service" "enum__pages_v_blocks_iframe_embed_service" DEFAULT 'maps',
  	"provider_name" varchar,
  	"height" numeric DEFAULT 450,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "consent_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"revision" numeric NOT NULL,
  	"decision" "enum_consent_log_decision" NOT NULL,
  	"analytics" boolean,
  	"youtube" boolean,
  	"vimeo" boolean,
  	"maps" boolean,
  	"url" varchar,
  	"ip_prefix" varchar,
  	"client_time" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"revision" numeric DEFAULT 1,
  	"banner_heading" varchar DEFAULT 'Ihre Einwilligung',
  	"banner_text" varchar DEFAULT 'Mit Ihrer Einwilligung nutzen wir Google Analytics, um zu verstehen, wie unsere Website genutzt wird, und zeigen externe Medien an: Videos von YouTube und Vimeo sowie Karten. Dabei werden Daten an diese Anbieter übertragen, teils in Länder außerhalb der EU. Die Einwilligung ist freiwillig und jederzeit über „Cookie-Einstellungen“ am Seitenende widerrufbar.' NOT NULL,
  	"privacy_path" varchar DEFAULT '/datenschutz',
  	"imprint_path" varchar DEFAULT '/impressum',
  	"services_analytics_enabled" boolean DEFAULT true,
  	"services_analytics_description" varchar DEFAULT 'Anonyme Statistiken über Seitenaufrufe mit Google Analytics 4 (Google Ireland Ltd.).',
  	"services_youtube_enabled" boolean DEFAULT true,
  	"services_youtube_description" varchar DEFAULT 'Eingebettete Videos von YouTube (Google Ireland Ltd.) im erweiterten Datenschutzmodus.',
  	"services_vimeo_enabled" boolean DEFAULT true,
  	"services_vimeo_description" varchar DEFAULT 'Eingebettete Videos von Vimeo (Vimeo.com, Inc., USA).',
  	"services_maps_enabled" boolean DEFAULT true,
  	"services_maps_description" varchar DEFAULT 'Interaktive Karten mit Kartenkacheln eines externen Kartendienstes.',
  	"floating_revoke" boolean DEFAULT false,
  	"accept_on_scroll" boolean DEFAULT false,
  	"scroll_offset" numeric DEFAULT 300,
  	"accept_on_outside_click" boolean DEFAULT false,
  	"log_retention_days" numeric DEFAULT 365 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_log_id" integer;
  ALTER TABLE "pages_blocks_analytics_opt_out" ADD CONSTRAINT "pages_blocks_analytics_opt_out_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_iframe_embed" ADD CONSTRAINT "pages_blocks_iframe_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_analytics_opt_out" ADD CONSTRAINT "_pages_v_blocks_analytics_opt_out_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_iframe_embed" ADD CONSTRAINT "_pages_v_blocks_iframe_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_analytics_opt_out_order_idx" ON "pages_blocks_analytics_opt_out" USING btree ("_order");
  CREATE INDEX "pages_blocks_analytics_opt_out_parent_id_idx" ON "pages_blocks_analytics_opt_out" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_analytics_opt_out_path_idx" ON "pages_blocks_analytics_opt_out" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_embed_order_idx" ON "pages_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_embed_parent_id_idx" ON "pages_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_embed_path_idx" ON "pages_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_embed_preview_idx" ON "pages_blocks_video_embed" USING btree ("preview_id");
  CREATE INDEX "pages_blocks_iframe_embed_order_idx" ON "pages_blocks_iframe_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_iframe_embed_parent_id_idx" ON "pages_blocks_iframe_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_iframe_embed_path_idx" ON "pages_blocks_iframe_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_analytics_opt_out_order_idx" ON "_pages_v_blocks_analytics_opt_out" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_analytics_opt_out_parent_id_idx" ON "_pages_v_blocks_analytics_opt_out" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_analytics_opt_out_path_idx" ON "_pages_v_blocks_analytics_opt_out" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_embed_order_idx" ON "_pages_v_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_embed_parent_id_idx" ON "_pages_v_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_embed_path_idx" ON "_pages_v_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_embed_preview_idx" ON "_pages_v_blocks_video_embed" USING btree ("preview_id");
  CREATE INDEX "_pages_v_blocks_iframe_embed_order_idx" ON "_pages_v_blocks_iframe_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_iframe_embed_parent_id_idx" ON "_pages_v_blocks_iframe_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_iframe_embed_path_idx" ON "_pages_v_blocks_iframe_embed" USING btree ("_path");
  CREATE INDEX "consent_log_consent_id_idx" ON "consent_log" USING btree ("consent_id");
  CREATE INDEX "consent_log_updated_at_idx" ON "consent_log" USING btree ("updated_at");
  CREATE INDEX "consent_log_created_at_idx" ON "consent_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_log_fk" FOREIGN KEY ("consent_log_id") REFERENCES "public"."consent_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_log_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_analytics_opt_out" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_iframe_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_analytics_opt_out" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_iframe_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_analytics_opt_out" CASCADE;
  DROP TABLE "pages_blocks_video_embed" CASCADE;
  DROP TABLE "pages_blocks_iframe_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_analytics_opt_out" CASCADE;
  DROP TABLE "_pages_v_blocks_video_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_iframe_embed" CASCADE;
  DROP TABLE "consent_log" CASCADE;
  DROP TABLE "consent_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_log_id";
  DROP TYPE "public"."enum_pages_blocks_video_embed_provider";
  DROP TYPE "public"."enum_pages_blocks_iframe_embed_service";
  DROP TYPE "public"."enum__pages_v_blocks_video_embed_provider";
  DROP TYPE "public"."enum__pages_v_blocks_iframe_embed_service";
  DROP TYPE "public"."enum_consent_log_decision";`)
}
