import type { ReactNode } from 'react'

import { blockCardUrl, blockDescriptionId, pickerTextsOf } from '@/features/content-blocks/cms'

import { pageBlocks } from '../blocks'
import { type BlockDescriptions, BlockPickerDescribedBy } from './BlockPickerDescribedBy'

/**
 * Wraps the admin (a provider, payload.config `admin.components.providers`) to give each block of
 * the block picker its description as the button's accessible description (issue 36): Payload's
 * picker button holds the card picture and the block's name, and has no slot for a description.
 * The descriptions are the blocks' own (`blockPickerEntry`), handed to the browser in both admin
 * languages, keyed by the picture each card shows.
 */
export default function BlockPickerDescriptions({ children }: { children: ReactNode }) {
  const descriptions: BlockDescriptions = {}
  for (const block of pageBlocks) {
    const texts = pickerTextsOf(block)
    if (texts) descriptions[blockCardUrl(block.slug)] = { id: blockDescriptionId(block.slug), en: texts.en.description, sv: texts.sv.description }
  }
  return <BlockPickerDescribedBy descriptions={descriptions}>{children}</BlockPickerDescribedBy>
}
