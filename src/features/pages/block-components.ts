import CarOfTheWeekBlock from '@/features/car-blocks/car-of-the-week/CarOfTheWeekBlock'
import CarTeasersBlock from '@/features/car-blocks/car-teasers/CarTeasersBlock'
import HeroSearchBlock from '@/features/car-blocks/hero-search/HeroSearchBlock'
import CarListBlock from '@/features/car-list/car-list-block/CarListBlock'
import type { BlockComponent } from '@/features/content-blocks/block-types'
import ImageWithCaptionBlock from '@/features/content-blocks/image-with-caption/ImageWithCaptionBlock'
import RichTextBlock from '@/features/content-blocks/rich-text/RichTextBlock'
import CmsFormBlock from '@/features/forms/cms-form/CmsFormBlock'
import SellCarFormBlock from '@/features/forms/sell-car/SellCarFormBlock'
import ServiceBookingNoBlock from '@/features/forms/service-booking-no/ServiceBookingNoBlock'

/**
 * The component that renders each block type, by the block's slug (the CMS's list of block schemas
 * is src/cms/blocks.ts; block-components.test.ts checks that both name the same blocks).
 */
export const blockComponents: Readonly<Record<string, BlockComponent>> = {
  richText: RichTextBlock,
  imageWithCaption: ImageWithCaptionBlock,
  carList: CarListBlock,
  heroSearch: HeroSearchBlock,
  carTeasers: CarTeasersBlock,
  carOfTheWeek: CarOfTheWeekBlock,
  sellCarForm: SellCarFormBlock,
  serviceBookingNo: ServiceBookingNoBlock,
  cmsForm: CmsFormBlock,
}
