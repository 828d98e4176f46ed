import { ResponsiveImage } from '@/lib/ui/ResponsiveImage'

import type { BlockComponentProps } from '../block-types'
import { asMedia, columnsClass } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { highlightListBlockData } from './highlight-list-block'

/** Highlight list (spec 01 §2.9): 3 or 4 columns of key facts, as a list. */
export default function HighlightListBlock({ block }: BlockComponentProps) {
  const data = highlightListBlockData.parse(block)
  const items = (data.items ?? []).filter((i) => i.title?.trim() || i.figure?.trim())
  if (items.length === 0) return logSkippedBlock('highlightList', 'no highlight has a figure or a title')
  const Heading = data.title ? 'h3' : 'h2'
  return (
    <section data-block="highlightList" className="mx-auto max-w-6xl px-4 py-8">
      {data.title ? <h2 className="mb-6">{data.title}</h2> : null}
      <ul className={columnsClass(data.columns)}>
        {items.map((item, i) => {
          const icon = asMedia(item.icon)
          return (
            <li key={item.id ?? i} className="flex flex-col gap-1 border-t-4 border-accent pt-4">
              {item.figure ? (
                <span className="text-4xl font-bold text-foreground">{item.figure}</span>
              ) : icon ? (
                <ResponsiveImage src={icon.url} alt="" width={48} height={48} className="h-12 w-12" />
              ) : null}
              {item.title ? <Heading className="text-lg font-semibold">{item.title}</Heading> : null}
              {item.text ? <p className="text-muted">{item.text}</p> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
