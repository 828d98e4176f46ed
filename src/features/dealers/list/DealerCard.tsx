import { ResponsiveImage } from '@/lib/ui/ResponsiveImage'

import { isOptimizableImage } from '@/lib/image-sources'

import { type DealerCardData, dealerDetailHref, telHref } from './dealer-card-data'

/** Card widths: one column on phones, two from 640 px, three from 1024 px, four from 1280 px. */
export const DEALER_CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

export type DealerCardProps = {
  dealer: DealerCardData
  /** The site-detail path in the page's language ('/anlaggningar', '/en/anlaggningar'). */
  detailBase: string
  /** Accessible prefix of the phone link ('Telefon'). */
  phoneLabel: string
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}

/**
 * A site card (spec 03 §2.2): image, name, street, zip and city, phone. The name is the link to the
 * facility page; the phone is a link of its own (a link inside a link is not allowed), so the card
 * is not one big link. Used by the list and by the selection and teaser blocks.
 */
export function DealerCard({ dealer, detailBase, phoneLabel, headingLevel = 'h2', priority = false }: DealerCardProps) {
  const Heading = headingLevel
  const href = dealerDetailHref(detailBase, dealer.slug)
  return (
    <article className="relative isolate flex h-full flex-col overflow-hidden rounded-brand border border-border bg-background shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="font-heading text-lg leading-tight">
          {/* The whole card is the link's target area (the after: layer), the phone link sits above it. */}
          <a
            href={href}
            className="after:absolute after:inset-0 after:z-[1] after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-focus focus-visible:after:outline-solid"
          >
            {dealer.name}
          </a>
        </Heading>
        <p className="text-sm text-muted">
          {dealer.street ? <span className="block">{dealer.street}</span> : null}
          <span className="block">{[dealer.zip, dealer.city].filter(Boolean).join(' ')}</span>
        </p>
        {dealer.phone ? (
          <p className="mt-auto pt-2 text-sm">
            <a href={telHref(dealer.phone)} className="relative z-[2] underline underline-offset-2">
              <span className="sr-only">{phoneLabel} </span>
              {dealer.phone}
            </a>
          </p>
        ) : null}
      </div>
      {/* First on screen, after the heading in reading order. */}
      <div className="relative order-first aspect-[16/9] w-full overflow-hidden bg-surface">
        {dealer.image ? (
          <ResponsiveImage
            src={dealer.image.src}
            alt=""
            fill
            sizes={DEALER_CARD_IMAGE_SIZES}
            unoptimized={!isOptimizableImage(dealer.image.src)}
            preload={priority}
            placeholder={dealer.image.blurDataUrl ? 'blur' : 'empty'}
            blurDataURL={dealer.image.blurDataUrl ?? undefined}
            className="object-cover"
          />
        ) : (
          // No picture in the feed: a drawn storefront, decorative (the name says which dealer it is).
          <svg aria-hidden="true" viewBox="0 0 160 90" className="h-full w-full text-muted" preserveAspectRatio="xMidYMid meet">
            <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" opacity="0.55">
              <path d="M40 72V38h80v34M34 38l10-16h72l10 16z" />
              <path d="M52 72V50h22v22M86 50h22v14H86zM28 72h104" />
            </g>
          </svg>
        )}
      </div>
    </article>
  )
}
