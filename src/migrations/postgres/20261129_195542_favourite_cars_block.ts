import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { localesParentIndexName } from '../locales-parent-index'

/**
 * Issue 41 item 2: the favourite cars block. Its translations tables get their `_parent_id` index
 * (see 20261127_170000_locales_parent_index).
 */
const NEW_LOCALES_TABLES = ['pages_blocks_favourite_cars_locales', '_pages_v_blocks_favourite_cars_locales']

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_favourite_cars_title_tag" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_favourite_cars_title_tag" AS ENUM('h1', 'h2');
  CREATE TABLE "pages_blocks_favourite_cars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_tag" "enum_pages_blocks_favourite_cars_title_tag" DEFAULT 'h1',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_favourite_cars_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_favourite_cars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_tag" "enum__pages_v_blocks_favourite_cars_title_tag" DEFAULT 'h1',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_favourite_cars_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_favourite_cars" ADD CONSTRAINT "pages_blocks_favourite_cars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_favourite_cars_locales" ADD CONSTRAINT "pages_blocks_favourite_cars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_favourite_cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_favourite_cars" ADD CONSTRAINT "_pages_v_blocks_favourite_cars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_favourite_cars_locales" ADD CONSTRAINT "_pages_v_blocks_favourite_cars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_favourite_cars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_favourite_cars_order_idx" ON "pages_blocks_favourite_cars" USING btree ("_order");
  CREATE INDEX "pages_blocks_favourite_cars_parent_id_idx" ON "pages_blocks_favourite_cars" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_favourite_cars_path_idx" ON "pages_blocks_favourite_cars" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_favourite_cars_locales_locale_parent_id_unique" ON "pages_blocks_favourite_cars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_favourite_cars_order_idx" ON "_pages_v_blocks_favourite_cars" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_favourite_cars_parent_id_idx" ON "_pages_v_blocks_favourite_cars" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_favourite_cars_path_idx" ON "_pages_v_blocks_favourite_cars" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_favourite_cars_locales_locale_parent_id_uniq" ON "_pages_v_blocks_favourite_cars_locales" USING btree ("_locale","_parent_id");`)
  for (const table of NEW_LOCALES_TABLES) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${localesParentIndexName(table)}" ON "${table}" ("_parent_id");`))
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_favourite_cars" CASCADE;
  DROP TABLE "pages_blocks_favourite_cars_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_favourite_cars" CASCADE;
  DROP TABLE "_pages_v_blocks_favourite_cars_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_favourite_cars_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_favourite_cars_title_tag";`)
}
