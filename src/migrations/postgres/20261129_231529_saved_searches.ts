import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { localesParentIndexName } from '../locales-parent-index'

/**
 * Issue 41 item 1: saved searches with e-mail alerts (the collection, the sites' saved-searches
 * path, the saved-searches block). The block's translations tables get their `_parent_id` index
 * (see 20261127_170000_locales_parent_index).
 */
const NEW_LOCALES_TABLES = ['pages_blocks_saved_searches_locales', '_pages_v_blocks_saved_searches_locales']

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TABLE "pages_blocks_saved_searches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_saved_searches_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_saved_searches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_saved_searches_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"email" varchar NOT NULL,
  	"status" "enum_saved_searches_status" DEFAULT 'pending' NOT NULL,
  	"label" varchar,
  	"list_path" varchar NOT NULL,
  	"query" jsonb NOT NULL,
  	"language" varchar NOT NULL,
  	"origin" varchar NOT NULL,
  	"token" varchar NOT NULL,
  	"seen" jsonb,
  	"ip_hash" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_alert_at" timestamp(3) with time zone,
  	"erased_at" timestamp(3) with time zone,
  	"erase_personal_data" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "paths_saved_searches" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "pages_blocks_saved_searches" ADD CONSTRAINT "pages_blocks_saved_searches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_saved_searches_locales" ADD CONSTRAINT "pages_blocks_saved_searches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_saved_searches" ADD CONSTRAINT "_pages_v_blocks_saved_searches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_saved_searches_locales" ADD CONSTRAINT "_pages_v_blocks_saved_searches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_saved_searches_order_idx" ON "pages_blocks_saved_searches" USING btree ("_order");
  CREATE INDEX "pages_blocks_saved_searches_parent_id_idx" ON "pages_blocks_saved_searches" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_saved_searches_path_idx" ON "pages_blocks_saved_searches" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_saved_searches_locales_locale_parent_id_unique" ON "pages_blocks_saved_searches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_saved_searches_order_idx" ON "_pages_v_blocks_saved_searches" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_saved_searches_parent_id_idx" ON "_pages_v_blocks_saved_searches" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_saved_searches_path_idx" ON "_pages_v_blocks_saved_searches" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_saved_searches_locales_locale_parent_id_uniq" ON "_pages_v_blocks_saved_searches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "saved_searches_site_idx" ON "saved_searches" USING btree ("site_id");
  CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");
  CREATE INDEX "saved_searches_status_idx" ON "saved_searches" USING btree ("status");
  CREATE UNIQUE INDEX "saved_searches_token_idx" ON "saved_searches" USING btree ("token");
  CREATE INDEX "saved_searches_last_alert_at_idx" ON "saved_searches" USING btree ("last_alert_at");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "site_email_idx" ON "saved_searches" USING btree ("site_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");`)
  for (const table of NEW_LOCALES_TABLES) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${localesParentIndexName(table)}" ON "${table}" ("_parent_id");`))
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_saved_searches_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_saved_searches_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_saved_searches" CASCADE;
  DROP TABLE "pages_blocks_saved_searches_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_saved_searches" CASCADE;
  DROP TABLE "_pages_v_blocks_saved_searches_locales" CASCADE;
  DROP TABLE "saved_searches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  ALTER TABLE "sites" DROP COLUMN "paths_saved_searches";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  DROP TYPE "public"."enum_saved_searches_status";`)
}
