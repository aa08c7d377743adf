import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mail_settings_preset" AS ENUM('ionos', 'strato', 'allinkl', 'google', 'microsoft', 'own');
  CREATE TYPE "public"."enum_mail_settings_security" AS ENUM('tls', 'starttls', 'none');
  CREATE TABLE "site_settings_site_aliases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"host" varchar NOT NULL
  );
  
  CREATE TABLE "mail_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"preset" "enum_mail_settings_preset" DEFAULT 'own',
  	"host" varchar,
  	"port" numeric DEFAULT 587,
  	"security" "enum_mail_settings_security" DEFAULT 'starttls',
  	"user" varchar,
  	"password" varchar,
  	"password_encrypted" varchar,
  	"clear_password" boolean DEFAULT false,
  	"from_name" varchar,
  	"from_address" varchar,
  	"reply_to" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "site_settings_site_aliases" ADD CONSTRAINT "site_settings_site_aliases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_site_aliases_order_idx" ON "site_settings_site_aliases" USING btree ("_order");
  CREATE INDEX "site_settings_site_aliases_parent_id_idx" ON "site_settings_site_aliases" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_site_aliases" CASCADE;
  DROP TABLE "mail_settings" CASCADE;
  DROP TYPE "public"."enum_mail_settings_preset";
  DROP TYPE "public"."enum_mail_settings_security";`)
}
