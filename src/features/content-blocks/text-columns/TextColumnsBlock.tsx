import type { BlockComponentProps } from '../block-types'
import { columnsClass, usableLink } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { textColumnsBlockData } from './text-columns-block'

/** Text columns (spec 01 §2.9): 3 or 4 columns from 1024 px, 2 on tablets, 1 on phones. */
export default function TextColumnsBlock({ block, context }: BlockComponentProps) {
  const data = textColumnsBlockData.parse(block)
  const items = (data.items ?? []).filter((i) => i.heading?.trim() || i.text?.trim())
  if (items.length === 0) return logSkippedBlock('textColumns', 'no column has a heading or text')
  const Heading = data.title ? 'h3' : 'h2'
  return (
    <section data-block="textColumns" className="mx-auto max-w-6xl px-4 py-8">
      {data.title ? <h2 className="mb-6">{data.title}</h2> : null}
      <div className={columnsClass(data.columns)}>
        {items.map((item, i) => {
          const link = usableLink(item.link, context.locale, context.site.defaultLocale)
          return (
            <div key={item.id ?? i} className="flex flex-col gap-2">
              {item.heading ? <Heading className="heading-h3">{item.heading}</Heading> : null}
              {item.text ? <p className="whitespace-pre-line">{item.text}</p> : null}
              {link ? (
                <a href={link.href} className="font-semibold text-link underline underline-offset-4">
                  {link.text}
                </a>
              ) : null}
            </div>
          )
        })}
      </div>
    </section>
  )
}
