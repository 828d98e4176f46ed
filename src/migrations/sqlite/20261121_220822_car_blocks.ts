import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_car_list_facets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_facets_order_idx\` ON \`pages_blocks_car_list_facets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_facets_parent_id_idx\` ON \`pages_blocks_car_list_facets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_list_facets_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_list_facets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_car_list_facets_locales_locale_parent_id_unique\` ON \`pages_blocks_car_list_facets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_list_sorts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_sorts_order_idx\` ON \`pages_blocks_car_list_sorts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_sorts_parent_id_idx\` ON \`pages_blocks_car_list_sorts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_list_sorts_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_list_sorts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_car_list_sorts_locales_locale_parent_id_unique\` ON \`pages_blocks_car_list_sorts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`filter_layout\` text DEFAULT 'Toggle',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_order_idx\` ON \`pages_blocks_car_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_parent_id_idx\` ON \`pages_blocks_car_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_path_idx\` ON \`pages_blocks_car_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_car_list_locales_locale_parent_id_unique\` ON \`pages_blocks_car_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`content\` text DEFAULT 'image',
  	\`image_id\` integer,
  	\`image_phone_id\` integer,
  	\`video_desktop_id\` integer,
  	\`video_phone_id\` integer,
  	\`title_tag\` text DEFAULT 'h1',
  	\`link_href\` text,
  	\`button_type\` text DEFAULT 'primary',
  	\`show_search_bar\` integer DEFAULT true,
  	\`content_placement\` text DEFAULT 'left',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_order_idx\` ON \`pages_blocks_hero_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_parent_id_idx\` ON \`pages_blocks_hero_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_path_idx\` ON \`pages_blocks_hero_search\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_image_idx\` ON \`pages_blocks_hero_search\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_image_phone_idx\` ON \`pages_blocks_hero_search\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_video_desktop_idx\` ON \`pages_blocks_hero_search\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_video_phone_idx\` ON \`pages_blocks_hero_search\` (\`video_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_search_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`search_bar_placeholder_text\` text,
  	\`search_bar_placeholder_text_desktop\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_search_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'query',
  	\`car_ids\` text,
  	\`brand\` text,
  	\`model\` text,
  	\`fuel\` text,
  	\`body\` text,
  	\`is_used\` text DEFAULT 'any',
  	\`sort_name\` text,
  	\`number_of_cars\` numeric,
  	\`limit\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teasers_order_idx\` ON \`pages_blocks_car_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teasers_parent_id_idx\` ON \`pages_blocks_car_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teasers_path_idx\` ON \`pages_blocks_car_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_teasers_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_car_teasers_locales_locale_parent_id_unique\` ON \`pages_blocks_car_teasers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_of_the_week\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_order_idx\` ON \`pages_blocks_car_of_the_week\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_parent_id_idx\` ON \`pages_blocks_car_of_the_week\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_path_idx\` ON \`pages_blocks_car_of_the_week\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_of_the_week_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_of_the_week\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_car_of_the_week_locales_locale_parent_id_unique\` ON \`pages_blocks_car_of_the_week_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_list_facets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_facets_order_idx\` ON \`_pages_v_blocks_car_list_facets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_facets_parent_id_idx\` ON \`_pages_v_blocks_car_list_facets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_list_facets_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_list_facets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_car_list_facets_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_car_list_facets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_list_sorts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_sorts_order_idx\` ON \`_pages_v_blocks_car_list_sorts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_sorts_parent_id_idx\` ON \`_pages_v_blocks_car_list_sorts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_list_sorts_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_list_sorts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_car_list_sorts_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_car_list_sorts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`filter_layout\` text DEFAULT 'Toggle',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_order_idx\` ON \`_pages_v_blocks_car_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_parent_id_idx\` ON \`_pages_v_blocks_car_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_path_idx\` ON \`_pages_v_blocks_car_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_car_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_car_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`content\` text DEFAULT 'image',
  	\`image_id\` integer,
  	\`image_phone_id\` integer,
  	\`video_desktop_id\` integer,
  	\`video_phone_id\` integer,
  	\`title_tag\` text DEFAULT 'h1',
  	\`link_href\` text,
  	\`button_type\` text DEFAULT 'primary',
  	\`show_search_bar\` integer DEFAULT true,
  	\`content_placement\` text DEFAULT 'left',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_search_order_idx\` ON \`_pages_v_blocks_hero_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_search_parent_id_idx\` ON \`_pages_v_blocks_hero_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_search_path_idx\` ON \`_pages_v_blocks_hero_search\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_search_image_idx\` ON \`_pages_v_blocks_hero_search\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_search_image_phone_idx\` ON \`_pages_v_blocks_hero_search\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_search_video_desktop_idx\` ON \`_pages_v_blocks_hero_search\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_search_video_phone_idx\` ON \`_pages_v_blocks_hero_search\` (\`video_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_search_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`search_bar_placeholder_text\` text,
  	\`search_bar_placeholder_text_desktop\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_hero_search_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_hero_search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'query',
  	\`car_ids\` text,
  	\`brand\` text,
  	\`model\` text,
  	\`fuel\` text,
  	\`body\` text,
  	\`is_used\` text DEFAULT 'any',
  	\`sort_name\` text,
  	\`number_of_cars\` numeric,
  	\`limit\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teasers_order_idx\` ON \`_pages_v_blocks_car_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teasers_parent_id_idx\` ON \`_pages_v_blocks_car_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teasers_path_idx\` ON \`_pages_v_blocks_car_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_teasers_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_car_teasers_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_car_teasers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_of_the_week\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_order_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_parent_id_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_path_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_of_the_week_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_of_the_week\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_car_of_the_week_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_car_of_the_week_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_car_list_facets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_list_facets_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_list_sorts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_list_sorts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_search_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_teasers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_teasers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_of_the_week\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_of_the_week_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_list_facets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_list_facets_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_list_sorts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_list_sorts_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_search_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_teasers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_teasers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_of_the_week\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_of_the_week_locales\`;`)
}
