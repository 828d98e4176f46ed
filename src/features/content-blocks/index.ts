/**
 * The public face of features/content-blocks: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { adminLanguage, blockCardSvg } from './block-card'
export { blockPickerEntry, pickerTextsOf } from './block-picker'
export type { BlockComponent, BlockComponentProps, BlockContext } from './block-types'
export { default as ImageWithCaptionBlock } from './image-with-caption/ImageWithCaptionBlock'
export { default as RichTextBlock } from './rich-text/RichTextBlock'
export { SectionBoundary } from './SectionBoundary'
export { SectionFallback } from './SectionFallback'
