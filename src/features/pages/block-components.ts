import { CarOfTheWeekBlock, CarTeasersBlock, FavouriteCarsBlock, HeroSearchBlock } from '@/features/car-blocks'
import { CarListBlock } from '@/features/car-list'
import { SavedSearchesBlock } from '@/features/saved-searches'
import {
  type BlockComponent,
  AccordionBlock,
  BannerBlock,
  BlurbBlock,
  CarModelCardBlock,
  CardGridBlock,
  CarouselBlock,
  CountdownBlock,
  CtaBannerBlock,
  FaqBlock,
  FileListBlock,
  HeroBannerBlock,
  HeroCarouselBlock,
  HighlightListBlock,
  HorizontalCardBlock,
  ImageCardBlock,
  ImageWithCaptionBlock,
  RichTextBlock,
  SocialSharingBlock,
  SpacerBlock,
  StageRowBlock,
  TextColumnsBlock,
} from '@/features/content-blocks'
import { DealerListBlock, DealerSelectionBlock, DealerTeaserBlock } from '@/features/dealers'
import { CmsFormBlock, MarketingPopupBlock, SellCarFormBlock, ServiceBookingNoBlock, SurveyFormBlock } from '@/features/forms'
import { KitsBlock } from '@/features/kits'
import { ServiceBookingBlock } from '@/features/service-booking'
import { TireHotelBlock } from '@/features/tire-hotel'
import { MapBlock, StoreLocatorBlock } from '@/features/store-locator'
import { StoriesListBlock, StoriesTeaserBlock } from '@/features/stories'

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
  storeLocator: StoreLocatorBlock,
  siteList: DealerListBlock,
  siteSelection: DealerSelectionBlock,
  siteTeaser: DealerTeaserBlock,
  serviceBooking: ServiceBookingBlock,
  tireHotel: TireHotelBlock,
  storiesList: StoriesListBlock,
  storiesTeaser: StoriesTeaserBlock,
  // The editor's toolbox (issue 21).
  heroBanner: HeroBannerBlock,
  heroCarousel: HeroCarouselBlock,
  carousel: CarouselBlock,
  blurb: BlurbBlock,
  accordion: AccordionBlock,
  faq: FaqBlock,
  countdown: CountdownBlock,
  textColumns: TextColumnsBlock,
  ctaBanner: CtaBannerBlock,
  carModelCard: CarModelCardBlock,
  imageCard: ImageCardBlock,
  cardGrid: CardGridBlock,
  horizontalCard: HorizontalCardBlock,
  banner: BannerBlock,
  fileList: FileListBlock,
  socialSharing: SocialSharingBlock,
  stageRow: StageRowBlock,
  highlightList: HighlightListBlock,
  spacer: SpacerBlock,
  mapBlock: MapBlock,
  // The accessory kits catalogue (issue 22).
  kits: KitsBlock,
  // The marketing form popup and the survey (issue 36).
  marketingPopup: MarketingPopupBlock,
  surveyForm: SurveyFormBlock,
  favouriteCars: FavouriteCarsBlock,
  savedSearches: SavedSearchesBlock,
}
