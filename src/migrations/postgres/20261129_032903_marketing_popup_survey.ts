import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { localesParentIndexName } from '../locales-parent-index'

/**
 * Issue 36: the marketing popup and survey blocks, radio groups in the form builder, the site's
 * marketing form provider and the Norwegian form's newsletter rule. The new translations tables get
 * their `_parent_id` index (see 20261127_170000_locales_parent_index).
 */
const NEW_LOCALES_TABLES = [
  'pages_blocks_marketing_popup_locales',
  'pages_blocks_survey_form_locales',
  '_pages_v_blocks_marketing_popup_locales',
  '_pages_v_blocks_survey_form_locales',
  'forms_blocks_radio_options_locales',
  'forms_blocks_radio_locales',
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_marketing_popup_trigger" AS ENUM('button', 'delay', 'scroll');
  CREATE TYPE "public"."enum_pages_blocks_survey_form_title_tag" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_marketing_popup_trigger" AS ENUM('button', 'delay', 'scroll');
  CREATE TYPE "public"."enum__pages_v_blocks_survey_form_title_tag" AS ENUM('h1', 'h2');
  CREATE TABLE "pages_blocks_marketing_popup" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"external_form_id" varchar,
  	"trigger" "enum_pages_blocks_marketing_popup_trigger" DEFAULT 'button',
  	"delay_seconds" numeric DEFAULT 10,
  	"scroll_depth" numeric DEFAULT 50,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_marketing_popup_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_survey_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_tag" "enum_pages_blocks_survey_form_title_tag" DEFAULT 'h2',
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_survey_form_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_marketing_popup" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"external_form_id" varchar,
  	"trigger" "enum__pages_v_blocks_marketing_popup_trigger" DEFAULT 'button',
  	"delay_seconds" numeric DEFAULT 10,
  	"scroll_depth" numeric DEFAULT 50,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_marketing_popup_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_survey_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_tag" "enum__pages_v_blocks_survey_form_title_tag" DEFAULT 'h2',
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_survey_form_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "forms_blocks_radio_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_radio_options_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_radio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_radio_locales" (
  	"label" varchar,
  	"default_value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "marketing_form_provider_script_url" varchar;
  ALTER TABLE "sites" ADD COLUMN "marketing_form_provider_account_id" varchar;
  ALTER TABLE "sites" ADD COLUMN "marketing_form_provider_region" varchar;
  ALTER TABLE "pages_blocks_service_booking_no" ADD COLUMN "newsletter_required" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_service_booking_no" ADD COLUMN "newsletter_required" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_marketing_popup" ADD CONSTRAINT "pages_blocks_marketing_popup_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_marketing_popup" ADD CONSTRAINT "pages_blocks_marketing_popup_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_marketing_popup_locales" ADD CONSTRAINT "pages_blocks_marketing_popup_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_marketing_popup"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_survey_form" ADD CONSTRAINT "pages_blocks_survey_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_survey_form" ADD CONSTRAINT "pages_blocks_survey_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_survey_form_locales" ADD CONSTRAINT "pages_blocks_survey_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_survey_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_marketing_popup" ADD CONSTRAINT "_pages_v_blocks_marketing_popup_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_marketing_popup" ADD CONSTRAINT "_pages_v_blocks_marketing_popup_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_marketing_popup_locales" ADD CONSTRAINT "_pages_v_blocks_marketing_popup_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_marketing_popup"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_survey_form" ADD CONSTRAINT "_pages_v_blocks_survey_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_survey_form" ADD CONSTRAINT "_pages_v_blocks_survey_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_survey_form_locales" ADD CONSTRAINT "_pages_v_blocks_survey_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_survey_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio_options" ADD CONSTRAINT "forms_blocks_radio_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_radio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio_options_locales" ADD CONSTRAINT "forms_blocks_radio_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_radio_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio" ADD CONSTRAINT "forms_blocks_radio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio_locales" ADD CONSTRAINT "forms_blocks_radio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_radio"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_marketing_popup_order_idx" ON "pages_blocks_marketing_popup" USING btree ("_order");
  CREATE INDEX "pages_blocks_marketing_popup_parent_id_idx" ON "pages_blocks_marketing_popup" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_marketing_popup_path_idx" ON "pages_blocks_marketing_popup" USING btree ("_path");
  CREATE INDEX "pages_blocks_marketing_popup_form_idx" ON "pages_blocks_marketing_popup" USING btree ("form_id");
  CREATE UNIQUE INDEX "pages_blocks_marketing_popup_locales_locale_parent_id_unique" ON "pages_blocks_marketing_popup_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_survey_form_order_idx" ON "pages_blocks_survey_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_survey_form_parent_id_idx" ON "pages_blocks_survey_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_survey_form_path_idx" ON "pages_blocks_survey_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_survey_form_form_idx" ON "pages_blocks_survey_form" USING btree ("form_id");
  CREATE UNIQUE INDEX "pages_blocks_survey_form_locales_locale_parent_id_unique" ON "pages_blocks_survey_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_marketing_popup_order_idx" ON "_pages_v_blocks_marketing_popup" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_marketing_popup_parent_id_idx" ON "_pages_v_blocks_marketing_popup" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_marketing_popup_path_idx" ON "_pages_v_blocks_marketing_popup" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_marketing_popup_form_idx" ON "_pages_v_blocks_marketing_popup" USING btree ("form_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_marketing_popup_locales_locale_parent_id_uni" ON "_pages_v_blocks_marketing_popup_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_survey_form_order_idx" ON "_pages_v_blocks_survey_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_survey_form_parent_id_idx" ON "_pages_v_blocks_survey_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_survey_form_path_idx" ON "_pages_v_blocks_survey_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_survey_form_form_idx" ON "_pages_v_blocks_survey_form" USING btree ("form_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_survey_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_survey_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_radio_options_order_idx" ON "forms_blocks_radio_options" USING btree ("_order");
  CREATE INDEX "forms_blocks_radio_options_parent_id_idx" ON "forms_blocks_radio_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_radio_options_locales_locale_parent_id_unique" ON "forms_blocks_radio_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_radio_order_idx" ON "forms_blocks_radio" USING btree ("_order");
  CREATE INDEX "forms_blocks_radio_parent_id_idx" ON "forms_blocks_radio" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_radio_path_idx" ON "forms_blocks_radio" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_radio_locales_locale_parent_id_unique" ON "forms_blocks_radio_locales" USING btree ("_locale","_parent_id");`)
  for (const table of NEW_LOCALES_TABLES) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${localesParentIndexName(table)}" ON "${table}" ("_parent_id");`))
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_marketing_popup" CASCADE;
  DROP TABLE "pages_blocks_marketing_popup_locales" CASCADE;
  DROP TABLE "pages_blocks_survey_form" CASCADE;
  DROP TABLE "pages_blocks_survey_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_marketing_popup" CASCADE;
  DROP TABLE "_pages_v_blocks_marketing_popup_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_survey_form" CASCADE;
  DROP TABLE "_pages_v_blocks_survey_form_locales" CASCADE;
  DROP TABLE "forms_blocks_radio_options" CASCADE;
  DROP TABLE "forms_blocks_radio_options_locales" CASCADE;
  DROP TABLE "forms_blocks_radio" CASCADE;
  DROP TABLE "forms_blocks_radio_locales" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "marketing_form_provider_script_url";
  ALTER TABLE "sites" DROP COLUMN "marketing_form_provider_account_id";
  ALTER TABLE "sites" DROP COLUMN "marketing_form_provider_region";
  ALTER TABLE "pages_blocks_service_booking_no" DROP COLUMN "newsletter_required";
  ALTER TABLE "_pages_v_blocks_service_booking_no" DROP COLUMN "newsletter_required";
  DROP TYPE "public"."enum_pages_blocks_marketing_popup_trigger";
  DROP TYPE "public"."enum_pages_blocks_survey_form_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_marketing_popup_trigger";
  DROP TYPE "public"."enum__pages_v_blocks_survey_form_title_tag";`)
}
