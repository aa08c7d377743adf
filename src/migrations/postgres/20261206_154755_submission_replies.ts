import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."submission_status" ADD VALUE 'answered' BEFORE 'done';
  CREATE TABLE "sub_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"by" varchar,
  	"to" varchar,
  	"text" varchar
  );
  
  ALTER TABLE "sub_replies" ADD CONSTRAINT "sub_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sub_replies_order_idx" ON "sub_replies" USING btree ("_order");
  CREATE INDEX "sub_replies_parent_id_idx" ON "sub_replies" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sub_replies" CASCADE;
  ALTER TABLE "form_submissions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "form_submissions" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "form_submissions" SET "status" = 'done' WHERE "status" = 'answered';
  DROP TYPE "public"."submission_status";
  CREATE TYPE "public"."submission_status" AS ENUM('new', 'working', 'done');
  ALTER TABLE "form_submissions" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."submission_status";
  ALTER TABLE "form_submissions" ALTER COLUMN "status" SET DATA TYPE "public"."submission_status" USING "status"::"public"."submission_status";`)
}
