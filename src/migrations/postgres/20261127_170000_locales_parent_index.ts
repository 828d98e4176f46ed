import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { localesParentIndexName } from '../locales-parent-index'

/** An index on `_parent_id` for every table of translations; see the SQLite migration of the same name for why. */
async function localesTables(db: MigrateUpArgs['db']): Promise<string[]> {
  const result = await db.execute(
    sql`SELECT c.table_name AS name FROM information_schema.columns c
          JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
         WHERE c.table_schema = current_schema() AND c.column_name IN ('_locale', '_parent_id')
         GROUP BY c.table_name HAVING COUNT(DISTINCT c.column_name) = 2`,
  )
  return (result.rows as Array<{ name: string }>).map((row) => row.name)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of await localesTables(db)) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${localesParentIndexName(table)}" ON "${table}" ("_parent_id");`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of await localesTables(db)) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${localesParentIndexName(table)}";`))
}
