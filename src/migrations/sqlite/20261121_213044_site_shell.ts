import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_shell_navigation_extra_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_shell_navigation_extra_items_order_idx\` ON \`site_shell_navigation_extra_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_navigation_extra_items_parent_id_idx\` ON \`site_shell_navigation_extra_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_navigation_extra_items_locales\` (
  	\`title\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell_navigation_extra_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_shell_navigation_extra_items_locales_locale_parent_id_u\` ON \`site_shell_navigation_extra_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_navigation_icon_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`target\` text DEFAULT '_self',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_shell_navigation_icon_links_order_idx\` ON \`site_shell_navigation_icon_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_navigation_icon_links_parent_id_idx\` ON \`site_shell_navigation_icon_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_navigation_icon_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell_navigation_icon_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_shell_navigation_icon_links_locales_locale_parent_id_un\` ON \`site_shell_navigation_icon_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_footer_brands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`logo_black_and_white_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_black_and_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_shell_footer_brands_order_idx\` ON \`site_shell_footer_brands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_footer_brands_parent_id_idx\` ON \`site_shell_footer_brands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_footer_brands_logo_idx\` ON \`site_shell_footer_brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_footer_brands_logo_black_and_white_idx\` ON \`site_shell_footer_brands\` (\`logo_black_and_white_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_footer_columns_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_shell_footer_columns_items_order_idx\` ON \`site_shell_footer_columns_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_footer_columns_items_parent_id_idx\` ON \`site_shell_footer_columns_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_footer_columns_items_locales\` (
  	\`link_href\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell_footer_columns_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_shell_footer_columns_items_locales_locale_parent_id_uni\` ON \`site_shell_footer_columns_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_shell_footer_columns_order_idx\` ON \`site_shell_footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_footer_columns_parent_id_idx\` ON \`site_shell_footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_footer_columns_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_shell_footer_columns_locales_locale_parent_id_unique\` ON \`site_shell_footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_footer_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_shell_footer_social_links_order_idx\` ON \`site_shell_footer_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_footer_social_links_parent_id_idx\` ON \`site_shell_footer_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_shell\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_id\` integer,
  	\`navigation_logo_id\` integer,
  	\`navigation_logo_width\` numeric DEFAULT 150,
  	\`navigation_logo_height\` numeric DEFAULT 55,
  	\`navigation_is_sticky\` integer DEFAULT true,
  	\`navigation_slim_nav\` integer DEFAULT false,
  	\`navigation_has_dark_theme\` integer DEFAULT false,
  	\`navigation_show_separator\` integer DEFAULT false,
  	\`navigation_message_position\` text DEFAULT 'above',
  	\`alert_bar_has_message\` integer DEFAULT false,
  	\`alert_bar_message_type\` text DEFAULT 'Neutral',
  	\`alert_bar_message_icon\` text,
  	\`message_banner_has_message\` integer DEFAULT false,
  	\`message_banner_message_type\` text DEFAULT 'Neutral',
  	\`message_banner_message_icon\` text,
  	\`footer_info_field_one_child_full_width\` integer DEFAULT false,
  	\`footer_show_brands\` integer DEFAULT false,
  	\`footer_highlighted_link_target\` text DEFAULT '_self',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`navigation_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_shell_site_idx\` ON \`site_shell\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_navigation_navigation_logo_idx\` ON \`site_shell\` (\`navigation_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_updated_at_idx\` ON \`site_shell\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_shell_created_at_idx\` ON \`site_shell\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_shell_locales\` (
  	\`alert_bar_message_title\` text,
  	\`alert_bar_message_text\` text,
  	\`message_banner_message_title\` text,
  	\`message_banner_message_text\` text,
  	\`footer_info_field1_heading\` text,
  	\`footer_info_field2_heading\` text,
  	\`footer_info_field1_text\` text,
  	\`footer_info_field2_text\` text,
  	\`footer_brands_heading\` text,
  	\`footer_highlighted_link_href\` text,
  	\`footer_highlighted_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_shell\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_shell_locales_locale_parent_id_unique\` ON \`site_shell_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`nav_order\` numeric DEFAULT 100;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`nav_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`navigable_with_children\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`external_link_href\` text;`)
  await db.run(sql`CREATE INDEX \`pages_nav_image_idx\` ON \`pages\` (\`nav_image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`external_link_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_nav_order\` numeric DEFAULT 100;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_nav_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_navigable_with_children\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_external_link_href\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_nav_image_idx\` ON \`_pages_v\` (\`version_nav_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_external_link_text\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`site_shell_id\` integer REFERENCES site_shell(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_shell_id_idx\` ON \`payload_locked_documents_rels\` (\`site_shell_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_shell_navigation_extra_items\`;`)
  await db.run(sql`DROP TABLE \`site_shell_navigation_extra_items_locales\`;`)
  await db.run(sql`DROP TABLE \`site_shell_navigation_icon_links\`;`)
  await db.run(sql`DROP TABLE \`site_shell_navigation_icon_links_locales\`;`)
  await db.run(sql`DROP TABLE \`site_shell_footer_brands\`;`)
  await db.run(sql`DROP TABLE \`site_shell_footer_columns_items\`;`)
  await db.run(sql`DROP TABLE \`site_shell_footer_columns_items_locales\`;`)
  await db.run(sql`DROP TABLE \`site_shell_footer_columns\`;`)
  await db.run(sql`DROP TABLE \`site_shell_footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`site_shell_footer_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_shell\`;`)
  await db.run(sql`DROP TABLE \`site_shell_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_id\` integer,
  	\`slug\` text,
  	\`parent_id\` integer,
  	\`path\` text,
  	\`hide_in_navigation\` integer DEFAULT false,
  	\`brand_design\` text,
  	\`og_image_id\` integer,
  	\`gtm_i_d\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "site_id", "slug", "parent_id", "path", "hide_in_navigation", "brand_design", "og_image_id", "gtm_i_d", "updated_at", "created_at", "_status") SELECT "id", "site_id", "slug", "parent_id", "path", "hide_in_navigation", "brand_design", "og_image_id", "gtm_i_d", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_site_idx\` ON \`pages\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_og_image_idx\` ON \`pages\` (\`og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site_id\` integer,
  	\`version_slug\` text,
  	\`version_parent_id\` integer,
  	\`version_path\` text,
  	\`version_hide_in_navigation\` integer DEFAULT false,
  	\`version_brand_design\` text,
  	\`version_og_image_id\` integer,
  	\`version_gtm_i_d\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_site_id", "version_slug", "version_parent_id", "version_path", "version_hide_in_navigation", "version_brand_design", "version_og_image_id", "version_gtm_i_d", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_site_id", "version_slug", "version_parent_id", "version_path", "version_hide_in_navigation", "version_brand_design", "version_og_image_id", "version_gtm_i_d", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_site_idx\` ON \`_pages_v\` (\`version_site_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_og_image_idx\` ON \`_pages_v\` (\`version_og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`dictionary_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "dictionary_id", "users_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "dictionary_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`external_link_text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_external_link_text\`;`)
}
