import { fillPlural } from '@/features/dictionary'

import { hitCountText } from '../list-display'
import type { CarListFilterTexts } from './filter-rules'

export type HitCounterProps = {
  total: number
  texts: Pick<CarListFilterTexts, 'hits'>
  languageTag: string
}

/**
 * The hit counter (spec 02 'Car list page' "10000+ when total is 10000"): '1 234 cars', announced
 * politely when a filter change brings a new total.
 */
export function HitCounter({ total, texts, languageTag }: HitCounterProps) {
  return (
    <p role="status" aria-live="polite" className="font-semibold tabular-nums">
      {fillPlural(texts.hits, total, languageTag, { count: hitCountText(total, languageTag) })}
    </p>
  )
}
