import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."submission_status" AS ENUM('new', 'working', 'done');
  ALTER TABLE "form_submissions" ADD COLUMN "status" "submission_status" DEFAULT 'new';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DROP COLUMN "status";
  DROP TYPE "public"."submission_status";`)
}
