import type { PriceRating } from '@/integrations/search/car-record'

/**
 * The fair-price label (issue 41). Its colours mean the same on every site (green is a good
 * price), so they are not theme tokens; each pair passes WCAG AA contrast.
 */
const STYLE: Record<PriceRating, string> = {
  great: 'border-[#1e6b3a] bg-[#e6f4ea] text-[#14532d]',
  good: 'border-[#2f7d4a] bg-[#f0f8f2] text-[#1e6b3a]',
  fair: 'border-border bg-surface text-foreground',
  high: 'border-border bg-background text-muted',
}

/** How many of the three bars are filled. */
const FILLED_BARS: Record<PriceRating, number> = { great: 3, good: 2, fair: 1, high: 0 }

export type PriceRatingBadgeProps = { rating: PriceRating; label: string }

export function PriceRatingBadge({ rating, label }: PriceRatingBadgeProps) {
  return (
    <span data-price-rating={rating} className={`inline-flex items-center gap-1 rounded-brand border px-2 py-0.5 text-xs font-semibold ${STYLE[rating]}`}>
      <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3">
        {/* One to three filled bars: how good the price is at a glance, beside the words. */}
        {[0, 1, 2].map((bar) => (
          <rect
            key={bar}
            x={bar * 4}
            y={8 - bar * 3}
            width="3"
            height={4 + bar * 3}
            fill={bar < FILLED_BARS[rating] ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="0.8"
          />
        ))}
      </svg>
      {label}
    </span>
  )
}
