import { carOfTheWeekBlock } from '@/features/car-blocks/car-of-the-week/car-of-the-week-block'
import { carTeasersBlock } from '@/features/car-blocks/car-teasers/car-teasers-block'
import { heroSearchBlock } from '@/features/car-blocks/hero-search/hero-search-block'
import { carListBlock } from '@/features/car-list/car-list-block/car-list-block'
import { cmsFormBlock } from '@/features/forms/cms-form/cms-form-block'
import { sellCarFormBlock } from '@/features/forms/sell-car/sell-car-block'
import { serviceBookingNoBlock } from '@/features/forms/service-booking-no/service-booking-no-block'

import type { BlockRegistryEntry } from './block-types'
import { imageWithCaptionBlock } from './image-with-caption/image-with-caption-block'
import { richTextBlock } from './rich-text/rich-text-block'

/**
 * Every content block a page can hold. A feature adds a block by adding a folder with its schema
 * and component, and one line here; the CMS and the page renderer both read this list.
 */
export const blockRegistry: readonly BlockRegistryEntry[] = [
  { schema: richTextBlock, load: () => import('./rich-text/RichTextBlock') },
  { schema: imageWithCaptionBlock, load: () => import('./image-with-caption/ImageWithCaptionBlock') },
  { schema: carListBlock, load: () => import('@/features/car-list/car-list-block/CarListBlock') },
  { schema: heroSearchBlock, load: () => import('@/features/car-blocks/hero-search/HeroSearchBlock') },
  { schema: carTeasersBlock, load: () => import('@/features/car-blocks/car-teasers/CarTeasersBlock') },
  { schema: carOfTheWeekBlock, load: () => import('@/features/car-blocks/car-of-the-week/CarOfTheWeekBlock') },
  { schema: sellCarFormBlock, load: () => import('@/features/forms/sell-car/SellCarFormBlock') },
  { schema: serviceBookingNoBlock, load: () => import('@/features/forms/service-booking-no/ServiceBookingNoBlock') },
  { schema: cmsFormBlock, load: () => import('@/features/forms/cms-form/CmsFormBlock') },
]

export const blockSchemas = blockRegistry.map((entry) => entry.schema)
