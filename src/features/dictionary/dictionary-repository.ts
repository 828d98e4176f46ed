import { cache } from 'react'

import type { SiteRecord } from '@/features/sites/site-record'
import type { Locale } from '@/lib/locales'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

import { type Dictionary, type DictionaryEntry, resolveDictionary } from './resolve-dictionary'

async function loadEntries(siteId: string | number): Promise<DictionaryEntry[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'dictionary',
    where: { site: { equals: siteId } },
    locale: 'all',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { key: true, value: true },
  })
  return result.docs.map((d) => ({ key: d.key, value: d.value as DictionaryEntry['value'] }))
}

/**
 * The dictionary of a site in a language (one database read per request and site). If the
 * dictionary cannot be read, the built-in texts are used so the page still renders.
 */
export const getDictionary = cache(async (site: SiteRecord, locale: Locale): Promise<Dictionary> => {
  let entries: DictionaryEntry[] = []
  try {
    entries = await loadEntries(site.id)
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'Dictionary could not be read; using built-in texts')
  }
  return resolveDictionary(entries, locale, site.defaultLocale)
})
