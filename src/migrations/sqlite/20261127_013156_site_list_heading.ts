import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_site_list\` ADD \`heading_level\` text DEFAULT 'h1';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_site_list\` ADD \`heading_level\` text DEFAULT 'h1';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_site_list\` DROP COLUMN \`heading_level\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_site_list\` DROP COLUMN \`heading_level\`;`)
}
