import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Stock tables (issue: car and dealer stock). Outside Payload's schema on purpose: a feed of
 * 100,000 cars loads as one JSON document per row, upserted in bulk; the search engine reads them
 * back at start. `content_hash` makes re-importing an unchanged record a no-op; the version per
 * index tells every web process when to rebuild its in-memory index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE stock_cars (
    index_name text NOT NULL,
    car_id text NOT NULL,
    record text NOT NULL,
    content_hash text NOT NULL,
    updated_at text NOT NULL,
    PRIMARY KEY (index_name, car_id)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE stock_dealers (
    index_name text NOT NULL,
    site_id text NOT NULL,
    record text NOT NULL,
    content_hash text NOT NULL,
    updated_at text NOT NULL,
    PRIMARY KEY (index_name, site_id)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE stock_index_versions (
    index_name text PRIMARY KEY NOT NULL,
    kind text NOT NULL,
    version integer NOT NULL,
    changed_at text NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE stock_index_versions;`)
  await db.run(sql`DROP TABLE stock_dealers;`)
  await db.run(sql`DROP TABLE stock_cars;`)
}
