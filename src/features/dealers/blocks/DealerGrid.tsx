import type { DealerCardData } from '../list/dealer-card-data'
import { DealerCard } from '../list/DealerCard'

/** The site cards of the selection and teaser blocks: a wrapping grid under the block's heading. */
export function DealerGrid({
  dealers,
  detailBase,
  phoneLabel,
  label,
}: {
  dealers: readonly DealerCardData[]
  detailBase: string
  phoneLabel: string
  label: string
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {dealers.map((dealer) => (
        <li key={dealer.slug}>
          <DealerCard dealer={dealer} detailBase={detailBase} phoneLabel={phoneLabel} headingLevel="h3" />
        </li>
      ))}
    </ul>
  )
}
