import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_site_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_order_idx\` ON \`pages_blocks_site_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_parent_id_idx\` ON \`pages_blocks_site_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_path_idx\` ON \`pages_blocks_site_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_site_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_site_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_site_list_locales_locale_parent_id_unique\` ON \`pages_blocks_site_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_site_selection\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_selection_order_idx\` ON \`pages_blocks_site_selection\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_selection_parent_id_idx\` ON \`pages_blocks_site_selection\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_selection_path_idx\` ON \`pages_blocks_site_selection\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_site_selection_locales\` (
  	\`title\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_site_selection\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_site_selection_locales_locale_parent_id_unique\` ON \`pages_blocks_site_selection_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_site_teaser_slugs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_site_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_teaser_slugs_order_idx\` ON \`pages_blocks_site_teaser_slugs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_teaser_slugs_parent_id_idx\` ON \`pages_blocks_site_teaser_slugs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_site_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`city\` text,
  	\`brand\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_teaser_order_idx\` ON \`pages_blocks_site_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_teaser_parent_id_idx\` ON \`pages_blocks_site_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_teaser_path_idx\` ON \`pages_blocks_site_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_site_teaser_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_site_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_site_teaser_locales_locale_parent_id_unique\` ON \`pages_blocks_site_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_order_idx\` ON \`_pages_v_blocks_site_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_parent_id_idx\` ON \`_pages_v_blocks_site_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_path_idx\` ON \`_pages_v_blocks_site_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_site_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_site_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_site_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_selection\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_selection_order_idx\` ON \`_pages_v_blocks_site_selection\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_selection_parent_id_idx\` ON \`_pages_v_blocks_site_selection\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_selection_path_idx\` ON \`_pages_v_blocks_site_selection\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_selection_locales\` (
  	\`title\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_site_selection\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_site_selection_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_site_selection_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_teaser_slugs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_site_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_teaser_slugs_order_idx\` ON \`_pages_v_blocks_site_teaser_slugs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_teaser_slugs_parent_id_idx\` ON \`_pages_v_blocks_site_teaser_slugs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`city\` text,
  	\`brand\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_teaser_order_idx\` ON \`_pages_v_blocks_site_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_teaser_parent_id_idx\` ON \`_pages_v_blocks_site_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_teaser_path_idx\` ON \`_pages_v_blocks_site_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_teaser_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_site_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_site_teaser_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_site_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_site_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_site_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_site_selection\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_site_selection_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_site_teaser_slugs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_site_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_site_teaser_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_selection\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_selection_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_teaser_slugs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_teaser_locales\`;`)
}
