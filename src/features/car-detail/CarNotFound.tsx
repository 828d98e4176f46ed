import Link from 'next/link'

import { CarCard, type CarCardContext, type CarSummary } from '@/features/car-card'

type Props = {
  recommendations: CarSummary[]
  cardContext: CarCardContext
  /** The car list with the keyphrase taken from the slug (spec 02 'Car not found page'). */
  listHref: string
  texts: { title: string; text: string; recommendations: string; button: string }
}

/** spec 02 'Car not found page': a heading, a text, up to 8 recommended cars and a button to the car list. */
export function CarNotFound({ recommendations, cardContext, listHref, texts }: Props) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12">
      <p className="mb-2 text-sm font-semibold tracking-wide text-muted">404</p>
      <h1 className="mb-4">{texts.title}</h1>
      <p className="mb-8 max-w-2xl">{texts.text}</p>
      <Link href={listHref} className="btn-primary mb-12">
        {texts.button}
      </Link>
      {recommendations.length > 0 ? (
        <section aria-labelledby="car-not-found-recommendations" className="mt-12">
          <h2 id="car-not-found-recommendations" className="mb-4">
            {texts.recommendations}
          </h2>
          <ul className="car-grid grid gap-4">
            {recommendations.slice(0, 8).map((car) => (
              <li key={car.car_id}>
                <CarCard car={car} context={cardContext} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
