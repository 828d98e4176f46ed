import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_site_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_site_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_site_selection" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_site_selection_locales" (
  	"title" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_site_teaser_slugs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar
  );
  
  CREATE TABLE "pages_blocks_site_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"city" varchar,
  	"brand" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_site_teaser_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_site_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_site_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_site_selection" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_site_selection_locales" (
  	"title" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_site_teaser_slugs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_site_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar,
  	"brand" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_site_teaser_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_site_list" ADD CONSTRAINT "pages_blocks_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_list_locales" ADD CONSTRAINT "pages_blocks_site_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_site_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_selection" ADD CONSTRAINT "pages_blocks_site_selection_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_selection_locales" ADD CONSTRAINT "pages_blocks_site_selection_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_site_selection"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_teaser_slugs" ADD CONSTRAINT "pages_blocks_site_teaser_slugs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_site_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_teaser" ADD CONSTRAINT "pages_blocks_site_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_teaser_locales" ADD CONSTRAINT "pages_blocks_site_teaser_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_site_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_list" ADD CONSTRAINT "_pages_v_blocks_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_list_locales" ADD CONSTRAINT "_pages_v_blocks_site_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_site_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_selection" ADD CONSTRAINT "_pages_v_blocks_site_selection_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_selection_locales" ADD CONSTRAINT "_pages_v_blocks_site_selection_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_site_selection"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_teaser_slugs" ADD CONSTRAINT "_pages_v_blocks_site_teaser_slugs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_site_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_teaser" ADD CONSTRAINT "_pages_v_blocks_site_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_teaser_locales" ADD CONSTRAINT "_pages_v_blocks_site_teaser_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_site_teaser"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_site_list_order_idx" ON "pages_blocks_site_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_site_list_parent_id_idx" ON "pages_blocks_site_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_site_list_path_idx" ON "pages_blocks_site_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_site_list_locales_locale_parent_id_unique" ON "pages_blocks_site_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_site_selection_order_idx" ON "pages_blocks_site_selection" USING btree ("_order");
  CREATE INDEX "pages_blocks_site_selection_parent_id_idx" ON "pages_blocks_site_selection" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_site_selection_path_idx" ON "pages_blocks_site_selection" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_site_selection_locales_locale_parent_id_unique" ON "pages_blocks_site_selection_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_site_teaser_slugs_order_idx" ON "pages_blocks_site_teaser_slugs" USING btree ("_order");
  CREATE INDEX "pages_blocks_site_teaser_slugs_parent_id_idx" ON "pages_blocks_site_teaser_slugs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_site_teaser_order_idx" ON "pages_blocks_site_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_site_teaser_parent_id_idx" ON "pages_blocks_site_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_site_teaser_path_idx" ON "pages_blocks_site_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_site_teaser_locales_locale_parent_id_unique" ON "pages_blocks_site_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_site_list_order_idx" ON "_pages_v_blocks_site_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_site_list_parent_id_idx" ON "_pages_v_blocks_site_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_site_list_path_idx" ON "_pages_v_blocks_site_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_site_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_site_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_site_selection_order_idx" ON "_pages_v_blocks_site_selection" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_site_selection_parent_id_idx" ON "_pages_v_blocks_site_selection" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_site_selection_path_idx" ON "_pages_v_blocks_site_selection" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_site_selection_locales_locale_parent_id_uniq" ON "_pages_v_blocks_site_selection_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_site_teaser_slugs_order_idx" ON "_pages_v_blocks_site_teaser_slugs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_site_teaser_slugs_parent_id_idx" ON "_pages_v_blocks_site_teaser_slugs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_site_teaser_order_idx" ON "_pages_v_blocks_site_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_site_teaser_parent_id_idx" ON "_pages_v_blocks_site_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_site_teaser_path_idx" ON "_pages_v_blocks_site_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_site_teaser_locales_locale_parent_id_unique" ON "_pages_v_blocks_site_teaser_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_site_list" CASCADE;
  DROP TABLE "pages_blocks_site_list_locales" CASCADE;
  DROP TABLE "pages_blocks_site_selection" CASCADE;
  DROP TABLE "pages_blocks_site_selection_locales" CASCADE;
  DROP TABLE "pages_blocks_site_teaser_slugs" CASCADE;
  DROP TABLE "pages_blocks_site_teaser" CASCADE;
  DROP TABLE "pages_blocks_site_teaser_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_site_list" CASCADE;
  DROP TABLE "_pages_v_blocks_site_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_site_selection" CASCADE;
  DROP TABLE "_pages_v_blocks_site_selection_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_site_teaser_slugs" CASCADE;
  DROP TABLE "_pages_v_blocks_site_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_site_teaser_locales" CASCADE;`)
}
