import { MigrateDownArgs, MigrateUpArgs, sql } from "@payloadcms/db-postgres"

/** The built-in workshop engine's slot counters and booking rows; see the SQLite migration of the same name. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE workshop_slot_counts (
    department_id text NOT NULL,
    day text NOT NULL,
    slot_key text NOT NULL,
    booked integer NOT NULL DEFAULT 0,
    PRIMARY KEY (department_id, day, slot_key)
  );
  CREATE TABLE workshop_bookings (
    id text PRIMARY KEY NOT NULL,
    department_id text NOT NULL,
    day text NOT NULL,
    slot_key text NOT NULL,
    registration_number text NOT NULL,
    offerings text NOT NULL,
    created_at text NOT NULL
  );
  CREATE INDEX workshop_bookings_department_day_idx ON workshop_bookings (department_id, day);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE workshop_bookings; DROP TABLE workshop_slot_counts;`)
}
