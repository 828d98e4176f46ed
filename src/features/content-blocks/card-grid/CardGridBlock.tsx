import { ResponsiveImage } from '@/lib/ui/ResponsiveImage'

import type { BlockComponentProps } from '../block-types'
import { asMedia, blockHref } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockImage } from '../shared/BlockImage'
import { cardGridBlockData, cardGridColumnsClass } from './card-grid-block'

const variantClass = {
  grayBackground: 'bg-surface',
  cardWithBorders: 'border border-border bg-background',
} as const

/** Card grid (spec 01 §2.9, §9): each card one link (stretched over the card from its title). */
export default function CardGridBlock({ block, context }: BlockComponentProps) {
  const data = cardGridBlockData.parse(block)
  const cards = (data.cards ?? []).filter((c) => c.title?.trim())
  if (cards.length === 0) return logSkippedBlock('cardGrid', 'no card has a title')
  const { dictionary: d, locale, site } = context
  const Heading = data.title ? 'h3' : 'h2'
  const variant = data.variant ?? 'grayBackground'
  return (
    <section data-block="cardGrid" data-variant={variant} className="mx-auto max-w-6xl px-4 py-8">
      {data.title ? <h2 className="mb-6">{data.title}</h2> : null}
      <ul className={cardGridColumnsClass(data.columns, data.singleColumnOnTablet)}>
        {cards.map((card, i) => {
          const href = blockHref(card.href, locale, site.defaultLocale)
          const icon = asMedia(card.icon)
          const image = asMedia(card.image)
          return (
            <li
              key={card.id ?? i}
              className={`relative flex flex-col overflow-hidden rounded-brand ${variantClass[variant]} focus-within:outline-3 focus-within:outline-focus`}
            >
              {icon ? (
                <ResponsiveImage src={icon.url} alt="" width={56} height={56} className="mx-5 mt-5 h-14 w-14" />
              ) : (
                <BlockImage
                  media={image}
                  decorative
                  missingText={d.t('missingImageText')}
                  sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 100vw"
                  className="aspect-[3/2] h-auto w-full object-cover"
                />
              )}
              <div className="flex flex-1 flex-col gap-2 p-5">
                <Heading className="heading-h3">
                  {href ? (
                    <a href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
                      {card.title}
                    </a>
                  ) : (
                    card.title
                  )}
                </Heading>
                {card.text ? <p className="text-muted">{card.text}</p> : null}
                {card.buttonText?.trim() && href ? (
                  <span aria-hidden="true" className="mt-auto pt-2 font-semibold text-link">
                    {card.buttonText} →
                  </span>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
