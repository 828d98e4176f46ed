import type { BlockComponentProps } from '../block-types'
import { asMedia, usableLink } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockImage } from '../shared/BlockImage'
import { autoplayDelayMs } from '../shared/carousel-autoplay'
import { carouselBlockData } from './carousel-block'
import { CarouselLazy } from './CarouselLazy'

/** Carousel (spec 01 §2.9, §9): cards server-rendered, moved by the Carousel island. No cards: nothing, logged. */
export default function CarouselBlock({ block, context }: BlockComponentProps) {
  const data = carouselBlockData.parse(block)
  const items = data.items ?? []
  if (items.length === 0) return logSkippedBlock('carousel', 'the carousel has no cards')
  const { dictionary: d, locale, site } = context
  const headingLevel = data.title ? 'h3' : 'h2'

  const slides = items.map((item) => {
    const link = usableLink(item.link, locale, site.defaultLocale)
    const Heading = headingLevel
    return (
      <article className="flex h-full flex-col overflow-hidden rounded-brand border border-border bg-background">
        <BlockImage
          media={asMedia(item.image)}
          missingText={d.t('missingImageText')}
          sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] h-auto w-full object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          {item.title ? <Heading className="heading-h3">{item.title}</Heading> : null}
          {item.text ? <p className="text-muted">{item.text}</p> : null}
          {link ? (
            <a href={link.href} className="mt-auto font-semibold text-link underline underline-offset-4">
              {link.text}
            </a>
          ) : null}
        </div>
      </article>
    )
  })

  return (
    <CarouselLazy
      title={data.title ?? undefined}
      slides={slides}
      autoplayMs={autoplayDelayMs(data.autoPlayDelay)}
      texts={{
        label: d.t('carouselLabel'),
        previous: d.t('blockCarouselPrevious'),
        next: d.t('blockCarouselNext'),
        slide: d.t('blockCarouselSlide'),
        pause: d.t('carouselPause'),
        play: d.t('carouselPlay'),
      }}
    />
  )
}
