import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" ADD COLUMN "hold_until" timestamp(3) with time zone;
  CREATE INDEX "payments_hold_until_idx" ON "payments" USING btree ("hold_until");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payments_hold_until_idx";
  ALTER TABLE "payments" DROP COLUMN "hold_until";`)
}
