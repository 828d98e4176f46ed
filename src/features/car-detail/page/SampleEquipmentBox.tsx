'use client'

import { useId, useState } from 'react'

import { sampleEquipmentExpandable, sampleEquipmentVisible } from '@/features/car-detail/rules/car-facts'

import type { ToggleTexts } from './car-detail-texts'

export type SampleEquipmentBoxProps = { items: readonly string[]; texts: ToggleTexts; sectionLabelId?: string }

/**
 * The sample car's equipment box (spec 02 'Car detail page' Clamps "the sample-car equipment box
 * shows 3 items, expandable if more than 4"; counts in car-facts).
 */
export function SampleEquipmentBox({ items, texts, sectionLabelId }: SampleEquipmentBoxProps) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const shown = sampleEquipmentVisible(items, expanded)
  return (
    <div className="rounded-brand border border-border bg-surface p-4">
      <ul id={id} className="grid gap-1 sm:grid-cols-2">
        {shown.map((item, index) => (
          <li key={`${index}-${item}`} className="flex gap-2">
            <span aria-hidden="true">✓</span>
            {item}
          </li>
        ))}
      </ul>
      {sampleEquipmentExpandable(items.length) ? (
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
