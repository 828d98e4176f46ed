import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_store_locator_distance_unit" AS ENUM('km', 'mi');
  CREATE TYPE "public"."enum__pages_v_blocks_store_locator_distance_unit" AS ENUM('km', 'mi');
  CREATE TYPE "public"."enum_locations_charger_options_icon" AS ENUM('CCS1', 'CCS2');
  CREATE TABLE "pages_blocks_store_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"include_stock_dealers" boolean DEFAULT true,
  	"default_latitude" numeric DEFAULT 52.54,
  	"default_longitude" numeric DEFAULT 12.37,
  	"default_zoom_level" numeric DEFAULT 10,
  	"distance_unit" "enum_pages_blocks_store_locator_distance_unit" DEFAULT 'km',
  	"search_result_distance_threshold" numeric,
  	"country_in_search" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_store_locator_locales" (
  	"labels_panel_title" varchar,
  	"labels_panel_tab_title" varchar,
  	"labels_map_tab_title" varchar,
  	"labels_show_more_button_label" varchar,
  	"labels_currently_showing_text" varchar,
  	"labels_no_dealers_text" varchar,
  	"labels_find_us_text" varchar,
  	"labels_near_me_on_map_text" varchar,
  	"labels_near_me_on_panel_text" varchar,
  	"labels_search_input_placeholder_text" varchar,
  	"labels_zoom_in_aria_label" varchar,
  	"labels_zoom_out_aria_label" varchar,
  	"labels_marker_aria_label" varchar,
  	"labels_cluster_aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_store_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"include_stock_dealers" boolean DEFAULT true,
  	"default_latitude" numeric DEFAULT 52.54,
  	"default_longitude" numeric DEFAULT 12.37,
  	"default_zoom_level" numeric DEFAULT 10,
  	"distance_unit" "enum__pages_v_blocks_store_locator_distance_unit" DEFAULT 'km',
  	"search_result_distance_threshold" numeric,
  	"country_in_search" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_store_locator_locales" (
  	"labels_panel_title" varchar,
  	"labels_panel_tab_title" varchar,
  	"labels_map_tab_title" varchar,
  	"labels_show_more_button_label" varchar,
  	"labels_currently_showing_text" varchar,
  	"labels_no_dealers_text" varchar,
  	"labels_find_us_text" varchar,
  	"labels_near_me_on_map_text" varchar,
  	"labels_near_me_on_panel_text" varchar,
  	"labels_search_input_placeholder_text" varchar,
  	"labels_zoom_in_aria_label" varchar,
  	"labels_zoom_out_aria_label" varchar,
  	"labels_marker_aria_label" varchar,
  	"labels_cluster_aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "locations_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "locations_services_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "locations_charger_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"icon" "enum_locations_charger_options_icon" NOT NULL,
  	"watts" numeric NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"address" varchar NOT NULL,
  	"zip" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"dealer_card_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_locales" (
  	"dealer_card_title" varchar,
  	"dealer_card_text" varchar,
  	"dealer_card_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "pages_blocks_store_locator" ADD CONSTRAINT "pages_blocks_store_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_store_locator_locales" ADD CONSTRAINT "pages_blocks_store_locator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_store_locator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_store_locator" ADD CONSTRAINT "_pages_v_blocks_store_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_store_locator_locales" ADD CONSTRAINT "_pages_v_blocks_store_locator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_store_locator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_services" ADD CONSTRAINT "locations_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_services_locales" ADD CONSTRAINT "locations_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_charger_options" ADD CONSTRAINT "locations_charger_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_locales" ADD CONSTRAINT "locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_store_locator_order_idx" ON "pages_blocks_store_locator" USING btree ("_order");
  CREATE INDEX "pages_blocks_store_locator_parent_id_idx" ON "pages_blocks_store_locator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_store_locator_path_idx" ON "pages_blocks_store_locator" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_store_locator_locales_locale_parent_id_unique" ON "pages_blocks_store_locator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_store_locator_order_idx" ON "_pages_v_blocks_store_locator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_store_locator_parent_id_idx" ON "_pages_v_blocks_store_locator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_store_locator_path_idx" ON "_pages_v_blocks_store_locator" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_store_locator_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_store_locator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "locations_services_order_idx" ON "locations_services" USING btree ("_order");
  CREATE INDEX "locations_services_parent_id_idx" ON "locations_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "locations_services_locales_locale_parent_id_unique" ON "locations_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "locations_charger_options_order_idx" ON "locations_charger_options" USING btree ("_order");
  CREATE INDEX "locations_charger_options_parent_id_idx" ON "locations_charger_options" USING btree ("_parent_id");
  CREATE INDEX "locations_site_idx" ON "locations" USING btree ("site_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "locations_locales_locale_parent_id_unique" ON "locations_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_store_locator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_store_locator_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_store_locator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_store_locator_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_charger_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_store_locator" CASCADE;
  DROP TABLE "pages_blocks_store_locator_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_store_locator" CASCADE;
  DROP TABLE "_pages_v_blocks_store_locator_locales" CASCADE;
  DROP TABLE "locations_services" CASCADE;
  DROP TABLE "locations_services_locales" CASCADE;
  DROP TABLE "locations_charger_options" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  DROP TYPE "public"."enum_pages_blocks_store_locator_distance_unit";
  DROP TYPE "public"."enum__pages_v_blocks_store_locator_distance_unit";
  DROP TYPE "public"."enum_locations_charger_options_icon";`)
}
