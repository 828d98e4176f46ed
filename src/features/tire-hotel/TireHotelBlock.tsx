import type { BlockComponentProps } from '@/features/content-blocks'
import { DICTIONARY_KEYS } from '@/features/dictionary'
import { localizedPath } from '@/lib/page-path'

import { tireHotelBlockData } from './tire-hotel-block'
import { TireHotelFlowLazy } from './TireHotelFlowLazy'

/**
 * The tyre-hotel block (spec 03 §2.7): the whole flow is one client island whose pages switch in
 * memory; the server hands it the texts in the page language and the editor's links.
 */
export default function TireHotelBlock({ block, context }: BlockComponentProps) {
  const data = tireHotelBlockData.parse(block)
  const { dictionary: d, site, locale } = context
  const texts = Object.fromEntries(DICTIONARY_KEYS.filter((key) => key.startsWith('tireHotel') && key !== 'tireHotelSmsText').map((key) => [key, d.t(key)]))
  const local = (path: string | null | undefined) => (path ? (path.startsWith('/') ? localizedPath(path, locale, site.defaultLocale) : path) : undefined)
  return (
    // The flow is the section (named by each step's own heading), so a step's name never outlives it.
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <TireHotelFlowLazy
        texts={texts}
        locale={locale}
        currency={site.currency}
        contactEmail={data.contactEmail ?? undefined}
        contactPath={local(data.contactPath)}
        bookServicePath={local(data.bookServicePath)}
        homePath={local(data.homePath) ?? localizedPath('/', locale, site.defaultLocale)}
      />
    </div>
  )
}
