import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_bookings_status" AS ENUM('pending', 'retrying', 'delivered', 'needs-attention', 'spam-suspected');
  CREATE TABLE "pages_blocks_service_booking_header_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_service_booking_header_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"authorised_brands" varchar,
  	"damage_inspection_url" varchar,
  	"contact_email" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking_header_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking_header_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"authorised_brands" varchar,
  	"damage_inspection_url" varchar,
  	"contact_email" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "service_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"booking_id" varchar NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"car" varchar,
  	"time_slot" varchar NOT NULL,
  	"is_full_day" boolean,
  	"mileage" numeric,
  	"department_id" varchar NOT NULL,
  	"workshop_name" varchar,
  	"workshop_email" varchar,
  	"workshop_address" varchar,
  	"customer_name" varchar,
  	"customer_phone" varchar,
  	"customer_email" varchar,
  	"message" varchar,
  	"services" jsonb,
  	"total" numeric,
  	"status" "enum_service_bookings_status" DEFAULT 'pending' NOT NULL,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_bookings_id" integer;
  ALTER TABLE "pages_blocks_service_booking_header_links" ADD CONSTRAINT "pages_blocks_service_booking_header_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking_header_links_locales" ADD CONSTRAINT "pages_blocks_service_booking_header_links_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_booking_header_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking" ADD CONSTRAINT "pages_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_header_links" ADD CONSTRAINT "_pages_v_blocks_service_booking_header_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_header_links_locales" ADD CONSTRAINT "_pages_v_blocks_service_booking_header_links_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_booking_header_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking" ADD CONSTRAINT "_pages_v_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_service_booking_header_links_order_idx" ON "pages_blocks_service_booking_header_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_header_links_parent_id_idx" ON "pages_blocks_service_booking_header_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_service_booking_header_links_locales_locale_par" ON "pages_blocks_service_booking_header_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_service_booking_order_idx" ON "pages_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_parent_id_idx" ON "pages_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_path_idx" ON "pages_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_booking_header_links_order_idx" ON "_pages_v_blocks_service_booking_header_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_header_links_parent_id_idx" ON "_pages_v_blocks_service_booking_header_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_service_booking_header_links_locales_locale_" ON "_pages_v_blocks_service_booking_header_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_order_idx" ON "_pages_v_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_parent_id_idx" ON "_pages_v_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_path_idx" ON "_pages_v_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "service_bookings_site_idx" ON "service_bookings" USING btree ("site_id");
  CREATE INDEX "service_bookings_registration_number_idx" ON "service_bookings" USING btree ("registration_number");
  CREATE INDEX "service_bookings_status_idx" ON "service_bookings" USING btree ("status");
  CREATE INDEX "service_bookings_next_attempt_at_idx" ON "service_bookings" USING btree ("next_attempt_at");
  CREATE INDEX "service_bookings_updated_at_idx" ON "service_bookings" USING btree ("updated_at");
  CREATE INDEX "service_bookings_created_at_idx" ON "service_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_bookingId_idx" ON "service_bookings" USING btree ("site_id","booking_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_bookings_fk" FOREIGN KEY ("service_bookings_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_service_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("service_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_service_booking_header_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking_header_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking_header_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking_header_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_service_booking_header_links" CASCADE;
  DROP TABLE "pages_blocks_service_booking_header_links_locales" CASCADE;
  DROP TABLE "pages_blocks_service_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_header_links" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_header_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking" CASCADE;
  DROP TABLE "service_bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_service_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_bookings_id";
  DROP TYPE "public"."enum_service_bookings_status";`)
}
