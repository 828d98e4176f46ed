import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The accessory kits' stock table (issue 22, spec 03 §7 'Kits index'): like stock_cars, one JSON
 * document per kit and index, outside Payload's schema, loaded by `npm run kits:import`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE stock_kits (
    index_name text NOT NULL,
    kit_id text NOT NULL,
    record text NOT NULL,
    content_hash text NOT NULL,
    updated_at text NOT NULL,
    PRIMARY KEY (index_name, kit_id)
  ) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE stock_kits;`)
}
