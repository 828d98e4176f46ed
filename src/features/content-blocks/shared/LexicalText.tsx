import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, LinkJSXConverter, RichText } from '@payloadcms/richtext-lexical/react'
import type { z } from 'zod'

import type { Locale } from '@/lib/locales'
import { localizedPath } from '@/lib/page-path'

import type { lexicalData } from './block-fields'

/** A block's rich text, internal links pointing at the page in the current language (as the rich-text block). */
export function LexicalText({
  data,
  locale,
  siteDefault,
  className = 'prose-content',
}: {
  data: z.infer<typeof lexicalData>
  locale: Locale
  siteDefault: Locale
  className?: string
}) {
  if (!data || data.root.children.length === 0) return null
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      internalDocToHref: ({ linkNode }) => {
        const doc = linkNode.fields.doc?.value
        const path = doc && typeof doc === 'object' && 'path' in doc && typeof doc.path === 'string' ? doc.path : '/'
        return localizedPath(path, locale, siteDefault)
      },
    }),
  })
  return <RichText className={className} data={data as unknown as SerializedEditorState} converters={converters} />
}
