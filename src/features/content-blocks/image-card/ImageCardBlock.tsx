import type { BlockComponentProps } from '../block-types'
import { asMedia, blockHref } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockImage } from '../shared/BlockImage'
import { imageCardBlockData } from './image-card-block'

/** Image cards (spec 01 §2.9 "image card with link"): one to four side by side from 768 px. */
export default function ImageCardBlock({ block, context }: BlockComponentProps) {
  const data = imageCardBlockData.parse(block)
  const cards = (data.cards ?? []).filter((c) => c.title?.trim())
  if (cards.length === 0) return logSkippedBlock('imageCard', 'no card has a title')
  const { dictionary: d, locale, site } = context
  const cols = cards.length >= 3 ? 'md:grid-cols-3' : cards.length === 2 ? 'md:grid-cols-2' : ''
  return (
    <section data-block="imageCard" className="mx-auto max-w-6xl px-4 py-6">
      <ul className={`grid gap-4 ${cols} ${cards.length === 4 ? 'lg:grid-cols-4' : ''}`}>
        {cards.map((card, i) => {
          const href = blockHref(card.link?.href, locale, site.defaultLocale)
          const body = (
            <>
              <BlockImage
                media={asMedia(card.image)}
                decorative
                missingText={d.t('missingImageText')}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
              <span aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-black/75 via-black/20 to-transparent" />
              <span className="absolute inset-x-0 bottom-0 p-4 text-xl font-semibold text-white">{card.title}</span>
            </>
          )
          return (
            <li key={card.id ?? i} className="group relative overflow-hidden rounded-brand bg-foreground">
              {href ? (
                <a href={href} className="block focus-visible:outline-offset-[-4px]">
                  {body}
                </a>
              ) : (
                body
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
