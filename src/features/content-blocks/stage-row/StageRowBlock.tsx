import type { BlockComponentProps } from '../block-types'
import { asMedia, usableLink } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockImage } from '../shared/BlockImage'
import { stageRowBlockData } from './stage-row-block'
import { StageRowScroller } from './StageRowScroller'

/** Stage row (spec 01 §2.9, §9): 3 or 4 picture cards; no item with a title: nothing, logged. */
export default function StageRowBlock({ block, context }: BlockComponentProps) {
  const data = stageRowBlockData.parse(block)
  const items = (data.items ?? []).filter((i) => i.title?.trim())
  if (items.length === 0) return logSkippedBlock('stageRow', 'no item has a title')
  const { dictionary: d, locale, site } = context
  const Heading = data.title ? 'h3' : 'h2'
  const nodes = items.map((item, i) => {
    const link = usableLink(item.link, locale, site.defaultLocale)
    return (
      <li key={item.id ?? i} className="w-[78%] max-w-80 shrink-0 snap-start sm:w-[45%] lg:w-auto lg:max-w-none">
        <BlockImage
          media={asMedia(item.image)}
          decorative
          missingText={d.t('missingImageText')}
          sizes="(min-width: 1024px) 370px, 80vw"
          className="aspect-[4/5] h-auto w-full rounded-brand object-cover"
        />
        <Heading className="mt-3 text-lg font-semibold">{item.title}</Heading>
        {item.text ? <p className="text-muted">{item.text}</p> : null}
        {link ? (
          <a href={link.href} className="mt-1 inline-block font-semibold text-link underline underline-offset-4">
            {link.text}
          </a>
        ) : null}
      </li>
    )
  })
  return (
    <section data-block="stageRow" className="mx-auto max-w-6xl overflow-hidden px-4 py-8">
      {data.title ? <h2 className="mb-6">{data.title}</h2> : null}
      <StageRowScroller items={nodes} columns={data.columns ?? '3'} texts={{ previous: d.t('stageRowPrevious'), next: d.t('stageRowNext') }} />
    </section>
  )
}
