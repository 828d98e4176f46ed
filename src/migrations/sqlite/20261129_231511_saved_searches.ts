import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { localesParentIndexName } from '../locales-parent-index'

/**
 * Issue 41 item 1: saved searches with e-mail alerts (the collection, the sites' saved-searches
 * path, the saved-searches block). The block's translations tables get their `_parent_id` index
 * (see 20261127_170000_locales_parent_index).
 */
const NEW_LOCALES_TABLES = ['pages_blocks_saved_searches_locales', '_pages_v_blocks_saved_searches_locales']

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_saved_searches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_saved_searches_order_idx\` ON \`pages_blocks_saved_searches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_saved_searches_parent_id_idx\` ON \`pages_blocks_saved_searches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_saved_searches_path_idx\` ON \`pages_blocks_saved_searches\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_saved_searches_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_saved_searches_locales_locale_parent_id_unique\` ON \`pages_blocks_saved_searches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_saved_searches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_saved_searches_order_idx\` ON \`_pages_v_blocks_saved_searches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_saved_searches_parent_id_idx\` ON \`_pages_v_blocks_saved_searches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_saved_searches_path_idx\` ON \`_pages_v_blocks_saved_searches\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_saved_searches_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_saved_searches_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_saved_searches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`saved_searches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_id\` integer,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`label\` text,
  	\`list_path\` text NOT NULL,
  	\`query\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`origin\` text NOT NULL,
  	\`token\` text NOT NULL,
  	\`seen\` text,
  	\`ip_hash\` text,
  	\`confirmed_at\` text,
  	\`last_alert_at\` text,
  	\`erased_at\` text,
  	\`erase_personal_data\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_searches_site_idx\` ON \`saved_searches\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_email_idx\` ON \`saved_searches\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_status_idx\` ON \`saved_searches\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`saved_searches_token_idx\` ON \`saved_searches\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_last_alert_at_idx\` ON \`saved_searches\` (\`last_alert_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_updated_at_idx\` ON \`saved_searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_created_at_idx\` ON \`saved_searches\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`site_email_idx\` ON \`saved_searches\` (\`site_id\`,\`email\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`paths_saved_searches\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_searches_id\` integer REFERENCES saved_searches(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  for (const table of NEW_LOCALES_TABLES) {
    await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "${localesParentIndexName(table)}" ON "${table}" ("_parent_id");`))
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_saved_searches\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_saved_searches_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_saved_searches\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_saved_searches_locales\`;`)
  await db.run(sql`DROP TABLE \`saved_searches\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	\`pages_id\` integer,
  	\`stories_id\` integer,
  	\`tags_id\` integer,
  	\`redirects_id\` integer,
  	\`site_shell_id\` integer,
  	\`media_id\` integer,
  	\`dictionary_id\` integer,
  	\`locations_id\` integer,
  	\`leads_id\` integer,
  	\`tire_hotel_bookings_id\` integer,
  	\`service_bookings_id\` integer,
  	\`quotes_id\` integer,
  	\`workshop_catalogues_id\` integer,
  	\`vehicle_register_id\` integer,
  	\`users_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_shell_id\`) REFERENCES \`site_shell\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tire_hotel_bookings_id\`) REFERENCES \`tire_hotel_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_bookings_id\`) REFERENCES \`service_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quotes_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workshop_catalogues_id\`) REFERENCES \`workshop_catalogues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_register_id\`) REFERENCES \`vehicle_register\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "tags_id", "redirects_id", "site_shell_id", "media_id", "dictionary_id", "locations_id", "leads_id", "tire_hotel_bookings_id", "service_bookings_id", "quotes_id", "workshop_catalogues_id", "vehicle_register_id", "users_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "tags_id", "redirects_id", "site_shell_id", "media_id", "dictionary_id", "locations_id", "leads_id", "tire_hotel_bookings_id", "service_bookings_id", "quotes_id", "workshop_catalogues_id", "vehicle_register_id", "users_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_shell_id_idx\` ON \`payload_locked_documents_rels\` (\`site_shell_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`service_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_catalogues_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_catalogues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_register_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_register_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`paths_saved_searches\`;`)
}
