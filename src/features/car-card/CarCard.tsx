import { ResponsiveImage } from '@/lib/ui/ResponsiveImage'
import type { ReactNode } from 'react'

import type { CarCardContext, CarSummary } from './car-summary'
import { MissingImage } from '@/lib/ui/MissingImage'
import { isOptimizableImage } from '@/lib/image-sources'

import { carDetailHref } from '@/features/routing'

import { carMileageText, carPriceDisplay } from './car-price'
import { FavouriteToggle } from './FavouriteToggle'
import { priceRatingDisplay } from './price-rating'
import { PriceRatingBadge } from './PriceRatingBadge'

export type CarCardProps = {
  car: CarSummary
  context: CarCardContext
  /** The compare toggle (a client component), laid over the stretched link. */
  compareSlot?: ReactNode
  /** h3 by default (cards under a list heading); h2 where the cards are the page's main items. */
  headingLevel?: 2 | 3
  /** Preload the image: the first row of the list, the car-of-the-week slide in view. */
  priority?: boolean
  /** The page's largest picture on a phone (the list's first card): asked for at high priority from the first HTML (issue 39). */
  highPriority?: boolean
  /** Said last on the card: what changed since a favourite was saved (a new price, sold). */
  note?: ReactNode
}

/** spec 02 §9 "Card width 315 px": the grid decides the columns, the image follows the card's width. */
const IMAGE_SIZES = '(min-width: 1024px) 315px, (min-width: 768px) 50vw, 100vw'

/** spec 02 'Car list page' campaign tags: at most two on a card. */
const MAX_TAGS = 2

/**
 * The car card of the list, car-of-the-week and recommendations (spec 02 'Car list page',
 * 'Car detail page' price display). No hooks: server and client components both render it.
 *
 * One link to the detail page whose ::after covers the card (stretched link), so the favourite
 * heart and the compare toggle in `compareSlot` stay buttons of their own above it, not nested in
 * the link.
 */
export function CarCard({ car, context, compareSlot, headingLevel = 3, priority = false, highPriority = false, note }: CarCardProps) {
  const { texts, languageTag } = context
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const price = carPriceDisplay(car, context)
  const mileage = carMileageText(car, languageTag, texts.mileageUnit)
  const facts = [String(car.car_year), mileage, car.car_fuel, car.car_gearbox].filter((fact): fact is string => typeof fact === 'string' && fact.trim() !== '')
  const tags = (car.car_campaigns ?? []).filter((tag) => tag.trim() !== '').slice(0, MAX_TAGS)
  const image = car.car_primary_image
  const blur = image?.blur_data_url?.startsWith('data:') ? image.blur_data_url : undefined
  const title = `${car.car_brand} ${car.car_model}`
  const rating = priceRatingDisplay(car, texts.priceRating, languageTag)

  return (
    <article
      data-testid="car-card"
      className="group relative isolate flex h-full w-full flex-col rounded-brand border border-border bg-background shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-heading text-lg leading-tight">
          <a
            href={carDetailHref(context.detailBasePath, car)}
            className="after:absolute after:inset-0 after:z-[1] after:rounded-brand after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus focus-visible:after:outline-solid"
          >
            {title}
            {car.car_version ? <span className="mt-0.5 block text-sm font-normal text-muted">{car.car_version}</span> : null}
          </a>
        </Heading>

        {facts.length > 0 ? (
          <p className="text-sm text-muted">
            {facts.map((fact, index) => (
              <span key={index}>
                {index > 0 ? <span aria-hidden="true"> · </span> : null}
                {fact}
              </span>
            ))}
          </p>
        ) : null}

        <div className="mt-auto pt-2">
          <p className="flex flex-wrap items-baseline gap-x-2">
            {price.fromPrefix ? <span className="text-sm text-muted">{texts.from}</span> : null}
            <span data-price="" className={`font-heading text-xl font-bold ${price.highlighted ? 'text-warning' : ''}`}>
              {price.main}
            </span>
            {price.struck ? <s className="text-sm text-muted">{price.struck}</s> : null}
          </p>
          <p className="text-xs text-muted">{price.vatText}</p>
          {price.monthly ? <p className="mt-1 text-sm">{price.monthly.text}</p> : null}
          {rating ? (
            <div className="mt-2 flex flex-col items-start gap-0.5">
              <PriceRatingBadge rating={rating.rating} label={rating.label} />
              <p className="text-xs text-muted">{rating.cardBasis}</p>
            </div>
          ) : null}
          {car.car_site_city ? <p className="mt-2 text-xs text-muted">{car.car_site_city}</p> : null}
          {note ? <div className="mt-2">{note}</div> : null}
        </div>
      </div>

      {/* First on screen, after the heading in reading order. */}
      <div className="relative order-first aspect-[4/3] w-full overflow-hidden rounded-t-brand bg-surface">
        {image ? (
          <ResponsiveImage
            src={image.thumbnail_url}
            alt=""
            fill
            sizes={IMAGE_SIZES}
            // Resized to the card's width where the optimizer may read the source (lib/image-sources.ts);
            // drawings (the demo stock's SVGs) and photos on hosts not listed there load as they are.
            unoptimized={!isOptimizableImage(image.thumbnail_url)}
            preload={priority || highPriority}
            fetchPriority={highPriority ? 'high' : undefined}
            placeholder={blur ? 'blur' : 'empty'}
            blurDataURL={blur}
            className="object-cover"
          />
        ) : (
          // spec 01 §8 "Image without a source: fallback car image", spec 02 §8 missing car image.
          <div className="flex h-full items-center">
            <MissingImage text={texts.missingImage} />
          </div>
        )}
        {tags.length > 0 ? (
          <ul className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] flex-wrap gap-1">
            {tags.map((tag) => (
              <li key={tag} className="rounded-brand bg-accent px-2 py-0.5 text-xs font-semibold text-accent-contrast">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {/* Over the picture's top left, above the stretched link; the compare toggle takes the right. */}
      <div className="absolute top-2 left-2 z-10">
        <FavouriteToggle car={car} label={texts.favouriteSave} look="card" />
      </div>
      {compareSlot ? <div className="absolute top-2 right-2 z-10">{compareSlot}</div> : null}
    </article>
  )
}
