import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quotes_status" AS ENUM('pending', 'retrying', 'delivered', 'needs-attention', 'spam-suspected');
  CREATE TABLE "pages_blocks_kits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_kits_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_kits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_kits_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"quote_key" varchar NOT NULL,
  	"user" varchar NOT NULL,
  	"dealer" varchar NOT NULL,
  	"unit" varchar NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"auto" varchar NOT NULL,
  	"kits" jsonb NOT NULL,
  	"net_price" numeric NOT NULL,
  	"tax_amount" numeric NOT NULL,
  	"total_price" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"status" "enum_quotes_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"delivered_via" varchar,
  	"last_error" varchar,
  	"claimed_until" timestamp(3) with time zone,
  	"erased_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "search_indexes_kits" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quotes_id" integer;
  ALTER TABLE "pages_blocks_kits" ADD CONSTRAINT "pages_blocks_kits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_kits_locales" ADD CONSTRAINT "pages_blocks_kits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_kits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_kits" ADD CONSTRAINT "_pages_v_blocks_kits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_kits_locales" ADD CONSTRAINT "_pages_v_blocks_kits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_kits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_kits_order_idx" ON "pages_blocks_kits" USING btree ("_order");
  CREATE INDEX "pages_blocks_kits_parent_id_idx" ON "pages_blocks_kits" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_kits_path_idx" ON "pages_blocks_kits" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_kits_locales_locale_parent_id_unique" ON "pages_blocks_kits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_kits_order_idx" ON "_pages_v_blocks_kits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_kits_parent_id_idx" ON "_pages_v_blocks_kits" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_kits_path_idx" ON "_pages_v_blocks_kits" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_kits_locales_locale_parent_id_unique" ON "_pages_v_blocks_kits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quotes_site_idx" ON "quotes" USING btree ("site_id");
  CREATE INDEX "quotes_transaction_id_idx" ON "quotes" USING btree ("transaction_id");
  CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
  CREATE INDEX "quotes_next_attempt_at_idx" ON "quotes" USING btree ("next_attempt_at");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_quoteKey_idx" ON "quotes" USING btree ("site_id","quote_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_kits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_kits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_kits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_kits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_kits" CASCADE;
  DROP TABLE "pages_blocks_kits_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_kits" CASCADE;
  DROP TABLE "_pages_v_blocks_kits_locales" CASCADE;
  DROP TABLE "quotes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quotes_fk";
  
  DROP INDEX "payload_locked_documents_rels_quotes_id_idx";
  ALTER TABLE "sites" DROP COLUMN "search_indexes_kits";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quotes_id";
  DROP TYPE "public"."enum_quotes_status";`)
}
