import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_bookings_confirmation" AS ENUM('online', 'held', 'confirmed-by-workshop', 'declined');
  ALTER TABLE "service_bookings" ADD COLUMN "confirmation" "enum_service_bookings_confirmation" DEFAULT 'online' NOT NULL;
  CREATE INDEX "service_bookings_confirmation_idx" ON "service_bookings" USING btree ("confirmation");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "service_bookings_confirmation_idx";
  ALTER TABLE "service_bookings" DROP COLUMN "confirmation";
  DROP TYPE "public"."enum_service_bookings_confirmation";`)
}
