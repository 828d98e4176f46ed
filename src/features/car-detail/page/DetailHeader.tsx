import type { CarRecord } from '@/integrations/search/car-record'

export type DetailHeaderProps = { car: Pick<CarRecord, 'car_brand' | 'car_model' | 'car_version' | 'car_campaigns'> }

/**
 * The page's only h1: brand and model, the version as a subtitle inside it (so the heading tells
 * two versions of a model apart), then the campaign tags (spec 02 'Car detail page'; the car card
 * shows the same name and tags).
 */
export function DetailHeader({ car }: DetailHeaderProps) {
  const version = car.car_version?.trim()
  const tags = (car.car_campaigns ?? []).map((tag) => tag.trim()).filter((tag) => tag !== '')
  return (
    <header className="flex flex-col gap-3">
      <h1 className="leading-tight">
        {car.car_brand} {car.car_model}
        {version ? <span className="mt-1 block text-lg font-normal text-muted md:text-xl">{version}</span> : null}
      </h1>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-brand bg-accent px-2.5 py-0.5 text-sm font-semibold text-accent-contrast">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  )
}
