import type { Payload } from 'payload'

import { DICTIONARY_DEFAULTS, DICTIONARY_KEYS } from '@/features/dictionary'
import type { Locale } from '@/lib/locales'
import { invalidateShellCache } from '@/lib/shell-cache'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { demoPrivacyPath } from './demo-privacy'
import type { DemoSite } from './demo-sites'

/** Rows per INSERT: well under SQLite's 32,766 bound parameters and PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 200

/**
 * Every dictionary key of the site as an entry of its own, in each of its languages, so an editor
 * finds each text in the CMS. Written as plain multi-row INSERTs into the collection's tables
 * ('dictionary', 'dictionary_locales'): through the Local API the ~2,400 entries and their
 * translations took 170 s of a 300 s demo load on a busy machine (each save re-validates its key
 * and reads the document back), and a prepare this long timed out in CI. The database is empty
 * of this site's entries here, so the key check has nothing to find.
 */
export async function seedDemoDictionary(payload: Payload, site: DemoSite, siteId: number): Promise<void> {
  const db = sqlDatabaseOf(payload)
  const texts = (key: (typeof DICTIONARY_KEYS)[number]): { default: string } & Partial<Record<Locale, string>> =>
    // The privacy page has one slug in every language (the site's own): every language links there.
    key === 'contactPrivacyPath' ? { default: demoPrivacyPath(site) } : DICTIONARY_DEFAULTS[key]
  const locales = [site.defaultLocale, ...site.extraLocales]
  await db.transaction(async (tx) => {
    for (let start = 0; start < DICTIONARY_KEYS.length; start += ROWS_PER_STATEMENT) {
      const keys = DICTIONARY_KEYS.slice(start, start + ROWS_PER_STATEMENT)
      const entries = await tx.query<{ id: number | string; key: string }>(
        `INSERT INTO dictionary (site_id, key) VALUES ${keys.map(() => '(?, ?)').join(', ')} RETURNING id, key`,
        keys.flatMap((key) => [siteId, key]),
      )
      const idOf = new Map(entries.map((row) => [row.key, Number(row.id)]))
      const values = keys.flatMap((key) => locales.map((locale) => [texts(key)[locale] ?? texts(key).default, locale, idOf.get(key)]))
      await tx.query(`INSERT INTO dictionary_locales (value, _locale, _parent_id) VALUES ${values.map(() => '(?, ?, ?)').join(', ')}`, values.flat())
    }
  })
  invalidateShellCache()
}
