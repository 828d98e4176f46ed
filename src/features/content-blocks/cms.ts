/**
 * What the CMS config (src/cms) needs from features/content-blocks: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { imageWithCaptionBlock } from './image-with-caption/image-with-caption-block'
export { richTextBlock } from './rich-text/rich-text-block'
