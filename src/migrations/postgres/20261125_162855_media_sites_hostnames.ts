import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE text;
  UPDATE "pages_blocks_car_list_facets" SET "name" = replace("name", '>', '__') WHERE "name" LIKE '%>%';
  DROP TYPE "public"."enum_pages_blocks_car_list_facets_name";
  CREATE TYPE "public"."enum_pages_blocks_car_list_facets_name" AS ENUM('car_brand__car_model', 'car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_condition', 'car_year', 'car_seats', 'car_site_name', 'car_site_city', 'car_site_region', 'car_vehicle_type_code', 'car_campaigns', 'car_is_used', 'car_is_sample', 'caroftheweek', 'car_has_privateleasing', 'car_has_companyleasing', 'car_has_campaign_price', 'car_price', 'car_campaign_price', 'car_mileage', 'car_privateleasing_monthly_cost', 'car_companyleasing_monthly_cost', 'car_power');
  ALTER TABLE "pages_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE "public"."enum_pages_blocks_car_list_facets_name" USING "name"::"public"."enum_pages_blocks_car_list_facets_name";
  ALTER TABLE "_pages_v_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE text;
  UPDATE "_pages_v_blocks_car_list_facets" SET "name" = replace("name", '>', '__') WHERE "name" LIKE '%>%';
  DROP TYPE "public"."enum__pages_v_blocks_car_list_facets_name";
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_facets_name" AS ENUM('car_brand__car_model', 'car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_condition', 'car_year', 'car_seats', 'car_site_name', 'car_site_city', 'car_site_region', 'car_vehicle_type_code', 'car_campaigns', 'car_is_used', 'car_is_sample', 'caroftheweek', 'car_has_privateleasing', 'car_has_companyleasing', 'car_has_campaign_price', 'car_price', 'car_campaign_price', 'car_mileage', 'car_privateleasing_monthly_cost', 'car_companyleasing_monthly_cost', 'car_power');
  ALTER TABLE "_pages_v_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE "public"."enum__pages_v_blocks_car_list_facets_name" USING "name"::"public"."enum__pages_v_blocks_car_list_facets_name";
  ALTER TABLE "media" ADD COLUMN "site_id" integer;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_site_idx" ON "media" USING btree ("site_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
  // Hand-written (issue 15): a host name belongs to at most one site (partial unique index on the
  // hasMany text table; the Sites hook stores host names lower-case). Facet names above are
  // rewritten to their GraphQL-safe stored form before the new enum is applied.
  await db.execute(sql`CREATE UNIQUE INDEX "sites_hostnames_unique" ON "sites_texts" ("text") WHERE "path" = 'hostnames';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "sites_hostnames_unique";`)
  await db.execute(sql`
   ALTER TABLE "media" DROP CONSTRAINT "media_site_id_sites_id_fk";
  
  ALTER TABLE "pages_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_car_list_facets_name";
  CREATE TYPE "public"."enum_pages_blocks_car_list_facets_name" AS ENUM('car_brand>car_model', 'car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_condition', 'car_year', 'car_seats', 'car_site_name', 'car_site_city', 'car_site_region', 'car_vehicle_type_code', 'car_campaigns', 'car_is_used', 'car_is_sample', 'caroftheweek', 'car_has_privateleasing', 'car_has_companyleasing', 'car_has_campaign_price', 'car_price', 'car_campaign_price', 'car_mileage', 'car_privateleasing_monthly_cost', 'car_companyleasing_monthly_cost', 'car_power');
  ALTER TABLE "pages_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE "public"."enum_pages_blocks_car_list_facets_name" USING "name"::"public"."enum_pages_blocks_car_list_facets_name";
  ALTER TABLE "_pages_v_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_car_list_facets_name";
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_facets_name" AS ENUM('car_brand>car_model', 'car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_condition', 'car_year', 'car_seats', 'car_site_name', 'car_site_city', 'car_site_region', 'car_vehicle_type_code', 'car_campaigns', 'car_is_used', 'car_is_sample', 'caroftheweek', 'car_has_privateleasing', 'car_has_companyleasing', 'car_has_campaign_price', 'car_price', 'car_campaign_price', 'car_mileage', 'car_privateleasing_monthly_cost', 'car_companyleasing_monthly_cost', 'car_power');
  ALTER TABLE "_pages_v_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE "public"."enum__pages_v_blocks_car_list_facets_name" USING "name"::"public"."enum__pages_v_blocks_car_list_facets_name";
  DROP INDEX "media_site_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "media" DROP COLUMN "site_id";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";`)
}
