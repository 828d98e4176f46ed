import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_status" AS ENUM('pending', 'retrying', 'delivered', 'needs-attention', 'spam-suspected');
  CREATE TYPE "public"."enum_leads_spam_reason" AS ENUM('honeypot', 'rate-limit-ip', 'rate-limit-phone');
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"status" "enum_leads_status" DEFAULT 'pending' NOT NULL,
  	"spam_reason" "enum_leads_spam_reason",
  	"form_name" varchar NOT NULL,
  	"form_submission_id" varchar NOT NULL,
  	"customer_name" varchar,
  	"customer_phone" varchar,
  	"customer_email" varchar,
  	"message" varchar,
  	"car_id" varchar,
  	"car_title" varchar,
  	"dealer_name" varchar,
  	"dealer_email" varchar,
  	"source_url" varchar,
  	"values" jsonb,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"delivered_via" varchar,
  	"last_error" varchar,
  	"claimed_until" timestamp(3) with time zone,
  	"erase_personal_data" boolean DEFAULT false,
  	"erased_at" timestamp(3) with time zone,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_form_name_idx" ON "leads" USING btree ("form_name");
  CREATE INDEX "leads_car_id_idx" ON "leads" USING btree ("car_id");
  CREATE INDEX "leads_next_attempt_at_idx" ON "leads" USING btree ("next_attempt_at");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_formSubmissionId_idx" ON "leads" USING btree ("site_id","form_submission_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_spam_reason";`)
}
