import type { BlockComponentProps } from '@/features/content-blocks'
import { DICTIONARY_KEYS } from '@/features/dictionary'
import { logger } from '@/lib/logger'

import { kitsBlockData } from './kits-block'
import { kitQueryFrom } from './kit-query'
import { type KitResults, searchKits } from './kit-service'
import { KitsIslandLazy } from './KitsIslandLazy'

/**
 * The kits page (spec 03 §2.3): the first page of kits is searched on the server (from the query
 * string) and rendered with the page; the island takes over filtering, paging, the cart and the
 * sales session. A site without a kits index shows nothing.
 */
export default async function KitsBlock({ block, context }: BlockComponentProps) {
  const data = kitsBlockData.parse(block)
  const { dictionary: d, site, locale } = context
  const index = site.searchIndexes.kits
  if (!index) return null
  const query = kitQueryFrom(context.request.searchParams)
  let initial: KitResults | undefined
  try {
    initial = await searchKits(index, query)
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'Kits could not be loaded')
  }
  const texts = Object.fromEntries(DICTIONARY_KEYS.filter((key) => key.startsWith('kits')).map((key) => [key, d.t(key)]))
  return (
    <section aria-labelledby="kits-heading" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 id="kits-heading" className="mb-4 text-3xl font-bold">
        {data.title || d.t('kitsHeading')}
      </h1>
      <KitsIslandLazy formName={`${site.name}KitsQuote`} texts={texts} locale={locale} initialQuery={query} initial={initial ?? null} />
    </section>
  )
}
