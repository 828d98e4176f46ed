import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_car_list_facets_name" AS ENUM('car_brand>car_model', 'car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_condition', 'car_year', 'car_seats', 'car_site_name', 'car_site_city', 'car_site_region', 'car_vehicle_type_code', 'car_campaigns', 'car_is_used', 'car_is_sample', 'caroftheweek', 'car_has_privateleasing', 'car_has_companyleasing', 'car_has_campaign_price', 'car_price', 'car_campaign_price', 'car_mileage', 'car_privateleasing_monthly_cost', 'car_companyleasing_monthly_cost', 'car_power');
  CREATE TYPE "public"."enum_pages_blocks_car_list_sorts_name" AS ENUM('newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'car_publishdate_asc', 'car_publishdate_desc');
  CREATE TYPE "public"."enum_pages_blocks_car_list_filter_layout" AS ENUM('Toggle', 'Sticky');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_variant" AS ENUM('default', 'fullScreen');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_content" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_title_tag" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_button_type" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_content_placement" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_car_teasers_mode" AS ENUM('query', 'ids');
  CREATE TYPE "public"."enum_pages_blocks_car_teasers_is_used" AS ENUM('any', 'new', 'used');
  CREATE TYPE "public"."enum_pages_blocks_car_teasers_sort_name" AS ENUM('newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'car_publishdate_asc', 'car_publishdate_desc');
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_facets_name" AS ENUM('car_brand>car_model', 'car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_condition', 'car_year', 'car_seats', 'car_site_name', 'car_site_city', 'car_site_region', 'car_vehicle_type_code', 'car_campaigns', 'car_is_used', 'car_is_sample', 'caroftheweek', 'car_has_privateleasing', 'car_has_companyleasing', 'car_has_campaign_price', 'car_price', 'car_campaign_price', 'car_mileage', 'car_privateleasing_monthly_cost', 'car_companyleasing_monthly_cost', 'car_power');
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_sorts_name" AS ENUM('newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'car_publishdate_asc', 'car_publishdate_desc');
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_filter_layout" AS ENUM('Toggle', 'Sticky');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_search_variant" AS ENUM('default', 'fullScreen');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_search_content" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_search_title_tag" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_search_button_type" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_search_content_placement" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teasers_mode" AS ENUM('query', 'ids');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teasers_is_used" AS ENUM('any', 'new', 'used');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teasers_sort_name" AS ENUM('newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'car_publishdate_asc', 'car_publishdate_desc');
  CREATE TABLE "pages_blocks_car_list_facets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" "enum_pages_blocks_car_list_facets_name"
  );
  
  CREATE TABLE "pages_blocks_car_list_facets_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_car_list_sorts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" "enum_pages_blocks_car_list_sorts_name"
  );
  
  CREATE TABLE "pages_blocks_car_list_sorts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_car_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"filter_layout" "enum_pages_blocks_car_list_filter_layout" DEFAULT 'Toggle',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_hero_search_variant" DEFAULT 'default',
  	"content" "enum_pages_blocks_hero_search_content" DEFAULT 'image',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_desktop_id" integer,
  	"video_phone_id" integer,
  	"title_tag" "enum_pages_blocks_hero_search_title_tag" DEFAULT 'h1',
  	"link_href" varchar,
  	"button_type" "enum_pages_blocks_hero_search_button_type" DEFAULT 'primary',
  	"show_search_bar" boolean DEFAULT true,
  	"content_placement" "enum_pages_blocks_hero_search_content_placement" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_search_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"search_bar_placeholder_text" varchar,
  	"search_bar_placeholder_text_desktop" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_car_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_pages_blocks_car_teasers_mode" DEFAULT 'query',
  	"car_ids" varchar,
  	"brand" varchar,
  	"model" varchar,
  	"fuel" varchar,
  	"body" varchar,
  	"is_used" "enum_pages_blocks_car_teasers_is_used" DEFAULT 'any',
  	"sort_name" "enum_pages_blocks_car_teasers_sort_name",
  	"number_of_cars" numeric,
  	"limit" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_teasers_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_car_of_the_week" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_of_the_week_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_car_list_facets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" "enum__pages_v_blocks_car_list_facets_name",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_list_facets_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_car_list_sorts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" "enum__pages_v_blocks_car_list_sorts_name",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_list_sorts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_car_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"filter_layout" "enum__pages_v_blocks_car_list_filter_layout" DEFAULT 'Toggle',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_hero_search_variant" DEFAULT 'default',
  	"content" "enum__pages_v_blocks_hero_search_content" DEFAULT 'image',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_desktop_id" integer,
  	"video_phone_id" integer,
  	"title_tag" "enum__pages_v_blocks_hero_search_title_tag" DEFAULT 'h1',
  	"link_href" varchar,
  	"button_type" "enum__pages_v_blocks_hero_search_button_type" DEFAULT 'primary',
  	"show_search_bar" boolean DEFAULT true,
  	"content_placement" "enum__pages_v_blocks_hero_search_content_placement" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_search_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"search_bar_placeholder_text" varchar,
  	"search_bar_placeholder_text_desktop" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_car_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum__pages_v_blocks_car_teasers_mode" DEFAULT 'query',
  	"car_ids" varchar,
  	"brand" varchar,
  	"model" varchar,
  	"fuel" varchar,
  	"body" varchar,
  	"is_used" "enum__pages_v_blocks_car_teasers_is_used" DEFAULT 'any',
  	"sort_name" "enum__pages_v_blocks_car_teasers_sort_name",
  	"number_of_cars" numeric,
  	"limit" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_teasers_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_car_of_the_week" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_of_the_week_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_car_list_facets" ADD CONSTRAINT "pages_blocks_car_list_facets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_list_facets_locales" ADD CONSTRAINT "pages_blocks_car_list_facets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_list_facets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_list_sorts" ADD CONSTRAINT "pages_blocks_car_list_sorts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_list_sorts_locales" ADD CONSTRAINT "pages_blocks_car_list_sorts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_list_sorts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_list" ADD CONSTRAINT "pages_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_list_locales" ADD CONSTRAINT "pages_blocks_car_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search" ADD CONSTRAINT "pages_blocks_hero_search_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search" ADD CONSTRAINT "pages_blocks_hero_search_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search" ADD CONSTRAINT "pages_blocks_hero_search_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search" ADD CONSTRAINT "pages_blocks_hero_search_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search" ADD CONSTRAINT "pages_blocks_hero_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search_locales" ADD CONSTRAINT "pages_blocks_hero_search_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_teasers" ADD CONSTRAINT "pages_blocks_car_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_teasers_locales" ADD CONSTRAINT "pages_blocks_car_teasers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_of_the_week" ADD CONSTRAINT "pages_blocks_car_of_the_week_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_of_the_week_locales" ADD CONSTRAINT "pages_blocks_car_of_the_week_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_of_the_week"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list_facets" ADD CONSTRAINT "_pages_v_blocks_car_list_facets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list_facets_locales" ADD CONSTRAINT "_pages_v_blocks_car_list_facets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_list_facets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list_sorts" ADD CONSTRAINT "_pages_v_blocks_car_list_sorts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list_sorts_locales" ADD CONSTRAINT "_pages_v_blocks_car_list_sorts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_list_sorts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list" ADD CONSTRAINT "_pages_v_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list_locales" ADD CONSTRAINT "_pages_v_blocks_car_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search" ADD CONSTRAINT "_pages_v_blocks_hero_search_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search" ADD CONSTRAINT "_pages_v_blocks_hero_search_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search" ADD CONSTRAINT "_pages_v_blocks_hero_search_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search" ADD CONSTRAINT "_pages_v_blocks_hero_search_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search" ADD CONSTRAINT "_pages_v_blocks_hero_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search_locales" ADD CONSTRAINT "_pages_v_blocks_hero_search_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_teasers" ADD CONSTRAINT "_pages_v_blocks_car_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_teasers_locales" ADD CONSTRAINT "_pages_v_blocks_car_teasers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_of_the_week" ADD CONSTRAINT "_pages_v_blocks_car_of_the_week_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_of_the_week_locales" ADD CONSTRAINT "_pages_v_blocks_car_of_the_week_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_of_the_week"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_car_list_facets_order_idx" ON "pages_blocks_car_list_facets" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_list_facets_parent_id_idx" ON "pages_blocks_car_list_facets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_car_list_facets_locales_locale_parent_id_unique" ON "pages_blocks_car_list_facets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_car_list_sorts_order_idx" ON "pages_blocks_car_list_sorts" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_list_sorts_parent_id_idx" ON "pages_blocks_car_list_sorts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_car_list_sorts_locales_locale_parent_id_unique" ON "pages_blocks_car_list_sorts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_car_list_order_idx" ON "pages_blocks_car_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_list_parent_id_idx" ON "pages_blocks_car_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_list_path_idx" ON "pages_blocks_car_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_car_list_locales_locale_parent_id_unique" ON "pages_blocks_car_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_search_order_idx" ON "pages_blocks_hero_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_search_parent_id_idx" ON "pages_blocks_hero_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_search_path_idx" ON "pages_blocks_hero_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_search_image_idx" ON "pages_blocks_hero_search" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_search_image_phone_idx" ON "pages_blocks_hero_search" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_hero_search_video_desktop_idx" ON "pages_blocks_hero_search" USING btree ("video_desktop_id");
  CREATE INDEX "pages_blocks_hero_search_video_phone_idx" ON "pages_blocks_hero_search" USING btree ("video_phone_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_search_locales_locale_parent_id_unique" ON "pages_blocks_hero_search_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_car_teasers_order_idx" ON "pages_blocks_car_teasers" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_teasers_parent_id_idx" ON "pages_blocks_car_teasers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_teasers_path_idx" ON "pages_blocks_car_teasers" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_car_teasers_locales_locale_parent_id_unique" ON "pages_blocks_car_teasers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_car_of_the_week_order_idx" ON "pages_blocks_car_of_the_week" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_of_the_week_parent_id_idx" ON "pages_blocks_car_of_the_week" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_of_the_week_path_idx" ON "pages_blocks_car_of_the_week" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_car_of_the_week_locales_locale_parent_id_unique" ON "pages_blocks_car_of_the_week_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_car_list_facets_order_idx" ON "_pages_v_blocks_car_list_facets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_list_facets_parent_id_idx" ON "_pages_v_blocks_car_list_facets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_car_list_facets_locales_locale_parent_id_uni" ON "_pages_v_blocks_car_list_facets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_car_list_sorts_order_idx" ON "_pages_v_blocks_car_list_sorts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_list_sorts_parent_id_idx" ON "_pages_v_blocks_car_list_sorts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_car_list_sorts_locales_locale_parent_id_uniq" ON "_pages_v_blocks_car_list_sorts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_car_list_order_idx" ON "_pages_v_blocks_car_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_list_parent_id_idx" ON "_pages_v_blocks_car_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_list_path_idx" ON "_pages_v_blocks_car_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_car_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_car_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_search_order_idx" ON "_pages_v_blocks_hero_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_search_parent_id_idx" ON "_pages_v_blocks_hero_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_search_path_idx" ON "_pages_v_blocks_hero_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_search_image_idx" ON "_pages_v_blocks_hero_search" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_search_image_phone_idx" ON "_pages_v_blocks_hero_search" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_hero_search_video_desktop_idx" ON "_pages_v_blocks_hero_search" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_blocks_hero_search_video_phone_idx" ON "_pages_v_blocks_hero_search" USING btree ("video_phone_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_search_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_search_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_car_teasers_order_idx" ON "_pages_v_blocks_car_teasers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_teasers_parent_id_idx" ON "_pages_v_blocks_car_teasers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_teasers_path_idx" ON "_pages_v_blocks_car_teasers" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_car_teasers_locales_locale_parent_id_unique" ON "_pages_v_blocks_car_teasers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_order_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_parent_id_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_path_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_car_of_the_week_locales_locale_parent_id_uni" ON "_pages_v_blocks_car_of_the_week_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_car_list_facets" CASCADE;
  DROP TABLE "pages_blocks_car_list_facets_locales" CASCADE;
  DROP TABLE "pages_blocks_car_list_sorts" CASCADE;
  DROP TABLE "pages_blocks_car_list_sorts_locales" CASCADE;
  DROP TABLE "pages_blocks_car_list" CASCADE;
  DROP TABLE "pages_blocks_car_list_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_search" CASCADE;
  DROP TABLE "pages_blocks_hero_search_locales" CASCADE;
  DROP TABLE "pages_blocks_car_teasers" CASCADE;
  DROP TABLE "pages_blocks_car_teasers_locales" CASCADE;
  DROP TABLE "pages_blocks_car_of_the_week" CASCADE;
  DROP TABLE "pages_blocks_car_of_the_week_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list_facets" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list_facets_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list_sorts" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list_sorts_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_search" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_search_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_car_teasers" CASCADE;
  DROP TABLE "_pages_v_blocks_car_teasers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_car_of_the_week" CASCADE;
  DROP TABLE "_pages_v_blocks_car_of_the_week_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_car_list_facets_name";
  DROP TYPE "public"."enum_pages_blocks_car_list_sorts_name";
  DROP TYPE "public"."enum_pages_blocks_car_list_filter_layout";
  DROP TYPE "public"."enum_pages_blocks_hero_search_variant";
  DROP TYPE "public"."enum_pages_blocks_hero_search_content";
  DROP TYPE "public"."enum_pages_blocks_hero_search_title_tag";
  DROP TYPE "public"."enum_pages_blocks_hero_search_button_type";
  DROP TYPE "public"."enum_pages_blocks_hero_search_content_placement";
  DROP TYPE "public"."enum_pages_blocks_car_teasers_mode";
  DROP TYPE "public"."enum_pages_blocks_car_teasers_is_used";
  DROP TYPE "public"."enum_pages_blocks_car_teasers_sort_name";
  DROP TYPE "public"."enum__pages_v_blocks_car_list_facets_name";
  DROP TYPE "public"."enum__pages_v_blocks_car_list_sorts_name";
  DROP TYPE "public"."enum__pages_v_blocks_car_list_filter_layout";
  DROP TYPE "public"."enum__pages_v_blocks_hero_search_variant";
  DROP TYPE "public"."enum__pages_v_blocks_hero_search_content";
  DROP TYPE "public"."enum__pages_v_blocks_hero_search_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_hero_search_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_search_content_placement";
  DROP TYPE "public"."enum__pages_v_blocks_car_teasers_mode";
  DROP TYPE "public"."enum__pages_v_blocks_car_teasers_is_used";
  DROP TYPE "public"."enum__pages_v_blocks_car_teasers_sort_name";`)
}
