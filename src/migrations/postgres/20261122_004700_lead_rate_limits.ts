import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Rate-limit counters for the lead form; see the SQLite migration of the same name for why. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE lead_rate_limits (
    bucket text NOT NULL,
    window_start text NOT NULL,
    hits integer NOT NULL,
    PRIMARY KEY (bucket, window_start)
  );
  CREATE INDEX lead_rate_limits_window_start_idx ON lead_rate_limits (window_start);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE lead_rate_limits;`)
}
