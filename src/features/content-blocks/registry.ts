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
]

export const blockSchemas = blockRegistry.map((entry) => entry.schema)
