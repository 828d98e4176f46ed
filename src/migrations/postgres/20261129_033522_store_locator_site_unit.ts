import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_store_locator" ALTER COLUMN "distance_unit" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_store_locator" ALTER COLUMN "distance_unit" DROP DEFAULT;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_store_locator" ALTER COLUMN "distance_unit" SET DEFAULT 'km';
  ALTER TABLE "_pages_v_blocks_store_locator" ALTER COLUMN "distance_unit" SET DEFAULT 'km';`)
}
