import { JsonLd } from '@/lib/ui/JsonLd'

import type { BlockComponentProps } from '../block-types'
import { logSkippedBlock } from '../shared/block-log'
import { accordionBlockData, accordionItems, faqJsonLd } from './accordion-block'
import { ChevronIcon } from '@/lib/ui/icons'

function Accordion({ block, faq }: { block: unknown; faq: boolean }) {
  const data = accordionBlockData.parse(block)
  const items = accordionItems(data)
  const type = faq ? 'faq' : 'accordion'
  if (items.length === 0) return logSkippedBlock(type, 'no item has both a heading and a text')
  const ItemHeading = data.title ? 'h3' : 'h2'

  return (
    <section data-block={type} className="mx-auto max-w-3xl px-4 py-8">
      {data.title ? <h2 className="mb-2">{data.title}</h2> : null}
      {data.intro ? <p className="mb-4 text-muted">{data.intro}</p> : null}
      {/* Native disclosure: opens with mouse, keyboard and find-in-page, without script. */}
      <div className="divide-y divide-border border-y border-border">
        {items.map((item, index) => (
          <details key={index} open={data.openFirst === true && index === 0} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              <ItemHeading className="text-base font-semibold">{item.heading}</ItemHeading>
              <ChevronIcon direction="down" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <div className="pb-4">
              {item.text.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i} className="mb-2 whitespace-pre-line last:mb-0">
                  {paragraph}
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
      {faq ? <JsonLd data={faqJsonLd(items)} /> : null}
    </section>
  )
}

/** Accordion (spec 01 §2.9): headings that open and close their text. */
export default function AccordionBlock({ block }: BlockComponentProps) {
  return <Accordion block={block} faq={false} />
}

/** FAQ (spec 01 §2.9): the accordion of questions, with FAQPage JSON-LD (issue 21). */
export function FaqBlock({ block }: BlockComponentProps) {
  return <Accordion block={block} faq />
}
