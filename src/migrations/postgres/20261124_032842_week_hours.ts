import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The week becomes one text per weekday and special days get a date range. Existing hours are
// carried over: a weekday's periods are joined in order („09:00–12:00, 14:00–18:00“), a special
// day becomes a one-day range, closed when it was.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" ADD COLUMN "week_hours_mo" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "week_hours_tu" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "week_hours_we" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "week_hours_th" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "week_hours_fr" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "week_hours_sa" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "week_hours_su" varchar;
  UPDATE "site_settings" SET "week_hours_mo" = (
    SELECT string_agg(o."opens" || '–' || o."closes", ', ' ORDER BY o."opens")
    FROM "site_settings_opening_hours" o
    WHERE o."_parent_id" = "site_settings"."id" AND o."day" = 'mo'
      AND o."opens" IS NOT NULL AND o."closes" IS NOT NULL);
  UPDATE "site_settings" SET "week_hours_tu" = (
    SELECT string_agg(o."opens" || '–' || o."closes", ', ' ORDER BY o."opens")
    FROM "site_settings_opening_hours" o
    WHERE o."_parent_id" = "site_settings"."id" AND o."day" = 'tu'
      AND o."opens" IS NOT NULL AND o."closes" IS NOT NULL);
  UPDATE "site_settings" SET "week_hours_we" = (
    SELECT string_agg(o."opens" || '–' || o."closes", ', ' ORDER BY o."opens")
    FROM "site_settings_opening_hours" o
    WHERE o."_parent_id" = "site_settings"."id" AND o."day" = 'we'
      AND o."opens" IS NOT NULL AND o."closes" IS NOT NULL);
  UPDATE "site_settings" SET "week_hours_th" = (
    SELECT string_agg(o."opens" || '–' || o."closes", ', ' ORDER BY o."opens")
    FROM "site_settings_opening_hours" o
    WHERE o."_parent_id" = "site_settings"."id" AND o."day" = 'th'
      AND o."opens" IS NOT NULL AND o."closes" IS NOT NULL);
  UPDATE "site_settings" SET "week_hours_fr" = (
    SELECT string_agg(o."opens" || '–' || o."closes", ', ' ORDER BY o."opens")
    FROM "site_settings_opening_hours" o
    WHERE o."_parent_id" = "site_settings"."id" AND o."day" = 'fr'
      AND o."opens" IS NOT NULL AND o."closes" IS NOT NULL);
  UPDATE "site_settings" SET "week_hours_sa" = (
    SELECT string_agg(o."opens" || '–' || o."closes", ', ' ORDER BY o."opens")
    FROM "site_settings_opening_hours" o
    WHERE o."_parent_id" = "site_settings"."id" AND o."day" = 'sa'
      AND o."opens" IS NOT NULL AND o."closes" IS NOT NULL);
  UPDATE "site_settings" SET "week_hours_su" = (
    SELECT string_agg(o."opens" || '–' || o."closes", ', ' ORDER BY o."opens")
    FROM "site_settings_opening_hours" o
    WHERE o."_parent_id" = "site_settings"."id" AND o."day" = 'su'
      AND o."opens" IS NOT NULL AND o."closes" IS NOT NULL);
  DROP TABLE "site_settings_opening_hours" CASCADE;
  DROP TYPE "public"."enum_site_settings_opening_hours_day";
  ALTER TABLE "site_settings_special_days" ADD COLUMN "from" timestamp(3) with time zone;
  ALTER TABLE "site_settings_special_days" ADD COLUMN "until" timestamp(3) with time zone;
  ALTER TABLE "site_settings_special_days" ADD COLUMN "hours" varchar;
  UPDATE "site_settings_special_days" SET "from" = "date",
    "hours" = CASE WHEN "closed" OR "opens" IS NULL OR "closes" IS NULL THEN NULL
      ELSE "opens" || '–' || "closes" END;
  ALTER TABLE "site_settings_special_days" ALTER COLUMN "from" SET NOT NULL;
  ALTER TABLE "site_settings_special_days" DROP COLUMN "date";
  ALTER TABLE "site_settings_special_days" DROP COLUMN "closed";
  ALTER TABLE "site_settings_special_days" DROP COLUMN "opens";
  ALTER TABLE "site_settings_special_days" DROP COLUMN "closes";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_opening_hours_day" AS ENUM('mo', 'tu', 'we', 'th', 'fr', 'sa', 'su');
  CREATE TABLE "site_settings_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_site_settings_opening_hours_day" NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  ALTER TABLE "site_settings_special_days" ADD COLUMN "date" timestamp(3) with time zone NOT NULL DEFAULT now();
  ALTER TABLE "site_settings_special_days" ADD COLUMN "closed" boolean DEFAULT true;
  ALTER TABLE "site_settings_special_days" ADD COLUMN "opens" varchar;
  ALTER TABLE "site_settings_special_days" ADD COLUMN "closes" varchar;
  ALTER TABLE "site_settings_opening_hours" ADD CONSTRAINT "site_settings_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_opening_hours_order_idx" ON "site_settings_opening_hours" USING btree ("_order");
  CREATE INDEX "site_settings_opening_hours_parent_id_idx" ON "site_settings_opening_hours" USING btree ("_parent_id");
  ALTER TABLE "site_settings_special_days" DROP COLUMN "from";
  ALTER TABLE "site_settings_special_days" DROP COLUMN "until";
  ALTER TABLE "site_settings_special_days" DROP COLUMN "hours";
  ALTER TABLE "site_settings" DROP COLUMN "week_hours_mo";
  ALTER TABLE "site_settings" DROP COLUMN "week_hours_tu";
  ALTER TABLE "site_settings" DROP COLUMN "week_hours_we";
  ALTER TABLE "site_settings" DROP COLUMN "week_hours_th";
  ALTER TABLE "site_settings" DROP COLUMN "week_hours_fr";
  ALTER TABLE "site_settings" DROP COLUMN "week_hours_sa";
  ALTER TABLE "site_settings" DROP COLUMN "week_hours_su";`)
}
