import type { BlockComponentProps } from '@/features/content-blocks'

import { savedSearchesBlockData } from './saved-searches-block'
import { savedSearchesTexts } from './saved-searches-texts'
import { SavedSearchesManagerLazy } from './SavedSearchesManagerLazy'

/**
 * The saved-searches page (issue 41 item 1): the editor's heading, then what the e-mail's link
 * asks for, carried out in the browser (the link's secret is in the address, which the page cache
 * does not key on, and never reaches the server's HTML).
 */
export default function SavedSearchesBlock({ block, context }: BlockComponentProps) {
  const data = savedSearchesBlockData.parse(block)
  const title = data.title?.trim()
  return (
    <section aria-labelledby={title ? 'saved-searches-title' : undefined} className="mx-auto w-full max-w-3xl px-4 py-8">
      {title ? (
        <h1 id="saved-searches-title" className="mb-4">
          {title}
        </h1>
      ) : null}
      <SavedSearchesManagerLazy texts={savedSearchesTexts(context.dictionary)} />
    </section>
  )
}
