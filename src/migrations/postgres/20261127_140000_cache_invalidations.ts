import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The page cache's shared invalidation signal; see the SQLite migration of the same name for why. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE cache_invalidations (
    id bigserial PRIMARY KEY,
    tags text NOT NULL,
    created_at text NOT NULL
  );
  CREATE INDEX cache_invalidations_created_at_idx ON cache_invalidations (created_at);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE cache_invalidations;`)
}
