import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`service_bookings\` ADD \`confirmation\` text DEFAULT 'online' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`service_bookings_confirmation_idx\` ON \`service_bookings\` (\`confirmation\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`service_bookings_confirmation_idx\`;`)
  await db.run(sql`ALTER TABLE \`service_bookings\` DROP COLUMN \`confirmation\`;`)
}
