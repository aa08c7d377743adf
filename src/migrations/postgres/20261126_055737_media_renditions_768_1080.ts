import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_avif960_sizes_avif960_filename_idx";
  DROP INDEX "media_sizes_webp960_sizes_webp960_filename_idx";
  ALTER TABLE "media" ADD COLUMN "sizes_avif768_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif768_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif768_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif768_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif768_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif768_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp768_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp768_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp768_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp768_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp768_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp768_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1080_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1080_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1080_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1080_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1080_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1080_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1080_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1080_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1080_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1080_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1080_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1080_filename" varchar;
  CREATE INDEX "media_sizes_avif768_sizes_avif768_filename_idx" ON "media" USING btree ("sizes_avif768_filename");
  CREATE INDEX "media_sizes_webp768_sizes_webp768_filename_idx" ON "media" USING btree ("sizes_webp768_filename");
  CREATE INDEX "media_sizes_avif1080_sizes_avif1080_filename_idx" ON "media" USING btree ("sizes_avif1080_filename");
  CREATE INDEX "media_sizes_webp1080_sizes_webp1080_filename_idx" ON "media" USING btree ("sizes_webp1080_filename");
  ALTER TABLE "media" DROP COLUMN "sizes_avif960_url";
  ALTER TABLE "media" DROP COLUMN "sizes_avif960_width";
  ALTER TABLE "media" DROP COLUMN "sizes_avif960_height";
  ALTER TABLE "media" DROP COLUMN "sizes_avif960_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_avif960_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_avif960_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_webp960_url";
  ALTER TABLE "media" DROP COLUMN "sizes_webp960_width";
  ALTER TABLE "media" DROP COLUMN "sizes_webp960_height";
  ALTER TABLE "media" DROP COLUMN "sizes_webp960_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_webp960_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_webp960_filename";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_avif768_sizes_avif768_filename_idx";
  DROP INDEX "media_sizes_webp768_sizes_webp768_filename_idx";
  DROP INDEX "media_sizes_avif1080_sizes_avif1080_filename_idx";
  DROP INDEX "media_sizes_webp1080_sizes_webp1080_filename_idx";
  ALTER TABLE "media" ADD COLUMN "sizes_avif960_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif960_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif960_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif960_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif960_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif960_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp960_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp960_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp960_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp960_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp960_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp960_filename" varchar;
  CREATE INDEX "media_sizes_avif960_sizes_avif960_filename_idx" ON "media" USING btree ("sizes_avif960_filename");
  CREATE INDEX "media_sizes_webp960_sizes_webp960_filename_idx" ON "media" USING btree ("sizes_webp960_filename");
  ALTER TABLE "media" DROP COLUMN "sizes_avif768_url";
  ALTER TABLE "media" DROP COLUMN "sizes_avif768_width";
  ALTER TABLE "media" DROP COLUMN "sizes_avif768_height";
  ALTER TABLE "media" DROP COLUMN "sizes_avif768_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_avif768_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_avif768_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_webp768_url";
  ALTER TABLE "media" DROP COLUMN "sizes_webp768_width";
  ALTER TABLE "media" DROP COLUMN "sizes_webp768_height";
  ALTER TABLE "media" DROP COLUMN "sizes_webp768_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_webp768_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_webp768_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1080_url";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1080_width";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1080_height";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1080_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1080_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1080_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1080_url";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1080_width";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1080_height";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1080_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1080_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1080_filename";`)
}
