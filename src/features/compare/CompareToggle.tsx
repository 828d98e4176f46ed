'use client'

import { type CarCardContext, type CarSummary, carFullName } from '@/features/car-card'

import { compareStore, isInCompare, toggleCompare, useCompareEntries, withFullRecord } from './compare-store'
import { fetchCompareCar } from './fetch-compare-car'
import { CheckboxIcon } from '@/lib/ui/icons'

export type CompareToggleProps = {
  car: CarSummary
  texts: Pick<CarCardContext['texts'], 'compareAdd' | 'compareRemove'>
}

/**
 * The compare toggle of a car card (spec 02 'Car list page' "a compare toggle per card", §4
 * 'Compare'). A toggle button: its name stays compareAdd (plus the car, for screen readers) and
 * aria-pressed carries the state; compareRemove is the tooltip while the car is in the list.
 * Adding fetches the full record in the background; on failure the summary stays (spec 02 §8).
 */
export function CompareToggle({ car, texts }: CompareToggleProps) {
  const entries = useCompareEntries()
  const selected = isInCompare(entries, car.car_id)

  const toggle = () => {
    const adding = !isInCompare(compareStore.getSnapshot(), car.car_id)
    compareStore.update((list) => toggleCompare(list, car))
    if (!adding) return
    void fetchCompareCar(car.car_id).then((full) => {
      if (full) compareStore.update((list) => withFullRecord(list, car.car_id, full))
    })
  }

  return (
    <button
      type="button"
      aria-pressed={selected}
      title={selected ? texts.compareRemove : texts.compareAdd}
      onClick={toggle}
      className="inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-background px-3 text-sm font-semibold shadow-sm transition-colors hover:bg-surface aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-contrast aria-pressed:hover:bg-accent-hover"
    >
      <CheckboxIcon checked={selected} className="h-5 w-5 shrink-0" />
      <span>{texts.compareAdd}</span>
      <span className="sr-only"> {carFullName(car)}</span>
    </button>
  )
}
