import type { TechnicalRow } from '@/features/car-detail/rules/car-facts'

import type { ToggleTexts } from './car-detail-texts'
import { TechnicalDataTable } from './TechnicalDataTable'

export type TechnicalDataSectionProps = { heading: string; rows: readonly TechnicalRow[]; texts: ToggleTexts }

/** The technical data (spec 02 'Car detail page' Clamps "technical data shows 5 rows then expands"; rows from car-facts technicalDataRows). */
export function TechnicalDataSection({ heading, rows, texts }: TechnicalDataSectionProps) {
  if (rows.length === 0) return null
  const headingId = 'car-detail-technical-heading'
  return (
    <section id="technical-data" aria-labelledby={headingId} data-render-after-load="">
      <h2 id={headingId} className="mb-4">
        {heading}
      </h2>
      <TechnicalDataTable rows={rows} texts={texts} sectionLabelId={headingId} />
    </section>
  )
}
