import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The tyre hotel (issue 20), outside Payload's schema (nobody edits these rows in the admin, and
 * every change must be one conditional statement so it holds across processes):
 * - tire_hotel_agreements / tire_hotel_workshops: the built-in engine's storage agreements (plate
 *   → customer, phone, vehicle, tyres) and workshops (opening hours, capacity), as JSON documents;
 * - tire_hotel_slot_bookings: booked count per workshop, day and time ('' = without a time),
 *   raised with INSERT … ON CONFLICT DO UPDATE … WHERE booked < capacity;
 * - tire_hotel_codes: one-time codes, keyed by the hash of the authorisation token, the code only
 *   as a keyed hash, with its expiry, tries and use (features/tire-hotel/tire-hotel-otp.ts);
 * - tire_hotel_sessions: validated sessions, keyed by the hash of the session token;
 * - tire_hotel_reviews: the confirmation page's ratings.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE tire_hotel_agreements (reg_no text PRIMARY KEY NOT NULL, data text NOT NULL) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE tire_hotel_workshops (erp_id text PRIMARY KEY NOT NULL, data text NOT NULL) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE tire_hotel_slot_bookings (
    erp_id text NOT NULL,
    slot_date text NOT NULL,
    slot_time text NOT NULL,
    booked integer NOT NULL,
    PRIMARY KEY (erp_id, slot_date, slot_time)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE tire_hotel_codes (
    token_hash text PRIMARY KEY NOT NULL,
    reg_no text NOT NULL,
    phone_hash text NOT NULL,
    code_hash text NOT NULL,
    created_at text NOT NULL,
    expires_at text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    used_at text
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX tire_hotel_codes_reg_no_idx ON tire_hotel_codes (reg_no, created_at);`)
  await db.run(sql`CREATE INDEX tire_hotel_codes_expires_at_idx ON tire_hotel_codes (expires_at);`)
  await db.run(sql`CREATE TABLE tire_hotel_sessions (
    token_hash text PRIMARY KEY NOT NULL,
    reg_no text NOT NULL,
    phone_hash text NOT NULL,
    created_at text NOT NULL,
    idle_expires_at text NOT NULL,
    expires_at text NOT NULL,
    revoked_at text
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX tire_hotel_sessions_expires_at_idx ON tire_hotel_sessions (expires_at);`)
  await db.run(sql`CREATE TABLE tire_hotel_reviews (
    id integer PRIMARY KEY AUTOINCREMENT,
    site_id text NOT NULL,
    reg_no text NOT NULL,
    rating integer NOT NULL,
    comment text NOT NULL,
    review_date text NOT NULL,
    created_at text NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE tire_hotel_reviews;`)
  await db.run(sql`DROP TABLE tire_hotel_sessions;`)
  await db.run(sql`DROP TABLE tire_hotel_codes;`)
  await db.run(sql`DROP TABLE tire_hotel_slot_bookings;`)
  await db.run(sql`DROP TABLE tire_hotel_workshops;`)
  await db.run(sql`DROP TABLE tire_hotel_agreements;`)
}
