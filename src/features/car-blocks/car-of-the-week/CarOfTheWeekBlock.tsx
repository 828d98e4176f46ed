import { CarCard } from '@/features/car-card'
import type { BlockComponentProps } from '@/features/content-blocks'

import { blockCarCardContext } from '../shared/car-card-context'
import { searchCarSummaries, vehiclesIndexOf } from '../shared/vehicles-search'
import { carOfTheWeekBlockData } from './car-of-the-week-block'
import { carOfTheWeekRequest } from './car-of-the-week-request'
import { CarOfTheWeekCarouselLazy } from './CarOfTheWeekCarouselLazy'

const BLOCK_TYPE = 'carOfTheWeek'

/**
 * Car-of-the-week carousel (spec 02 'Car-of-the-week carousel', §7 "Car of the week: filter
 * caroftheweek equal true"). A failed search is logged and the block hidden (spec 02 §8 "Car of the
 * week failure: logged"); no car of the week hides it too.
 */
export default async function CarOfTheWeekBlock({ block, context }: BlockComponentProps) {
  const data = carOfTheWeekBlockData.parse(block)
  const index = vehiclesIndexOf(context, BLOCK_TYPE)
  if (!index) return null
  const cars = await searchCarSummaries(context, BLOCK_TYPE, carOfTheWeekRequest(index))
  if (!cars || cars.length === 0) return null

  const { dictionary } = context
  const title = data.title?.trim() || undefined
  const cardContext = blockCarCardContext(context)
  // The cards are rendered here, not in the carousel's island: hydration does not render them again.
  const headingLevel = title ? 3 : 2
  return (
    <CarOfTheWeekCarouselLazy
      slides={cars.map((car) => ({ id: car.car_id, card: <CarCard car={car} context={cardContext} headingLevel={headingLevel} /> }))}
      title={title}
      texts={{
        label: dictionary.t('carOfTheWeekLabel'),
        previous: dictionary.t('carouselPrevious'),
        next: dictionary.t('carouselNext'),
        // The template itself: the carousel fills in each slide's number.
        slide: dictionary.t('carouselSlide'),
      }}
    />
  )
}
