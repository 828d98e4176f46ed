import type { Block } from 'payload'

import { carOfTheWeekBlock } from '@/features/car-blocks/car-of-the-week/car-of-the-week-block'
import { carTeasersBlock } from '@/features/car-blocks/car-teasers/car-teasers-block'
import { heroSearchBlock } from '@/features/car-blocks/hero-search/hero-search-block'
import { carListBlock } from '@/features/car-list/car-list-block/car-list-block'
import { imageWithCaptionBlock } from '@/features/content-blocks/image-with-caption/image-with-caption-block'
import { richTextBlock } from '@/features/content-blocks/rich-text/rich-text-block'
import { cmsFormBlock } from '@/features/forms/cms-form/cms-form-block'
import { sellCarFormBlock } from '@/features/forms/sell-car/sell-car-block'
import { serviceBookingNoBlock } from '@/features/forms/service-booking-no/service-booking-no-block'

/**
 * Every content block a page can hold, as the CMS knows it (schema, labels, picker card). A feature
 * adds a block with its schema here and its component in features/pages/block-components.ts; a
 * test checks that both lists name the same blocks.
 */
export const pageBlocks: Block[] = [
  richTextBlock,
  imageWithCaptionBlock,
  carListBlock,
  heroSearchBlock,
  carTeasersBlock,
  carOfTheWeekBlock,
  sellCarFormBlock,
  serviceBookingNoBlock,
  cmsFormBlock,
]
