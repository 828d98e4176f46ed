import { MigrateDownArgs, MigrateUpArgs, sql } from "@payloadcms/db-sqlite"

/**
 * The built-in workshop engine (issue 19, integrations/workshop-booking): booked places per
 * department, day and slot (slot_key HH:mm, or full for a full-day job), incremented with one
 * conditional UPDATE so a slot is never sold twice, and the engine's booking rows. Outside
 * Payload's schema: staff see bookings in the Service bookings collection; these are the engine's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE workshop_slot_counts (
    department_id text NOT NULL,
    day text NOT NULL,
    slot_key text NOT NULL,
    booked integer NOT NULL DEFAULT 0,
    PRIMARY KEY (department_id, day, slot_key)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE workshop_bookings (
    id text PRIMARY KEY NOT NULL,
    department_id text NOT NULL,
    day text NOT NULL,
    slot_key text NOT NULL,
    registration_number text NOT NULL,
    offerings text NOT NULL,
    created_at text NOT NULL
  );`)
  await db.run(sql`CREATE INDEX workshop_bookings_department_day_idx ON workshop_bookings (department_id, day);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE workshop_bookings;`)
  await db.run(sql`DROP TABLE workshop_slot_counts;`)
}
