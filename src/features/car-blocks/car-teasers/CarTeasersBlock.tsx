import { CarCard } from '@/features/car-card'
import type { BlockComponentProps } from '@/features/content-blocks'
import { logger } from '@/lib/logger'

import { blockCarCardContext, blockCarListPath } from '../shared/car-card-context'
import { searchCarSummaries, vehiclesIndexOf } from '../shared/vehicles-search'
import { carTeasersBlockData } from './car-teasers-block'
import { orderByIds } from '../shared/car-ids'
import { carTeaserMode, carTeaserRequest, carTeasersShowAllHref, parseCarIds } from './car-teasers-request'
import { ArrowRightIcon } from '@/lib/ui/icons'

const BLOCK_TYPE = 'carTeasers'

/**
 * Car teasers (spec 03 §2.8): by fixed ids a wrapping grid of cards in the editor's order, by query
 * a horizontal scroll list of 315 px cards (spec 03 §9 "Teaser card width 315 px") with a link to
 * the car list showing the same search. A search failure is logged and the block left out (spec 02
 * §8 "Search failure: logged"); so is a block that finds no cars.
 */
export default async function CarTeasersBlock({ block, context }: BlockComponentProps) {
  const data = carTeasersBlockData.parse(block)
  const index = vehiclesIndexOf(context, BLOCK_TYPE)
  if (!index) return null
  const mode = carTeaserMode(data)
  const request = carTeaserRequest(data, index)
  if (!request) {
    logger.warn({ site: context.site.key, zone: context.zone, blockType: BLOCK_TYPE, blockId: data.id }, 'Car teasers by id without any valid car id; left out')
    return null
  }
  const found = await searchCarSummaries(context, BLOCK_TYPE, request)
  if (!found) return null
  const cars = mode === 'ids' ? orderByIds(found, parseCarIds(data.carIds)) : found
  if (cars.length === 0) return null

  const cardContext = blockCarCardContext(context)
  const title = data.title?.trim()
  const headingId = title && data.id ? `car-teasers-${data.id}-title` : undefined
  // Under the block's h2 the cards are h3; without a title they are the section's own headings.
  const headingLevel = title ? 3 : 2

  return (
    <section aria-labelledby={headingId} data-teaser-mode={mode} className="mx-auto max-w-6xl px-4 py-8">
      {title ? (
        <h2 id={headingId} className="mb-4">
          {title}
        </h2>
      ) : null}
      {mode === 'ids' ? (
        <ul className="flex flex-wrap justify-center gap-4 sm:justify-start">
          {cars.map((car) => (
            <li key={car.car_id} className="flex w-[315px] max-w-full">
              <CarCard car={car} context={cardContext} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4">
            {cars.map((car) => (
              <li key={car.car_id} className="flex w-[315px] max-w-[85vw] shrink-0 snap-start">
                <CarCard car={car} context={cardContext} headingLevel={headingLevel} />
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <a
              href={carTeasersShowAllHref(data, blockCarListPath(context))}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline-offset-4 hover:underline"
            >
              {context.dictionary.t('carTeasersShowAll')}
              <ArrowRightIcon />
            </a>
          </p>
        </>
      )}
    </section>
  )
}
