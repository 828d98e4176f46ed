import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The page cache's shared invalidation signal (issue 23, lib/cache-invalidation.ts): a change
 * appends one row naming the cache tags it makes stale; every web process reads the rows after the
 * last one it saw, about once a second, and drops its cached pages with those tags. Outside
 * Payload's schema: nobody edits it, and rows are pruned after an hour.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE cache_invalidations (
    id integer PRIMARY KEY AUTOINCREMENT,
    tags text NOT NULL,
    created_at text NOT NULL
  );`)
  await db.run(sql`CREATE INDEX cache_invalidations_created_at_idx ON cache_invalidations (created_at);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE cache_invalidations;`)
}
