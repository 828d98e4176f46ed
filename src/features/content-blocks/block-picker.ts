import type { Block } from 'payload'

/** The admin languages editors can choose (payload.config i18n); Swedish and English. */
export const ADMIN_LANGUAGES = ['en', 'sv'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]

export type BlockPickerTexts = Record<AdminLanguage, { label: string; plural: string; description: string }>

/** Where the block picker's card for a block is drawn (app/(payload)/api/block-cards). */
export const blockCardUrl = (slug: string) => `/api/block-cards/${encodeURIComponent(slug)}`

/** The id of the element holding a block's description, which its picker button names with aria-describedby. */
export const blockDescriptionId = (slug: string) => `block-picker-description-${slug.replace(/[^A-Za-z0-9_-]/g, '_')}`

/**
 * What an editor sees of a block in the admin's block picker (issue 24): its name in their admin
 * language and a card that says in a sentence what the block is for. Payload's picker shows a
 * label and a thumbnail, so the description is drawn on the thumbnail, in the editor's language.
 * The thumbnail has no alt text: as the button's first content it put the description before the
 * block's name in the button's accessible name (issue 36). Assistive technology gets the name
 * alone, and the description as the button's description (`cms/admin/BlockPickerDescriptions`).
 */
export function blockPickerEntry(slug: string, texts: BlockPickerTexts): Pick<Block, 'labels' | 'admin'> {
  return {
    labels: { singular: { en: texts.en.label, sv: texts.sv.label }, plural: { en: texts.en.plural, sv: texts.sv.plural } },
    admin: {
      images: { thumbnail: { url: blockCardUrl(slug), alt: '' } },
      custom: { pickerTexts: texts },
    },
  }
}

/** The picker texts a block was given, if any. */
export function pickerTextsOf(block: Pick<Block, 'admin'>): BlockPickerTexts | undefined {
  const texts = (block.admin?.custom as { pickerTexts?: BlockPickerTexts } | undefined)?.pickerTexts
  return texts && ADMIN_LANGUAGES.every((l) => typeof texts[l]?.label === 'string') ? texts : undefined
}
