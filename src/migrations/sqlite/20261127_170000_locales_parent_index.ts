import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { localesParentIndexName } from '../locales-parent-index'

/**
 * An index on `_parent_id` for every table of translations (`<collection>_locales` and the like). Payload gives
 * them only a unique index on (`_locale`, `_parent_id`), which cannot find one document's
 * translations, so every read of a localized collection scanned the whole table once per document:
 * reading one site's dictionary (663 entries, 7,956 translations) took 166 ms of the event loop,
 * and a publish, which re-reads the dictionaries, held a process for seconds (measured in issue 16's
 * CI run). With the index: about 15 ms. tests/integration/locales-parent-index.test.ts keeps every
 * later translations table covered.
 */
async function localesTables(db: MigrateUpArgs['db']): Promise<string[]> {
  // Payload's translations tables: a `_locale` and a `_parent_id` column (a select field's table, such as sites_extra_locales, is not one).
  const rows = await db.all<{ name: string }>(sql`SELECT m.name AS name FROM sqlite_master m
    WHERE m.type = 'table'
      AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = '_locale')
      AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = '_parent_id')`)
  return rows.map((row) => row.name)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of await localesTables(db)) {
    await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "${localesParentIndexName(table)}" ON "${table}" ("_parent_id");`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of await localesTables(db)) await db.run(sql.raw(`DROP INDEX IF EXISTS "${localesParentIndexName(table)}";`))
}
