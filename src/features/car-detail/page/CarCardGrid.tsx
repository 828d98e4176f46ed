import { CarCard, type CarCardContext, type CarSummary } from '@/features/car-card'

export type CarCardGridProps = {
  id: string
  heading: string
  cars: readonly CarSummary[]
  cardContext: CarCardContext
  /** spec 02 §9 "Recommendations 8". */
  max: number
}

/**
 * A headed grid of car cards (similar cars, other trim packages); nothing when there are no cars.
 * Below a car page's first screen: each card is drawn once the page is idle (lib/ui/render-after-load.ts).
 */
export function CarCardGrid({ id, heading, cars, cardContext, max }: CarCardGridProps) {
  const shown = cars.slice(0, max)
  if (shown.length === 0) return null
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4">
        {heading}
      </h2>
      <ul className="car-grid grid gap-4">
        {shown.map((car) => (
          <li key={car.car_id} data-render-after-load="">
            <CarCard car={car} context={cardContext} />
          </li>
        ))}
      </ul>
    </section>
  )
}
