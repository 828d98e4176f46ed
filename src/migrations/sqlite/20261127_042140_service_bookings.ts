import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_service_booking_header_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_booking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_header_links_order_idx\` ON \`pages_blocks_service_booking_header_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_header_links_parent_id_idx\` ON \`pages_blocks_service_booking_header_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_booking_header_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_booking_header_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_service_booking_header_links_locales_locale_par\` ON \`pages_blocks_service_booking_header_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_booking\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`authorised_brands\` text,
  	\`damage_inspection_url\` text,
  	\`contact_email\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_order_idx\` ON \`pages_blocks_service_booking\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_parent_id_idx\` ON \`pages_blocks_service_booking\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_path_idx\` ON \`pages_blocks_service_booking\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_booking_header_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_booking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_header_links_order_idx\` ON \`_pages_v_blocks_service_booking_header_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_header_links_parent_id_idx\` ON \`_pages_v_blocks_service_booking_header_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_booking_header_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_booking_header_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_service_booking_header_links_locales_locale_\` ON \`_pages_v_blocks_service_booking_header_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_booking\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`authorised_brands\` text,
  	\`damage_inspection_url\` text,
  	\`contact_email\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_order_idx\` ON \`_pages_v_blocks_service_booking\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_parent_id_idx\` ON \`_pages_v_blocks_service_booking\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_path_idx\` ON \`_pages_v_blocks_service_booking\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`service_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_id\` integer,
  	\`booking_id\` text NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`car\` text,
  	\`time_slot\` text NOT NULL,
  	\`is_full_day\` integer,
  	\`mileage\` numeric,
  	\`department_id\` text NOT NULL,
  	\`workshop_name\` text,
  	\`workshop_email\` text,
  	\`workshop_address\` text,
  	\`customer_name\` text,
  	\`customer_phone\` text,
  	\`customer_email\` text,
  	\`message\` text,
  	\`services\` text,
  	\`total\` numeric,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`delivered_at\` text,
  	\`delivered_via\` text,
  	\`last_error\` text,
  	\`claimed_until\` text,
  	\`erased_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`service_bookings_site_idx\` ON \`service_bookings\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`service_bookings_registration_number_idx\` ON \`service_bookings\` (\`registration_number\`);`)
  await db.run(sql`CREATE INDEX \`service_bookings_status_idx\` ON \`service_bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`service_bookings_next_attempt_at_idx\` ON \`service_bookings\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`service_bookings_updated_at_idx\` ON \`service_bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_bookings_created_at_idx\` ON \`service_bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_bookingId_idx\` ON \`service_bookings\` (\`site_id\`,\`booking_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_bookings_id\` integer REFERENCES service_bookings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`service_bookings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_service_booking_header_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_booking_header_links_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_booking\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_booking_header_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_booking_header_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_booking\`;`)
  await db.run(sql`DROP TABLE \`service_bookings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	\`pages_id\` integer,
  	\`redirects_id\` integer,
  	\`site_shell_id\` integer,
  	\`media_id\` integer,
  	\`dictionary_id\` integer,
  	\`locations_id\` integer,
  	\`leads_id\` integer,
  	\`tire_hotel_bookings_id\` integer,
  	\`users_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_shell_id\`) REFERENCES \`site_shell\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tire_hotel_bookings_id\`) REFERENCES \`tire_hotel_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "redirects_id", "site_shell_id", "media_id", "dictionary_id", "locations_id", "leads_id", "tire_hotel_bookings_id", "users_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "redirects_id", "site_shell_id", "media_id", "dictionary_id", "locations_id", "leads_id", "tire_hotel_bookings_id", "users_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_shell_id_idx\` ON \`payload_locked_documents_rels\` (\`site_shell_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
