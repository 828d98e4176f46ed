import type { Block } from 'payload'

import { carOfTheWeekBlock, carTeasersBlock, favouriteCarsBlock, heroSearchBlock } from '@/features/car-blocks/cms'
import { carListBlock } from '@/features/car-list/cms'
import { kitsBlock } from '@/features/kits/cms'
import { savedSearchesBlock } from '@/features/saved-searches/cms'
import { siteListBlock, siteSelectionBlock, siteTeaserBlock } from '@/features/dealers/cms'
import {
  accordionBlock,
  bannerBlock,
  blurbBlock,
  carModelCardBlock,
  cardGridBlock,
  carouselBlock,
  countdownBlock,
  ctaBannerBlock,
  faqBlock,
  fileListBlock,
  heroBannerBlock,
  heroCarouselBlock,
  highlightListBlock,
  horizontalCardBlock,
  imageCardBlock,
  imageWithCaptionBlock,
  richTextBlock,
  socialSharingBlock,
  spacerBlock,
  stageRowBlock,
  textColumnsBlock,
} from '@/features/content-blocks/cms'
import { cmsFormBlock, marketingPopupBlock, sellCarFormBlock, serviceBookingNoBlock, surveyFormBlock } from '@/features/forms/cms'
import { serviceBookingBlock } from '@/features/service-booking/cms'
import { mapBlock, storeLocatorBlock } from '@/features/store-locator/cms'
import { storiesListBlock, storiesTeaserBlock } from '@/features/stories/cms'
import { tireHotelBlock } from '@/features/tire-hotel/cms'

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
  storeLocatorBlock,
  siteListBlock,
  siteSelectionBlock,
  siteTeaserBlock,
  serviceBookingBlock,
  tireHotelBlock,
  storiesListBlock,
  storiesTeaserBlock,
  // The editor's toolbox (issue 21, spec 01 §2.7-§2.9).
  heroBannerBlock,
  heroCarouselBlock,
  carouselBlock,
  blurbBlock,
  accordionBlock,
  faqBlock,
  countdownBlock,
  textColumnsBlock,
  ctaBannerBlock,
  carModelCardBlock,
  imageCardBlock,
  cardGridBlock,
  horizontalCardBlock,
  bannerBlock,
  fileListBlock,
  socialSharingBlock,
  stageRowBlock,
  highlightListBlock,
  spacerBlock,
  mapBlock,
  // The accessory kits catalogue (issue 22).
  kitsBlock,
  // The marketing form popup and the survey (issue 36).
  marketingPopupBlock,
  surveyFormBlock,
  // The visitor's favourite cars (issue 41 item 2).
  favouriteCarsBlock,
  // Where the saved-search e-mails' links lead (issue 41 item 1).
  savedSearchesBlock,
]
