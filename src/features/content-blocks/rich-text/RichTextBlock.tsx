import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, LinkJSXConverter, RichText } from '@payloadcms/richtext-lexical/react'

import { localizedPath } from '@/lib/page-path'

import type { BlockComponentProps } from '../block-types'
import { richTextBlockData } from './rich-text-block'

export default function RichTextBlock({ block, context }: BlockComponentProps) {
  const data = richTextBlockData.parse(block)
  if (!data.content) return null

  // Internal links point at pages; their URL is the page path in the current language.
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      internalDocToHref: ({ linkNode }) => {
        const doc = linkNode.fields.doc?.value
        const path = doc && typeof doc === 'object' && 'path' in doc && typeof doc.path === 'string' ? doc.path : '/'
        return localizedPath(path, context.locale, context.site.defaultLocale)
      },
    }),
  })

  return (
    <section className={data.width === 'wide' ? 'mx-auto max-w-6xl px-4 py-6' : 'mx-auto max-w-3xl px-4 py-6'}>
      <RichText className="prose-content" data={data.content as unknown as SerializedEditorState} converters={converters} />
    </section>
  )
}
