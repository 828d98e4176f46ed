'use client'

import { useId, useState } from 'react'

import { type TechnicalRow, visibleTechnicalRows } from '@/features/car-detail/rules/car-facts'

import type { ToggleTexts } from './car-detail-texts'

export type TechnicalDataTableProps = { rows: readonly TechnicalRow[]; texts: ToggleTexts; sectionLabelId?: string }

/** The technical data rows (spec 02 'Car detail page' Clamps "technical data shows 5 rows then expands"). */
export function TechnicalDataTable({ rows, texts, sectionLabelId }: TechnicalDataTableProps) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const visible = visibleTechnicalRows(rows, expanded)
  return (
    <div>
      <table id={id} className="w-full border-collapse text-left">
        <tbody>
          {visible.rows.map((row) => (
            <tr key={row.key} className="border-b border-border">
              <th scope="row" className="py-2 pr-4 font-normal text-muted">
                {row.label}
              </th>
              <td className="py-2 font-semibold">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {visible.expandable ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-describedby={sectionLabelId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-2 inline-flex min-h-11 cursor-pointer items-center font-semibold text-link underline underline-offset-4 hover:no-underline"
        >
          {expanded ? texts.showLess : texts.showMore}
        </button>
      ) : null}
    </div>
  )
}
