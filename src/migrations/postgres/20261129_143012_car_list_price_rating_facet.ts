import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_car_list_facets_name" ADD VALUE 'car_price_rating_good' BEFORE 'car_price';
  ALTER TYPE "public"."enum__pages_v_blocks_car_list_facets_name" ADD VALUE 'car_price_rating_good' BEFORE 'car_price';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_car_list_facets_name";
  CREATE TYPE "public"."enum_pages_blocks_car_list_facets_name" AS ENUM('car_brand__car_model', 'car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_condition', 'car_year', 'car_seats', 'car_site_name', 'car_site_city', 'car_site_region', 'car_vehicle_type_code', 'car_campaigns', 'car_is_used', 'car_is_sample', 'caroftheweek', 'car_has_privateleasing', 'car_has_companyleasing', 'car_has_campaign_price', 'car_price', 'car_campaign_price', 'car_mileage', 'car_privateleasing_monthly_cost', 'car_companyleasing_monthly_cost', 'car_power');
  ALTER TABLE "pages_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE "public"."enum_pages_blocks_car_list_facets_name" USING "name"::"public"."enum_pages_blocks_car_list_facets_name";
  ALTER TABLE "_pages_v_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_car_list_facets_name";
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_facets_name" AS ENUM('car_brand__car_model', 'car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_condition', 'car_year', 'car_seats', 'car_site_name', 'car_site_city', 'car_site_region', 'car_vehicle_type_code', 'car_campaigns', 'car_is_used', 'car_is_sample', 'caroftheweek', 'car_has_privateleasing', 'car_has_companyleasing', 'car_has_campaign_price', 'car_price', 'car_campaign_price', 'car_mileage', 'car_privateleasing_monthly_cost', 'car_companyleasing_monthly_cost', 'car_power');
  ALTER TABLE "_pages_v_blocks_car_list_facets" ALTER COLUMN "name" SET DATA TYPE "public"."enum__pages_v_blocks_car_list_facets_name" USING "name"::"public"."enum__pages_v_blocks_car_list_facets_name";`)
}
