import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_site_list_heading_level" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_site_list_heading_level" AS ENUM('h1', 'h2');
  ALTER TABLE "pages_blocks_site_list" ADD COLUMN "heading_level" "enum_pages_blocks_site_list_heading_level" DEFAULT 'h1';
  ALTER TABLE "_pages_v_blocks_site_list" ADD COLUMN "heading_level" "enum__pages_v_blocks_site_list_heading_level" DEFAULT 'h1';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_site_list" DROP COLUMN "heading_level";
  ALTER TABLE "_pages_v_blocks_site_list" DROP COLUMN "heading_level";
  DROP TYPE "public"."enum_pages_blocks_site_list_heading_level";
  DROP TYPE "public"."enum__pages_v_blocks_site_list_heading_level";`)
}
