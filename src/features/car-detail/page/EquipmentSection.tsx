import { equipmentClampPx } from '@/features/car-detail/rules/car-facts'

import type { ToggleTexts } from './car-detail-texts'
import { ClampedContent } from './ClampedContent'
import { SampleEquipmentBox } from './SampleEquipmentBox'

export type EquipmentSectionProps = {
  heading: string
  items: readonly string[]
  /** Sample cars show the sample equipment box (3 items, expandable above 4). */
  sample: boolean
  /** site.features.carStoreDetailLayout: the equipment clamp is 190 px instead of 50 px. */
  carStoreLayout: boolean
  texts: ToggleTexts
}

/** Items per line of the list at its widest (two columns): a rough guess of what fits the clamp before the browser measures. */
const ITEMS_PER_CLAMP = { default: 2, carStore: 7 } as const

/**
 * The equipment (spec 02 'Car detail page' Sections and Clamps "equipment at 50 px (190 px on the
 * car-store layout)", "the sample-car equipment box shows 3 items, expandable if more than 4").
 * id="equipment" is the #equipment hash anchor.
 */
export function EquipmentSection({ heading, items, sample, carStoreLayout, texts }: EquipmentSectionProps) {
  const shown = items.map((item) => item.trim()).filter((item) => item !== '')
  if (shown.length === 0) return null
  const headingId = 'car-detail-equipment-heading'
  return (
    <section id="equipment" aria-labelledby={headingId} className="scroll-mt-28" data-render-after-load="">
      <h2 id={headingId} className="mb-4">
        {heading}
      </h2>
      {sample ? (
        <SampleEquipmentBox items={shown} texts={texts} sectionLabelId={headingId} />
      ) : (
        <ClampedContent
          maxHeightPx={equipmentClampPx(carStoreLayout)}
          likelyOverflows={shown.length > (carStoreLayout ? ITEMS_PER_CLAMP.carStore : ITEMS_PER_CLAMP.default)}
          texts={texts}
          sectionLabelId={headingId}
        >
          <ul className="grid gap-x-6 gap-y-1 leading-6 sm:grid-cols-2">
            {shown.map((item, index) => (
              <li key={`${index}-${item}`} className="flex gap-2">
                <span aria-hidden="true">✓</span>
                {item}
              </li>
            ))}
          </ul>
        </ClampedContent>
      )}
    </section>
  )
}
