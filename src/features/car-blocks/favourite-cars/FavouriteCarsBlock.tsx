import type { BlockComponentProps } from '@/features/content-blocks'

import { blockCarCardContext, blockCarListPath } from '../shared/car-card-context'
import { favouriteCarsBlockData } from './favourite-cars-block'
import { favouriteCarsTexts } from './favourite-cars-texts'
import { FavouriteCarsListLazy } from './FavouriteCarsListLazy'

/**
 * The visitor's favourite cars (issue 41 item 2): the editor's heading, then the list the browser
 * keeps (FavouriteCarsList). The cards' headings sit one level under the block's.
 */
export default function FavouriteCarsBlock({ block, context }: BlockComponentProps) {
  const data = favouriteCarsBlockData.parse(block)
  const title = data.title?.trim()
  const Heading = data.titleTag === 'h2' ? 'h2' : 'h1'
  const headingId = data.id ? `favourite-cars-${data.id}-title` : undefined
  return (
    <section aria-labelledby={title ? headingId : undefined} className="mx-auto w-full max-w-6xl px-4 py-8">
      {title ? (
        <Heading id={headingId} className="mb-4">
          {title}
        </Heading>
      ) : null}
      <FavouriteCarsListLazy
        cardContext={blockCarCardContext(context)}
        texts={favouriteCarsTexts(context.dictionary)}
        carListHref={blockCarListPath(context)}
        cardHeadingLevel={Heading === 'h1' ? 2 : 3}
      />
    </section>
  )
}
