import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Stock tables; see the SQLite migration of the same name for why they sit outside Payload. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE stock_cars (
    index_name text NOT NULL,
    car_id text NOT NULL,
    record text NOT NULL,
    content_hash text NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (index_name, car_id)
  );
  CREATE TABLE stock_dealers (
    index_name text NOT NULL,
    site_id text NOT NULL,
    record text NOT NULL,
    content_hash text NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (index_name, site_id)
  );
  CREATE TABLE stock_index_versions (
    index_name text PRIMARY KEY NOT NULL,
    kind text NOT NULL,
    version integer NOT NULL,
    changed_at timestamptz NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE stock_index_versions; DROP TABLE stock_dealers; DROP TABLE stock_cars;`)
}
