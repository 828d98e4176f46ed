import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { localesParentIndexName } from '../locales-parent-index'

/**
 * Issue 36: the marketing popup and survey blocks, radio groups in the form builder, the site's
 * marketing form provider and the Norwegian form's newsletter rule. The new translations tables get
 * their `_parent_id` index (see 20261127_170000_locales_parent_index).
 */
const NEW_LOCALES_TABLES = [
  'pages_blocks_marketing_popup_locales',
  'pages_blocks_survey_form_locales',
  '_pages_v_blocks_marketing_popup_locales',
  '_pages_v_blocks_survey_form_locales',
  'forms_blocks_radio_options_locales',
  'forms_blocks_radio_locales',
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_marketing_popup\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`external_form_id\` text,
  	\`trigger\` text DEFAULT 'button',
  	\`delay_seconds\` numeric DEFAULT 10,
  	\`scroll_depth\` numeric DEFAULT 50,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_marketing_popup_order_idx\` ON \`pages_blocks_marketing_popup\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_marketing_popup_parent_id_idx\` ON \`pages_blocks_marketing_popup\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_marketing_popup_path_idx\` ON \`pages_blocks_marketing_popup\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_marketing_popup_form_idx\` ON \`pages_blocks_marketing_popup\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_marketing_popup_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_marketing_popup\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_marketing_popup_locales_locale_parent_id_unique\` ON \`pages_blocks_marketing_popup_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_survey_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_tag\` text DEFAULT 'h2',
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_survey_form_order_idx\` ON \`pages_blocks_survey_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_survey_form_parent_id_idx\` ON \`pages_blocks_survey_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_survey_form_path_idx\` ON \`pages_blocks_survey_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_survey_form_form_idx\` ON \`pages_blocks_survey_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_survey_form_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_survey_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_survey_form_locales_locale_parent_id_unique\` ON \`pages_blocks_survey_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_marketing_popup\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`external_form_id\` text,
  	\`trigger\` text DEFAULT 'button',
  	\`delay_seconds\` numeric DEFAULT 10,
  	\`scroll_depth\` numeric DEFAULT 50,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_marketing_popup_order_idx\` ON \`_pages_v_blocks_marketing_popup\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_marketing_popup_parent_id_idx\` ON \`_pages_v_blocks_marketing_popup\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_marketing_popup_path_idx\` ON \`_pages_v_blocks_marketing_popup\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_marketing_popup_form_idx\` ON \`_pages_v_blocks_marketing_popup\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_marketing_popup_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_marketing_popup\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_marketing_popup_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_marketing_popup_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_survey_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_tag\` text DEFAULT 'h2',
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_survey_form_order_idx\` ON \`_pages_v_blocks_survey_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_survey_form_parent_id_idx\` ON \`_pages_v_blocks_survey_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_survey_form_path_idx\` ON \`_pages_v_blocks_survey_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_survey_form_form_idx\` ON \`_pages_v_blocks_survey_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_survey_form_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_survey_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_survey_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_survey_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_radio_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_radio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_options_order_idx\` ON \`forms_blocks_radio_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_options_parent_id_idx\` ON \`forms_blocks_radio_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_radio_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_radio_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_radio_options_locales_locale_parent_id_unique\` ON \`forms_blocks_radio_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_radio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_order_idx\` ON \`forms_blocks_radio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_parent_id_idx\` ON \`forms_blocks_radio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_path_idx\` ON \`forms_blocks_radio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_radio_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_radio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_radio_locales_locale_parent_id_unique\` ON \`forms_blocks_radio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`marketing_form_provider_script_url\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`marketing_form_provider_account_id\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`marketing_form_provider_region\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_booking_no\` ADD \`newsletter_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_booking_no\` ADD \`newsletter_required\` integer DEFAULT false;`)
  for (const table of NEW_LOCALES_TABLES) {
    await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "${localesParentIndexName(table)}" ON "${table}" ("_parent_id");`))
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_marketing_popup\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_marketing_popup_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_survey_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_survey_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_marketing_popup\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_marketing_popup_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_survey_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_survey_form_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_radio_options\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_radio_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_radio\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_radio_locales\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`marketing_form_provider_script_url\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`marketing_form_provider_account_id\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`marketing_form_provider_region\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_booking_no\` DROP COLUMN \`newsletter_required\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_booking_no\` DROP COLUMN \`newsletter_required\`;`)
}
