import { cache } from 'react'

import { cachedShell } from '@/lib/shell-cache'
import type { SiteRecord } from '@/features/sites'
import type { Locale } from '@/lib/locales'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/cms/payload-client'

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
 * The dictionary of a site in a language. Read and resolved once per site and language and kept
 * with the shell's data (30 s; the dictionary's hooks clear it on a save): every page needs it,
 * and reading several hundred localized entries per request cost more than the rest of a page.
 * If the dictionary cannot be read, the built-in texts are used (not cached: the next request
 * tries again) so the page still renders.
 */
export const getDictionary = cache(async (site: SiteRecord, locale: Locale): Promise<Dictionary> => {
  try {
    return await cachedShell(`dictionary:${site.id}:${locale}`, async () => resolveDictionary(await loadEntries(site.id), locale, site.defaultLocale))
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'Dictionary could not be read; using built-in texts')
    return resolveDictionary([], locale, site.defaultLocale)
  }
})
