import type { Block } from 'payload'
import { z } from 'zod'
import { blockPickerEntry } from '@/features/content-blocks/block-picker'

export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  ...blockPickerEntry('richText', {
    en: { label: 'Rich text', plural: 'Rich text', description: 'Formatted text with headings, lists and links.' },
    sv: { label: 'Formaterad text', plural: 'Formaterad text', description: 'Text med rubriker, listor och länkar.' },
  }),
  fields: [
    { name: 'content', type: 'richText', localized: true },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'text',
      options: [
        { label: 'Reading width', value: 'text' },
        { label: 'Page width', value: 'wide' },
      ],
    },
  ],
}

const lexicalNode: z.ZodType<{ type: string; children?: unknown[] }> = z.looseObject({
  type: z.string(),
  children: z.array(z.lazy(() => lexicalNode)).optional(),
})

/** Lexical editor state as stored by Payload; anything else is a broken block. */
export const richTextBlockData = z.object({
  content: z.object({ root: z.looseObject({ type: z.literal('root'), children: z.array(lexicalNode) }) }).nullish(),
  width: z.enum(['text', 'wide']).nullish(),
})
