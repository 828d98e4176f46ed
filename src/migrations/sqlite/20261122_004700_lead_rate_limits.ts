import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Rate-limit counters for the lead form (issue 'Leads', item 6): one row per bucket (a keyed hash
 * of an IP address or a phone number) and fixed time window, incremented atomically with
 * INSERT … ON CONFLICT DO UPDATE … RETURNING (features/leads/rate-limit.ts). In the database, not
 * in memory, so the limit holds across processes and restarts. Outside Payload's schema: staff
 * never edit it, and a counter must be one statement.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE lead_rate_limits (
    bucket text NOT NULL,
    window_start text NOT NULL,
    hits integer NOT NULL,
    PRIMARY KEY (bucket, window_start)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX lead_rate_limits_window_start_idx ON lead_rate_limits (window_start);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE lead_rate_limits;`)
}
