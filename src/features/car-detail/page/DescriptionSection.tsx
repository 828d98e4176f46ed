import { DESCRIPTION_CLAMP_PX } from '@/features/car-detail/rules/car-facts'

import type { ToggleTexts } from './car-detail-texts'
import { ClampedContent } from './ClampedContent'

export type DescriptionSectionProps = { heading: string; description: string | null | undefined; texts: ToggleTexts }

/** About 12 lines of text at the main column's width: past this the 300 px clamp very likely cuts. */
const LIKELY_OVERFLOW_CHARS = 700
const LIKELY_OVERFLOW_LINES = 10

/**
 * The seller's description (spec 02 'Car detail page' Clamps "description clamped at 300 px with
 * show more/less"). Plain text from the feed: blank lines make paragraphs, single line breaks stay.
 * The button shows only when the text overflows (measured in the browser).
 */
export function DescriptionSection({ heading, description, texts }: DescriptionSectionProps) {
  const text = description?.replace(/\r\n?/gu, '\n').trim() ?? ''
  if (text === '') return null
  const paragraphs = text.split(/\n\s*\n/u)
  const headingId = 'car-detail-description-heading'
  return (
    <section id="description" aria-labelledby={headingId} data-render-after-load="">
      <h2 id={headingId} className="mb-4">
        {heading}
      </h2>
      <ClampedContent
        maxHeightPx={DESCRIPTION_CLAMP_PX}
        likelyOverflows={text.length > LIKELY_OVERFLOW_CHARS || text.split('\n').length > LIKELY_OVERFLOW_LINES}
        texts={texts}
        sectionLabelId={headingId}
      >
        <div className="flex flex-col gap-3 whitespace-pre-line">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </ClampedContent>
    </section>
  )
}
