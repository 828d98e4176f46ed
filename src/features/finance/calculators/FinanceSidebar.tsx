import type { ReactNode } from 'react'

import type { Dictionary } from '@/features/dictionary'
import type { SiteRecord } from '@/features/sites'
import type { CarRecord } from '@/integrations/search/car-record'
import { Tabs } from '@/lib/ui/Tabs'

import { CampaignBadge } from './CampaignBadge'
import { CompanyLeasingCalculatorLazy } from './CompanyLeasingCalculatorLazy'
import { type FinanceOffer, type FinanceOfferKind, financeOffersOf } from './finance-offers'
import { financeTexts, type FinanceTexts } from './finance-texts'
import { LoanCalculatorLazy } from './LoanCalculatorLazy'
import { PrivateLeasingOffers } from './PrivateLeasingOffers'

export type FinanceSidebarProps = {
  car: CarRecord
  site: SiteRecord
  dictionary: Dictionary
  /** The page's BCP 47 tag, as the price block formats with (carCardContext(...).languageTag). */
  languageTag: string
}

const TAB_LABEL = { loan: 'tabLoan', companyLeasing: 'tabCompanyLeasing', privateLeasing: 'tabPrivateLeasing' } as const satisfies Record<
  FinanceOfferKind,
  keyof FinanceTexts
>

/**
 * The car detail page's finance sidebar on the Nordic sites (spec 02 'Car detail page' "plus a
 * finance sidebar", §3 finance options, §4 calculators): the loan calculator, the company leasing
 * calculator and the private leasing offers the car has, as tabs when there is more than one.
 * Nothing for a car without finance, and nothing on sites with the UK finance quote widget
 * (site.features.financeQuoteWidget, spec 02 §1), which brings its own. A server component: the
 * calculators are client islands, the offer cards static.
 */
export function FinanceSidebar({ car, site, dictionary, languageTag }: FinanceSidebarProps) {
  if (site.features.financeQuoteWidget) return null
  const offers = financeOffersOf(car)
  if (offers.length === 0) return null

  const texts = financeTexts(dictionary)
  const currency = car.car_price_currency
  const hideResidualAndEffectiveRate = site.features.hideResidualAndEffectiveRate
  const single = offers.length === 1

  const panel = (offer: FinanceOffer): ReactNode => {
    switch (offer.kind) {
      case 'loan':
        return (
          <div className="flex flex-col gap-3">
            {offer.campaign ? <CampaignBadge label={texts.campaign} /> : null}
            {offer.option.description ? <p className="text-sm text-muted">{offer.option.description}</p> : null}
            <LoanCalculatorLazy
              carId={car.car_id}
              option={offer.option}
              currency={currency}
              languageTag={languageTag}
              hideResidualAndEffectiveRate={hideResidualAndEffectiveRate}
              texts={texts}
            />
          </div>
        )
      case 'companyLeasing':
        return (
          <div className="flex flex-col gap-3">
            {offer.campaign ? <CampaignBadge label={texts.campaign} /> : null}
            {offer.option.sales_text ? <p className="text-sm font-semibold">{offer.option.sales_text}</p> : null}
            {offer.option.description ? <p className="text-sm text-muted">{offer.option.description}</p> : null}
            <CompanyLeasingCalculatorLazy
              option={offer.option}
              currency={currency}
              languageTag={languageTag}
              hideResidualAndEffectiveRate={hideResidualAndEffectiveRate}
              texts={texts}
            />
          </div>
        )
      case 'privateLeasing':
        return <PrivateLeasingOffers offers={offer.offers} currency={currency} languageTag={languageTag} texts={texts} titleLevel={single ? 4 : 3} />
    }
  }

  return (
    <div data-testid="finance-sidebar" className="flex w-full min-w-0 flex-col gap-4 rounded-brand border border-border bg-surface p-4">
      <h2 className="text-xl">{texts.heading}</h2>
      {offers.length === 1 && offers[0] ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg">{texts[TAB_LABEL[offers[0].kind]]}</h3>
          {panel(offers[0])}
        </div>
      ) : (
        <Tabs label={texts.tabsLabel} tabs={offers.map((offer) => ({ key: offer.kind, label: texts[TAB_LABEL[offer.kind]], panel: panel(offer) }))} />
      )}
    </div>
  )
}
