import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wordpress_imports_status" AS ENUM('running', 'done', 'failed');
  CREATE TABLE "wordpress_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_name" varchar,
  	"dry_run" boolean,
  	"status" "enum_wordpress_imports_status" DEFAULT 'running',
  	"done" numeric DEFAULT 0,
  	"total" numeric DEFAULT 0,
  	"error" varchar,
  	"report" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wordpress_imports_id" integer;
  CREATE INDEX "wordpress_imports_updated_at_idx" ON "wordpress_imports" USING btree ("updated_at");
  CREATE INDEX "wordpress_imports_created_at_idx" ON "wordpress_imports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wordpress_imports_fk" FOREIGN KEY ("wordpress_imports_id") REFERENCES "public"."wordpress_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_wordpress_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("wordpress_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wordpress_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "wordpress_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wordpress_imports_fk";
  
  DROP INDEX "payload_locked_documents_rels_wordpress_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wordpress_imports_id";
  DROP TYPE "public"."enum_wordpress_imports_status";`)
}
