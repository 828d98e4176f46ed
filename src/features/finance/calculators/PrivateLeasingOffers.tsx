import type { PrivateLeasingOption } from '@/integrations/search/car-record'

import { CampaignBadge } from './CampaignBadge'
import type { FinanceTexts } from './finance-texts'
import { FinanceFigures } from './FinanceFigures'
import { MonthlyCostFigure } from './MonthlyCostFigure'
import { privateLeasingView } from './private-leasing-view'

export type PrivateLeasingOffersProps = {
  offers: readonly PrivateLeasingOption[]
  /** The car's currency (car_price_currency). */
  currency: string
  /** The page's BCP 47 tag (carCardContext.languageTag). */
  languageTag: string
  texts: FinanceTexts
  /** The cards' heading level: 3 under the sidebar's h2 in a tab, 4 under a single offer's h3. */
  titleLevel: 3 | 4
}

/**
 * The car's private leasing offers as cards (spec 02 §3 Private leasing option): title, campaign
 * badge, monthly cost, term, mileage, start and invoice fee, disclaimer. A server component.
 */
export function PrivateLeasingOffers({ offers, currency, languageTag, texts, titleLevel }: PrivateLeasingOffersProps) {
  if (offers.length === 0) return null
  const Title = titleLevel === 3 ? 'h3' : 'h4'
  return (
    <ul data-testid="private-leasing-offers" className="flex flex-col gap-4">
      {offers.map((offer, index) => {
        const view = privateLeasingView(offer, { currency, languageTag }, texts)
        return (
          // Titles may repeat (two 36-month offers), so the position keys the card.
          <li key={index} data-testid="private-leasing-offer" className="flex flex-col gap-3 rounded-brand border border-border bg-background p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Title className="text-lg">{view.title}</Title>
              {view.campaign ? <CampaignBadge label={texts.campaign} /> : null}
            </div>
            {view.salesText ? <p className="text-sm">{view.salesText}</p> : null}
            {view.monthlyCost ? <MonthlyCostFigure label={texts.monthlyCost} amount={view.monthlyCost} /> : null}
            <FinanceFigures rows={view.rows} />
            {view.disclaimer ? <p className="text-xs text-muted">{view.disclaimer}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
