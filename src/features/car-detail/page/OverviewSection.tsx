import type { TechnicalRow, TechnicalRowKey } from '@/features/car-detail/rules/car-facts'

export type OverviewSectionProps = { heading: string; rows: readonly TechnicalRow[] }

/** spec 02 'Car detail page' Sections: the overview's key facts, in this order. */
const OVERVIEW_KEYS: readonly TechnicalRowKey[] = ['year', 'mileage', 'fuel', 'gearbox', 'firstRegistration', 'regno']

/**
 * The overview (spec 02 'Car detail page' Sections "overview (not for sample cars)"; the caller
 * checks overviewVisible): key facts as a definition list, taken from the technical-data rows so
 * they read the same (first registration per spec 02 §9, mileage in the site's unit).
 */
export function OverviewSection({ heading, rows }: OverviewSectionProps) {
  const facts = OVERVIEW_KEYS.map((key) => rows.find((row) => row.key === key)).filter((row): row is TechnicalRow => row !== undefined)
  if (facts.length === 0) return null
  return (
    <section id="overview" aria-labelledby="car-detail-overview-heading" data-render-after-load="">
      <h2 id="car-detail-overview-heading" className="mb-4">
        {heading}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.key} className="rounded-brand bg-surface p-3">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
