import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_portfolio_pictures_kind" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_portfolio_pictures_video_source" AS ENUM('youtube', 'vimeo', 'file');
  CREATE TYPE "public"."enum__portfolio_v_version_pictures_kind" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum__portfolio_v_version_pictures_video_source" AS ENUM('youtube', 'vimeo', 'file');
  ALTER TABLE "portfolio_pictures" ADD COLUMN "kind" "enum_portfolio_pictures_kind" DEFAULT 'image';
  ALTER TABLE "portfolio_pictures" ADD COLUMN "video_source" "enum_portfolio_pictures_video_source" DEFAULT 'youtube';
  ALTER TABLE "portfolio_pictures" ADD COLUMN "video_url" varchar;
  ALTER TABLE "portfolio_pictures" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "_portfolio_v_version_pictures" ADD COLUMN "kind" "enum__portfolio_v_version_pictures_kind" DEFAULT 'image';
  ALTER TABLE "_portfolio_v_version_pictures" ADD COLUMN "video_source" "enum__portfolio_v_version_pictures_video_source" DEFAULT 'youtube';
  ALTER TABLE "_portfolio_v_version_pictures" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_portfolio_v_version_pictures" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "portfolio_pictures" ADD CONSTRAINT "portfolio_pictures_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_v_version_pictures" ADD CONSTRAINT "_portfolio_v_version_pictures_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "portfolio_pictures_video_file_idx" ON "portfolio_pictures" USING btree ("video_file_id");
  CREATE INDEX "_portfolio_v_version_pictures_video_file_idx" ON "_portfolio_v_version_pictures" USING btree ("video_file_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "portfolio_pictures" DROP CONSTRAINT "portfolio_pictures_video_file_id_media_id_fk";
  
  ALTER TABLE "_portfolio_v_version_pictures" DROP CONSTRAINT "_portfolio_v_version_pictures_video_file_id_media_id_fk";
  
  DROP INDEX "portfolio_pictures_video_file_idx";
  DROP INDEX "_portfolio_v_version_pictures_video_file_idx";
  ALTER TABLE "portfolio_pictures" DROP COLUMN "kind";
  ALTER TABLE "portfolio_pictures" DROP COLUMN "video_source";
  ALTER TABLE "portfolio_pictures" DROP COLUMN "video_url";
  ALTER TABLE "portfolio_pictures" DROP COLUMN "video_file_id";
  ALTER TABLE "_portfolio_v_version_pictures" DROP COLUMN "kind";
  ALTER TABLE "_portfolio_v_version_pictures" DROP COLUMN "video_source";
  ALTER TABLE "_portfolio_v_version_pictures" DROP COLUMN "video_url";
  ALTER TABLE "_portfolio_v_version_pictures" DROP COLUMN "video_file_id";
  DROP TYPE "public"."enum_portfolio_pictures_kind";
  DROP TYPE "public"."enum_portfolio_pictures_video_source";
  DROP TYPE "public"."enum__portfolio_v_version_pictures_kind";
  DROP TYPE "public"."enum__portfolio_v_version_pictures_video_source";`)
}
