import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Issue 36: the store locator block's distance unit has no default any more (empty = the site's
 * own: miles on UK sites, kilometres elsewhere). SQLite drops a column default only by rebuilding
 * the table. Payload runs a migration in a transaction, where `PRAGMA foreign_keys=OFF` does
 * nothing, and libSQL enforces foreign keys: dropping the old table would delete its children by
 * cascade (the blocks' localized labels). They are kept aside and put back (hand-added to the
 * generated statements).
 */
const LABEL_TABLES = ['pages_blocks_store_locator_locales', '_pages_v_blocks_store_locator_locales'] as const

async function keepLabels(db: MigrateUpArgs['db']): Promise<void> {
  for (const table of LABEL_TABLES) await db.run(sql.raw(`CREATE TEMP TABLE \`keep_${table}\` AS SELECT * FROM \`${table}\`;`))
}

async function restoreLabels(db: MigrateUpArgs['db']): Promise<void> {
  for (const table of LABEL_TABLES) {
    await db.run(sql.raw(`INSERT INTO \`${table}\` SELECT * FROM \`keep_${table}\` WHERE \`id\` NOT IN (SELECT \`id\` FROM \`${table}\`);`))
    await db.run(sql.raw(`DROP TABLE \`keep_${table}\`;`))
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await keepLabels(db)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`include_stock_dealers\` integer DEFAULT true,
  	\`default_latitude\` numeric DEFAULT 52.54,
  	\`default_longitude\` numeric DEFAULT 12.37,
  	\`default_zoom_level\` numeric DEFAULT 10,
  	\`distance_unit\` text,
  	\`search_result_distance_threshold\` numeric,
  	\`country_in_search\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_store_locator\`("_order", "_parent_id", "_path", "id", "include_stock_dealers", "default_latitude", "default_longitude", "default_zoom_level", "distance_unit", "search_result_distance_threshold", "country_in_search", "block_name") SELECT "_order", "_parent_id", "_path", "id", "include_stock_dealers", "default_latitude", "default_longitude", "default_zoom_level", "distance_unit", "search_result_distance_threshold", "country_in_search", "block_name" FROM \`pages_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_store_locator\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_store_locator\` RENAME TO \`pages_blocks_store_locator\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_locator_order_idx\` ON \`pages_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_locator_parent_id_idx\` ON \`pages_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_locator_path_idx\` ON \`pages_blocks_store_locator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`include_stock_dealers\` integer DEFAULT true,
  	\`default_latitude\` numeric DEFAULT 52.54,
  	\`default_longitude\` numeric DEFAULT 12.37,
  	\`default_zoom_level\` numeric DEFAULT 10,
  	\`distance_unit\` text,
  	\`search_result_distance_threshold\` numeric,
  	\`country_in_search\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_store_locator\`("_order", "_parent_id", "_path", "id", "include_stock_dealers", "default_latitude", "default_longitude", "default_zoom_level", "distance_unit", "search_result_distance_threshold", "country_in_search", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "include_stock_dealers", "default_latitude", "default_longitude", "default_zoom_level", "distance_unit", "search_result_distance_threshold", "country_in_search", "_uuid", "block_name" FROM \`_pages_v_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_store_locator\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_store_locator\` RENAME TO \`_pages_v_blocks_store_locator\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_locator_order_idx\` ON \`_pages_v_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_locator_parent_id_idx\` ON \`_pages_v_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_locator_path_idx\` ON \`_pages_v_blocks_store_locator\` (\`_path\`);`)
  await restoreLabels(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await keepLabels(db)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`include_stock_dealers\` integer DEFAULT true,
  	\`default_latitude\` numeric DEFAULT 52.54,
  	\`default_longitude\` numeric DEFAULT 12.37,
  	\`default_zoom_level\` numeric DEFAULT 10,
  	\`distance_unit\` text DEFAULT 'km',
  	\`search_result_distance_threshold\` numeric,
  	\`country_in_search\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_store_locator\`("_order", "_parent_id", "_path", "id", "include_stock_dealers", "default_latitude", "default_longitude", "default_zoom_level", "distance_unit", "search_result_distance_threshold", "country_in_search", "block_name") SELECT "_order", "_parent_id", "_path", "id", "include_stock_dealers", "default_latitude", "default_longitude", "default_zoom_level", "distance_unit", "search_result_distance_threshold", "country_in_search", "block_name" FROM \`pages_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_store_locator\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_store_locator\` RENAME TO \`pages_blocks_store_locator\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_locator_order_idx\` ON \`pages_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_locator_parent_id_idx\` ON \`pages_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_locator_path_idx\` ON \`pages_blocks_store_locator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`include_stock_dealers\` integer DEFAULT true,
  	\`default_latitude\` numeric DEFAULT 52.54,
  	\`default_longitude\` numeric DEFAULT 12.37,
  	\`default_zoom_level\` numeric DEFAULT 10,
  	\`distance_unit\` text DEFAULT 'km',
  	\`search_result_distance_threshold\` numeric,
  	\`country_in_search\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_store_locator\`("_order", "_parent_id", "_path", "id", "include_stock_dealers", "default_latitude", "default_longitude", "default_zoom_level", "distance_unit", "search_result_distance_threshold", "country_in_search", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "include_stock_dealers", "default_latitude", "default_longitude", "default_zoom_level", "distance_unit", "search_result_distance_threshold", "country_in_search", "_uuid", "block_name" FROM \`_pages_v_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_store_locator\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_store_locator\` RENAME TO \`_pages_v_blocks_store_locator\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_locator_order_idx\` ON \`_pages_v_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_locator_parent_id_idx\` ON \`_pages_v_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_locator_path_idx\` ON \`_pages_v_blocks_store_locator\` (\`_path\`);`)
  await restoreLabels(db)
}
