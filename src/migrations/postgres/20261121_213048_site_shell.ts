import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_shell_navigation_extra_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_site_shell_navigation_icon_links_icon" AS ENUM('phone', 'mail', 'pin', 'calendar', 'user', 'heart', 'search', 'car');
  CREATE TYPE "public"."enum_site_shell_navigation_icon_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_site_shell_footer_columns_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_site_shell_navigation_message_position" AS ENUM('above', 'below');
  CREATE TYPE "public"."enum_site_shell_alert_bar_message_type" AS ENUM('Warning', 'Dark', 'Light', 'Neutral');
  CREATE TYPE "public"."enum_site_shell_alert_bar_message_icon" AS ENUM('CampaignAlert', 'WarningAlert');
  CREATE TYPE "public"."enum_site_shell_message_banner_message_type" AS ENUM('Warning', 'Dark', 'Light', 'Neutral');
  CREATE TYPE "public"."enum_site_shell_message_banner_message_icon" AS ENUM('CampaignAlert', 'WarningAlert');
  CREATE TYPE "public"."enum_site_shell_footer_highlighted_link_target" AS ENUM('_self', '_blank');
  CREATE TABLE "site_shell_navigation_extra_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_target" "enum_site_shell_navigation_extra_items_link_target" DEFAULT '_self'
  );
  
  CREATE TABLE "site_shell_navigation_extra_items_locales" (
  	"title" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_shell_navigation_icon_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_site_shell_navigation_icon_links_icon" NOT NULL,
  	"href" varchar NOT NULL,
  	"target" "enum_site_shell_navigation_icon_links_target" DEFAULT '_self'
  );
  
  CREATE TABLE "site_shell_navigation_icon_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_shell_footer_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_black_and_white_id" integer
  );
  
  CREATE TABLE "site_shell_footer_columns_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_target" "enum_site_shell_footer_columns_items_link_target" DEFAULT '_self'
  );
  
  CREATE TABLE "site_shell_footer_columns_items_locales" (
  	"link_href" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_shell_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_shell_footer_columns_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_shell_footer_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_shell" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"navigation_logo_id" integer,
  	"navigation_logo_width" numeric DEFAULT 150,
  	"navigation_logo_height" numeric DEFAULT 55,
  	"navigation_is_sticky" boolean DEFAULT true,
  	"navigation_slim_nav" boolean DEFAULT false,
  	"navigation_has_dark_theme" boolean DEFAULT false,
  	"navigation_show_separator" boolean DEFAULT false,
  	"navigation_message_position" "enum_site_shell_navigation_message_position" DEFAULT 'above',
  	"alert_bar_has_message" boolean DEFAULT false,
  	"alert_bar_message_type" "enum_site_shell_alert_bar_message_type" DEFAULT 'Neutral',
  	"alert_bar_message_icon" "enum_site_shell_alert_bar_message_icon",
  	"message_banner_has_message" boolean DEFAULT false,
  	"message_banner_message_type" "enum_site_shell_message_banner_message_type" DEFAULT 'Neutral',
  	"message_banner_message_icon" "enum_site_shell_message_banner_message_icon",
  	"footer_info_field_one_child_full_width" boolean DEFAULT false,
  	"footer_show_brands" boolean DEFAULT false,
  	"footer_highlighted_link_target" "enum_site_shell_footer_highlighted_link_target" DEFAULT '_self',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_shell_locales" (
  	"alert_bar_message_title" varchar,
  	"alert_bar_message_text" varchar,
  	"message_banner_message_title" varchar,
  	"message_banner_message_text" varchar,
  	"footer_info_field1_heading" varchar,
  	"footer_info_field2_heading" varchar,
  	"footer_info_field1_text" varchar,
  	"footer_info_field2_text" varchar,
  	"footer_brands_heading" varchar,
  	"footer_highlighted_link_href" varchar,
  	"footer_highlighted_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "nav_order" numeric DEFAULT 100;
  ALTER TABLE "pages" ADD COLUMN "nav_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "navigable_with_children" boolean DEFAULT true;
  ALTER TABLE "pages" ADD COLUMN "external_link_href" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "external_link_text" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_nav_order" numeric DEFAULT 100;
  ALTER TABLE "_pages_v" ADD COLUMN "version_nav_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_navigable_with_children" boolean DEFAULT true;
  ALTER TABLE "_pages_v" ADD COLUMN "version_external_link_href" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_external_link_text" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_shell_id" integer;
  ALTER TABLE "site_shell_navigation_extra_items" ADD CONSTRAINT "site_shell_navigation_extra_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell_navigation_extra_items_locales" ADD CONSTRAINT "site_shell_navigation_extra_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell_navigation_extra_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell_navigation_icon_links" ADD CONSTRAINT "site_shell_navigation_icon_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell_navigation_icon_links_locales" ADD CONSTRAINT "site_shell_navigation_icon_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell_navigation_icon_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell_footer_brands" ADD CONSTRAINT "site_shell_footer_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_shell_footer_brands" ADD CONSTRAINT "site_shell_footer_brands_logo_black_and_white_id_media_id_fk" FOREIGN KEY ("logo_black_and_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_shell_footer_brands" ADD CONSTRAINT "site_shell_footer_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell_footer_columns_items" ADD CONSTRAINT "site_shell_footer_columns_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell_footer_columns_items_locales" ADD CONSTRAINT "site_shell_footer_columns_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell_footer_columns_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell_footer_columns" ADD CONSTRAINT "site_shell_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell_footer_columns_locales" ADD CONSTRAINT "site_shell_footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell_footer_social_links" ADD CONSTRAINT "site_shell_footer_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_shell" ADD CONSTRAINT "site_shell_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_shell" ADD CONSTRAINT "site_shell_navigation_logo_id_media_id_fk" FOREIGN KEY ("navigation_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_shell_locales" ADD CONSTRAINT "site_shell_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_shell"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_shell_navigation_extra_items_order_idx" ON "site_shell_navigation_extra_items" USING btree ("_order");
  CREATE INDEX "site_shell_navigation_extra_items_parent_id_idx" ON "site_shell_navigation_extra_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_shell_navigation_extra_items_locales_locale_parent_id_u" ON "site_shell_navigation_extra_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_shell_navigation_icon_links_order_idx" ON "site_shell_navigation_icon_links" USING btree ("_order");
  CREATE INDEX "site_shell_navigation_icon_links_parent_id_idx" ON "site_shell_navigation_icon_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_shell_navigation_icon_links_locales_locale_parent_id_un" ON "site_shell_navigation_icon_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_shell_footer_brands_order_idx" ON "site_shell_footer_brands" USING btree ("_order");
  CREATE INDEX "site_shell_footer_brands_parent_id_idx" ON "site_shell_footer_brands" USING btree ("_parent_id");
  CREATE INDEX "site_shell_footer_brands_logo_idx" ON "site_shell_footer_brands" USING btree ("logo_id");
  CREATE INDEX "site_shell_footer_brands_logo_black_and_white_idx" ON "site_shell_footer_brands" USING btree ("logo_black_and_white_id");
  CREATE INDEX "site_shell_footer_columns_items_order_idx" ON "site_shell_footer_columns_items" USING btree ("_order");
  CREATE INDEX "site_shell_footer_columns_items_parent_id_idx" ON "site_shell_footer_columns_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_shell_footer_columns_items_locales_locale_parent_id_uni" ON "site_shell_footer_columns_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_shell_footer_columns_order_idx" ON "site_shell_footer_columns" USING btree ("_order");
  CREATE INDEX "site_shell_footer_columns_parent_id_idx" ON "site_shell_footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_shell_footer_columns_locales_locale_parent_id_unique" ON "site_shell_footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_shell_footer_social_links_order_idx" ON "site_shell_footer_social_links" USING btree ("_order");
  CREATE INDEX "site_shell_footer_social_links_parent_id_idx" ON "site_shell_footer_social_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_shell_site_idx" ON "site_shell" USING btree ("site_id");
  CREATE INDEX "site_shell_navigation_navigation_logo_idx" ON "site_shell" USING btree ("navigation_logo_id");
  CREATE INDEX "site_shell_updated_at_idx" ON "site_shell" USING btree ("updated_at");
  CREATE INDEX "site_shell_created_at_idx" ON "site_shell" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_shell_locales_locale_parent_id_unique" ON "site_shell_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_nav_image_id_media_id_fk" FOREIGN KEY ("nav_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_nav_image_id_media_id_fk" FOREIGN KEY ("version_nav_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_shell_fk" FOREIGN KEY ("site_shell_id") REFERENCES "public"."site_shell"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_nav_image_idx" ON "pages" USING btree ("nav_image_id");
  CREATE INDEX "_pages_v_version_version_nav_image_idx" ON "_pages_v" USING btree ("version_nav_image_id");
  CREATE INDEX "payload_locked_documents_rels_site_shell_id_idx" ON "payload_locked_documents_rels" USING btree ("site_shell_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_shell_navigation_extra_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_navigation_extra_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_navigation_icon_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_navigation_icon_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_footer_brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_footer_columns_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_footer_columns_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_footer_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_footer_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_shell_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_shell_navigation_extra_items" CASCADE;
  DROP TABLE "site_shell_navigation_extra_items_locales" CASCADE;
  DROP TABLE "site_shell_navigation_icon_links" CASCADE;
  DROP TABLE "site_shell_navigation_icon_links_locales" CASCADE;
  DROP TABLE "site_shell_footer_brands" CASCADE;
  DROP TABLE "site_shell_footer_columns_items" CASCADE;
  DROP TABLE "site_shell_footer_columns_items_locales" CASCADE;
  DROP TABLE "site_shell_footer_columns" CASCADE;
  DROP TABLE "site_shell_footer_columns_locales" CASCADE;
  DROP TABLE "site_shell_footer_social_links" CASCADE;
  DROP TABLE "site_shell" CASCADE;
  DROP TABLE "site_shell_locales" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_nav_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_nav_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_shell_fk";
  
  DROP INDEX "pages_nav_image_idx";
  DROP INDEX "_pages_v_version_version_nav_image_idx";
  DROP INDEX "payload_locked_documents_rels_site_shell_id_idx";
  ALTER TABLE "pages" DROP COLUMN "nav_order";
  ALTER TABLE "pages" DROP COLUMN "nav_image_id";
  ALTER TABLE "pages" DROP COLUMN "navigable_with_children";
  ALTER TABLE "pages" DROP COLUMN "external_link_href";
  ALTER TABLE "pages_locales" DROP COLUMN "external_link_text";
  ALTER TABLE "_pages_v" DROP COLUMN "version_nav_order";
  ALTER TABLE "_pages_v" DROP COLUMN "version_nav_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_navigable_with_children";
  ALTER TABLE "_pages_v" DROP COLUMN "version_external_link_href";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_external_link_text";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_shell_id";
  DROP TYPE "public"."enum_site_shell_navigation_extra_items_link_target";
  DROP TYPE "public"."enum_site_shell_navigation_icon_links_icon";
  DROP TYPE "public"."enum_site_shell_navigation_icon_links_target";
  DROP TYPE "public"."enum_site_shell_footer_columns_items_link_target";
  DROP TYPE "public"."enum_site_shell_navigation_message_position";
  DROP TYPE "public"."enum_site_shell_alert_bar_message_type";
  DROP TYPE "public"."enum_site_shell_alert_bar_message_icon";
  DROP TYPE "public"."enum_site_shell_message_banner_message_type";
  DROP TYPE "public"."enum_site_shell_message_banner_message_icon";
  DROP TYPE "public"."enum_site_shell_footer_highlighted_link_target";`)
}
