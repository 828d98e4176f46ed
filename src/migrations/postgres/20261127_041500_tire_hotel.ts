import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The tyre hotel's own tables (issue 20); see the SQLite migration of the same name for why. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE tire_hotel_agreements (reg_no text PRIMARY KEY NOT NULL, data text NOT NULL);
  CREATE TABLE tire_hotel_workshops (erp_id text PRIMARY KEY NOT NULL, data text NOT NULL);
  CREATE TABLE tire_hotel_slot_bookings (
    erp_id text NOT NULL,
    slot_date text NOT NULL,
    slot_time text NOT NULL,
    booked integer NOT NULL,
    PRIMARY KEY (erp_id, slot_date, slot_time)
  );
  CREATE TABLE tire_hotel_codes (
    token_hash text PRIMARY KEY NOT NULL,
    reg_no text NOT NULL,
    phone_hash text NOT NULL,
    code_hash text NOT NULL,
    created_at text NOT NULL,
    expires_at text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    used_at text
  );
  CREATE INDEX tire_hotel_codes_reg_no_idx ON tire_hotel_codes (reg_no, created_at);
  CREATE INDEX tire_hotel_codes_expires_at_idx ON tire_hotel_codes (expires_at);
  CREATE TABLE tire_hotel_sessions (
    token_hash text PRIMARY KEY NOT NULL,
    reg_no text NOT NULL,
    phone_hash text NOT NULL,
    created_at text NOT NULL,
    idle_expires_at text NOT NULL,
    expires_at text NOT NULL,
    revoked_at text
  );
  CREATE INDEX tire_hotel_sessions_expires_at_idx ON tire_hotel_sessions (expires_at);
  CREATE TABLE tire_hotel_reviews (
    id serial PRIMARY KEY,
    site_id text NOT NULL,
    reg_no text NOT NULL,
    rating integer NOT NULL,
    comment text NOT NULL,
    review_date text NOT NULL,
    created_at text NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE tire_hotel_reviews; DROP TABLE tire_hotel_sessions; DROP TABLE tire_hotel_codes;
  DROP TABLE tire_hotel_slot_bookings; DROP TABLE tire_hotel_workshops; DROP TABLE tire_hotel_agreements;`)
}
