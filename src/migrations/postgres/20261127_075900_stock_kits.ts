import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The accessory kits' stock table; see the SQLite migration of the same name. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE stock_kits (
    index_name text NOT NULL,
    kit_id text NOT NULL,
    record text NOT NULL,
    content_hash text NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (index_name, kit_id)
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE stock_kits;`)
}
