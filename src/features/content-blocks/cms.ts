/**
 * What the CMS config (src/cms) needs from features/content-blocks: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { imageWithCaptionBlock } from './image-with-caption/image-with-caption-block'
export { richTextBlock } from './rich-text/rich-text-block'
export { accordionBlock, faqBlock } from './accordion/accordion-block'
export { bannerBlock } from './banner/banner-block'
export { blurbBlock } from './blurb/blurb-block'
export { carModelCardBlock } from './car-model-card/car-model-card-block'
export { cardGridBlock } from './card-grid/card-grid-block'
export { carouselBlock } from './carousel/carousel-block'
export { countdownBlock } from './countdown/countdown-block'
export { ctaBannerBlock } from './cta-banner/cta-banner-block'
export { fileListBlock } from './file-list/file-list-block'
export { heroBannerBlock } from './hero-banner/hero-banner-block'
export { heroCarouselBlock } from './hero-carousel/hero-carousel-block'
export { highlightListBlock } from './highlight-list/highlight-list-block'
export { horizontalCardBlock } from './horizontal-card/horizontal-card-block'
export { imageCardBlock } from './image-card/image-card-block'
export { socialSharingBlock } from './social-sharing/social-sharing-block'
export { spacerBlock } from './spacer/spacer-block'
export { stageRowBlock } from './stage-row/stage-row-block'
export { textColumnsBlock } from './text-columns/text-columns-block'
