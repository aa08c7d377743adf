import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."product_kind" AS ENUM('goods', 'voucher');
  CREATE TYPE "public"."product_tax" AS ENUM('standard', 'reduced');
  CREATE TYPE "public"."content_unit" AS ENUM('ml', 'l', 'g', 'kg', 'm');
  CREATE TYPE "public"."order_status" AS ENUM('open', 'paid', 'shipped', 'ready', 'completed', 'cancelled', 'withdrawn');
  CREATE TYPE "public"."order_payment" AS ENUM('vorkasse', 'pickup');
  CREATE TABLE "products_attributes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "products_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"option1" varchar NOT NULL,
  	"option2" varchar,
  	"sku" varchar,
  	"price_cents" numeric NOT NULL,
  	"stock" numeric,
  	"content_amount" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"active" boolean DEFAULT true,
  	"kind" "product_kind" DEFAULT 'goods' NOT NULL,
  	"summary" varchar,
  	"description" varchar,
  	"price_cents" numeric NOT NULL,
  	"tax_class" "product_tax" DEFAULT 'standard',
  	"stock" numeric,
  	"backorders" boolean DEFAULT false,
  	"delivery_time" varchar DEFAULT 'Lieferzeit 2–4 Werktage',
  	"weight_grams" numeric,
  	"content_amount" numeric,
  	"content_unit" "content_unit",
  	"quantity_min" numeric DEFAULT 1,
  	"quantity_max" numeric,
  	"quantity_step" numeric DEFAULT 1,
  	"free_amount_enabled" boolean DEFAULT false,
  	"free_amount_min_cents" numeric,
  	"free_amount_max_cents" numeric,
  	"sku" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"variant_label" varchar,
  	"sku" varchar,
  	"quantity" numeric NOT NULL,
  	"unit_price_cents" numeric,
  	"line_total_cents" numeric,
  	"tax_class" varchar,
  	"unit_price_text" varchar,
  	"product_id" integer,
  	"variant_id" varchar,
  	"voucher" boolean
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"status" "order_status" DEFAULT 'open' NOT NULL,
  	"payment_method" "order_payment" NOT NULL,
  	"access_key" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"billing_first_name" varchar,
  	"billing_last_name" varchar,
  	"billing_company" varchar,
  	"billing_street" varchar,
  	"billing_postcode" varchar,
  	"billing_city" varchar,
  	"billing_country" varchar,
  	"billing_state" varchar,
  	"ship_to_different" boolean,
  	"shipping_first_name" varchar,
  	"shipping_last_name" varchar,
  	"shipping_company" varchar,
  	"shipping_street" varchar,
  	"shipping_postcode" varchar,
  	"shipping_city" varchar,
  	"shipping_country" varchar,
  	"shipping_state" varchar,
  	"note" varchar,
  	"shipping_method" varchar,
  	"shipping_method_id" varchar,
  	"shipping_cents" numeric,
  	"subtotal_cents" numeric,
  	"total_cents" numeric,
  	"voucher_cents" numeric,
  	"due_cents" numeric,
  	"voucher_code" varchar,
  	"vat_lines" jsonb,
  	"small_business" boolean,
  	"stock_reserved" boolean,
  	"withdrawal_received_at" timestamp(3) with time zone,
  	"withdrawal_name" varchar,
  	"withdrawal_email" varchar,
  	"withdrawal_message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"vouchers_id" integer
  );
  
  CREATE TABLE "vouchers_redemptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"amount_cents" numeric,
  	"where" varchar
  );
  
  CREATE TABLE "vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"initial_cents" numeric NOT NULL,
  	"balance_cents" numeric NOT NULL,
  	"order_id" integer,
  	"recipient_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shop_settings_zones_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"cost_cents" numeric NOT NULL,
  	"free_from_cents" numeric
  );
  
  CREATE TABLE "shop_settings_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"countries" varchar NOT NULL,
  	"states" varchar
  );
  
  CREATE TABLE "shop_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"small_business" boolean DEFAULT false,
  	"notify_email" varchar,
  	"sender_email" varchar DEFAULT 'shop@salon-lindenbluete.example' NOT NULL,
  	"vorkasse" boolean DEFAULT true,
  	"pay_at_pickup" boolean DEFAULT true,
  	"bank_account_holder" varchar,
  	"bank_iban" varchar,
  	"bank_bic" varchar,
  	"bank_bank_name" varchar,
  	"bank_payment_days" numeric DEFAULT 7,
  	"pickup" boolean DEFAULT true,
  	"shipping_page_path" varchar DEFAULT '/versand-und-zahlung' NOT NULL,
  	"terms_path" varchar DEFAULT '/agb' NOT NULL,
  	"withdrawal_info_path" varchar DEFAULT '/widerrufsbelehrung' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vouchers_id" integer;
  ALTER TABLE "products_attributes" ADD CONSTRAINT "products_attributes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variants" ADD CONSTRAINT "products_variants_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_variants" ADD CONSTRAINT "products_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_rels" ADD CONSTRAINT "orders_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_rels" ADD CONSTRAINT "orders_rels_vouchers_fk" FOREIGN KEY ("vouchers_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vouchers_redemptions" ADD CONSTRAINT "vouchers_redemptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shop_settings_zones_methods" ADD CONSTRAINT "shop_settings_zones_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_settings_zones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shop_settings_zones" ADD CONSTRAINT "shop_settings_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_attributes_order_idx" ON "products_attributes" USING btree ("_order");
  CREATE INDEX "products_attributes_parent_id_idx" ON "products_attributes" USING btree ("_parent_id");
  CREATE INDEX "products_variants_order_idx" ON "products_variants" USING btree ("_order");
  CREATE INDEX "products_variants_parent_id_idx" ON "products_variants" USING btree ("_parent_id");
  CREATE INDEX "products_variants_image_idx" ON "products_variants" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_active_idx" ON "products" USING btree ("active");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "orders_items_order_idx" ON "orders_items" USING btree ("_order");
  CREATE INDEX "orders_items_parent_id_idx" ON "orders_items" USING btree ("_parent_id");
  CREATE INDEX "orders_items_product_idx" ON "orders_items" USING btree ("product_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "orders_rels_order_idx" ON "orders_rels" USING btree ("order");
  CREATE INDEX "orders_rels_parent_idx" ON "orders_rels" USING btree ("parent_id");
  CREATE INDEX "orders_rels_path_idx" ON "orders_rels" USING btree ("path");
  CREATE INDEX "orders_rels_vouchers_id_idx" ON "orders_rels" USING btree ("vouchers_id");
  CREATE INDEX "vouchers_redemptions_order_idx" ON "vouchers_redemptions" USING btree ("_order");
  CREATE INDEX "vouchers_redemptions_parent_id_idx" ON "vouchers_redemptions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");
  CREATE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_id");
  CREATE INDEX "vouchers_updated_at_idx" ON "vouchers" USING btree ("updated_at");
  CREATE INDEX "vouchers_created_at_idx" ON "vouchers" USING btree ("created_at");
  CREATE INDEX "shop_settings_zones_methods_order_idx" ON "shop_settings_zones_methods" USING btree ("_order");
  CREATE INDEX "shop_settings_zones_methods_parent_id_idx" ON "shop_settings_zones_methods" USING btree ("_parent_id");
  CREATE INDEX "shop_settings_zones_order_idx" ON "shop_settings_zones" USING btree ("_order");
  CREATE INDEX "shop_settings_zones_parent_id_idx" ON "shop_settings_zones" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vouchers_fk" FOREIGN KEY ("vouchers_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("vouchers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_attributes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vouchers_redemptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shop_settings_zones_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shop_settings_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shop_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_attributes" CASCADE;
  DROP TABLE "products_variants" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "orders_items" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "orders_rels" CASCADE;
  DROP TABLE "vouchers_redemptions" CASCADE;
  DROP TABLE "vouchers" CASCADE;
  DROP TABLE "shop_settings_zones_methods" CASCADE;
  DROP TABLE "shop_settings_zones" CASCADE;
  DROP TABLE "shop_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vouchers_fk";
  
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_vouchers_id_idx";
  ALTER TABLE "mail_outbox" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vouchers_id";
  DROP TYPE "public"."product_kind";
  DROP TYPE "public"."product_tax";
  DROP TYPE "public"."content_unit";
  DROP TYPE "public"."order_status";
  DROP TYPE "public"."order_payment";`)
}
