import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tire_hotel_bookings_status" AS ENUM('pending', 'retrying', 'delivered', 'needs-attention', 'spam-suspected');
  CREATE TABLE "tire_hotel_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"reg_no" varchar NOT NULL,
  	"booking_confirmation_id" varchar NOT NULL,
  	"appointment_time" varchar NOT NULL,
  	"is_full_day" boolean,
  	"vehicle_name" varchar,
  	"workshop_erp_id" varchar,
  	"workshop_name" varchar,
  	"workshop_email" varchar,
  	"customer_name" varchar,
  	"customer_phone" varchar,
  	"customer_email" varchar,
  	"message" varchar,
  	"status" "enum_tire_hotel_bookings_status" DEFAULT 'pending' NOT NULL,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tire_hotel_bookings_id" integer;
  ALTER TABLE "tire_hotel_bookings" ADD CONSTRAINT "tire_hotel_bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tire_hotel_bookings_site_idx" ON "tire_hotel_bookings" USING btree ("site_id");
  CREATE INDEX "tire_hotel_bookings_reg_no_idx" ON "tire_hotel_bookings" USING btree ("reg_no");
  CREATE INDEX "tire_hotel_bookings_status_idx" ON "tire_hotel_bookings" USING btree ("status");
  CREATE INDEX "tire_hotel_bookings_next_attempt_at_idx" ON "tire_hotel_bookings" USING btree ("next_attempt_at");
  CREATE INDEX "tire_hotel_bookings_updated_at_idx" ON "tire_hotel_bookings" USING btree ("updated_at");
  CREATE INDEX "tire_hotel_bookings_created_at_idx" ON "tire_hotel_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_bookingConfirmationId_idx" ON "tire_hotel_bookings" USING btree ("site_id","booking_confirmation_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tire_hotel_bookings_fk" FOREIGN KEY ("tire_hotel_bookings_id") REFERENCES "public"."tire_hotel_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tire_hotel_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("tire_hotel_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tire_hotel_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tire_hotel_bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tire_hotel_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_tire_hotel_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tire_hotel_bookings_id";
  DROP TYPE "public"."enum_tire_hotel_bookings_status";`)
}
