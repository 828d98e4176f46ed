import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`workshop_catalogues_services_offerings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`price\` numeric DEFAULT 0 NOT NULL,
  	\`price_known\` integer DEFAULT true,
  	\`not_known_price_text\` text,
  	\`description\` text,
  	\`kind\` text,
  	\`requires_mileage\` integer,
  	\`allow_user_input\` integer,
  	\`unit_price_unit\` text,
  	\`unit_price_minimum\` numeric,
  	\`unit_price_maximum\` numeric,
  	\`unit_price_unit_abbreviation\` text,
  	\`unit_price_postfix\` text,
  	\`unavailable_for_models\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workshop_catalogues_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_services_offerings_order_idx\` ON \`workshop_catalogues_services_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_services_offerings_parent_id_idx\` ON \`workshop_catalogues_services_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`workshop_catalogues_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`icon\` text DEFAULT 'wrench' NOT NULL,
  	\`selection_type\` text,
  	\`agreement_discount\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workshop_catalogues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_services_order_idx\` ON \`workshop_catalogues_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_services_parent_id_idx\` ON \`workshop_catalogues_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`workshop_catalogues_addons_offerings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`price\` numeric DEFAULT 0 NOT NULL,
  	\`price_known\` integer DEFAULT true,
  	\`not_known_price_text\` text,
  	\`description\` text,
  	\`kind\` text,
  	\`requires_mileage\` integer,
  	\`allow_user_input\` integer,
  	\`unit_price_unit\` text,
  	\`unit_price_minimum\` numeric,
  	\`unit_price_maximum\` numeric,
  	\`unit_price_unit_abbreviation\` text,
  	\`unit_price_postfix\` text,
  	\`unavailable_for_models\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workshop_catalogues_addons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_addons_offerings_order_idx\` ON \`workshop_catalogues_addons_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_addons_offerings_parent_id_idx\` ON \`workshop_catalogues_addons_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`workshop_catalogues_addons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`icon\` text DEFAULT 'wrench' NOT NULL,
  	\`selection_type\` text,
  	\`agreement_discount\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workshop_catalogues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_addons_order_idx\` ON \`workshop_catalogues_addons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_addons_parent_id_idx\` ON \`workshop_catalogues_addons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`workshop_catalogues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_id\` integer,
  	\`name\` text NOT NULL,
  	\`brands\` text NOT NULL,
  	\`agreement_discount_percent\` numeric DEFAULT 20,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_site_idx\` ON \`workshop_catalogues\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_updated_at_idx\` ON \`workshop_catalogues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workshop_catalogues_created_at_idx\` ON \`workshop_catalogues\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vehicle_register\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_id\` integer,
  	\`registration_number\` text NOT NULL,
  	\`brand\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`build_year\` numeric NOT NULL,
  	\`region\` text,
  	\`has_service_agreement\` integer,
  	\`is_test_car\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicle_register_site_idx\` ON \`vehicle_register\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_register_updated_at_idx\` ON \`vehicle_register\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_register_created_at_idx\` ON \`vehicle_register\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_registrationNumber_idx\` ON \`vehicle_register\` (\`site_id\`,\`registration_number\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workshop_catalogues_id\` integer REFERENCES workshop_catalogues(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vehicle_register_id\` integer REFERENCES vehicle_register(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_catalogues_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_catalogues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_register_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_register_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`workshop_catalogues_services_offerings\`;`)
  await db.run(sql`DROP TABLE \`workshop_catalogues_services\`;`)
  await db.run(sql`DROP TABLE \`workshop_catalogues_addons_offerings\`;`)
  await db.run(sql`DROP TABLE \`workshop_catalogues_addons\`;`)
  await db.run(sql`DROP TABLE \`workshop_catalogues\`;`)
  await db.run(sql`DROP TABLE \`vehicle_register\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "tags_id", "redirects_id", "site_shell_id", "media_id", "dictionary_id", "locations_id", "leads_id", "tire_hotel_bookings_id", "service_bookings_id", "users_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "tags_id", "redirects_id", "site_shell_id", "media_id", "dictionary_id", "locations_id", "leads_id", "tire_hotel_bookings_id", "service_bookings_id", "users_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
