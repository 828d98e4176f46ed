import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { localesParentIndexName } from '../locales-parent-index'

/**
 * Issue 41 item 2: the favourite cars block. Its translations tables get their `_parent_id` index
 * (see 20261127_170000_locales_parent_index).
 */
const NEW_LOCALES_TABLES = ['pages_blocks_favourite_cars_locales', '_pages_v_blocks_favourite_cars_locales']

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_favourite_cars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_tag\` text DEFAULT 'h1',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_favourite_cars_order_idx\` ON \`pages_blocks_favourite_cars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_favourite_cars_parent_id_idx\` ON \`pages_blocks_favourite_cars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_favourite_cars_path_idx\` ON \`pages_blocks_favourite_cars\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_favourite_cars_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_favourite_cars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_favourite_cars_locales_locale_parent_id_unique\` ON \`pages_blocks_favourite_cars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_favourite_cars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_tag\` text DEFAULT 'h1',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_favourite_cars_order_idx\` ON \`_pages_v_blocks_favourite_cars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_favourite_cars_parent_id_idx\` ON \`_pages_v_blocks_favourite_cars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_favourite_cars_path_idx\` ON \`_pages_v_blocks_favourite_cars\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_favourite_cars_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_favourite_cars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_favourite_cars_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_favourite_cars_locales\` (\`_locale\`,\`_parent_id\`);`)
  for (const table of NEW_LOCALES_TABLES) {
    await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "${localesParentIndexName(table)}" ON "${table}" ("_parent_id");`))
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_favourite_cars\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_favourite_cars_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_favourite_cars\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_favourite_cars_locales\`;`)
}
