import type { Dictionary } from '@/features/dictionary'
import type { SiteRecord } from '@/features/sites'
import type { CarRecord } from '@/integrations/search/car-record'

import { organisationIdentifierFor, physicalVehicleFor } from '../finance-quote-contract'
import { financeQuoteTexts } from './finance-quote-texts'
import { FinanceQuoteWidgetLazy } from './FinanceQuoteWidgetLazy'

export type FinanceQuoteSidebarProps = {
  car: CarRecord
  /** The dealer's site_official_name (dealer?.site_official_name); the car's car_site_name stands in without a dealer record. */
  dealerOfficialName: string | null | undefined
  site: SiteRecord
  dictionary: Dictionary
  /** The page's BCP 47 tag (carCardContext(...).languageTag). */
  languageTag: string
  /** The provider's reserve / part-exchange page templates ('{quoteRef}'); left out: the widget's defaults, null: no link. */
  reserveUrlTemplate?: string | null
  partExchangeUrlTemplate?: string | null
}

/** spec 02 §7: the dealer key, or null when the name cannot give one (no letter or digit). */
function organisationIdentifierOrNull(officialName: string): string | null {
  try {
    return organisationIdentifierFor(officialName)
  } catch {
    return null
  }
}

/**
 * The car detail page's finance sidebar on the UK dealer-group sites (spec 02 §1 "finance quote
 * widget", §4, §7): the client widget, given the car as the provider's PhysicalVehicle and the
 * dealer's organisation identifier, both built here on the server. Nothing on other sites (they
 * show the Nordic FinanceSidebar) and nothing for a car that cannot be quoted (no chassis number,
 * e.g. a sample, or no price).
 */
export function FinanceQuoteSidebar({
  car,
  dealerOfficialName,
  site,
  dictionary,
  languageTag,
  reserveUrlTemplate,
  partExchangeUrlTemplate,
}: FinanceQuoteSidebarProps) {
  if (!site.features.financeQuoteWidget) return null
  const vehicle = physicalVehicleFor(car)
  if (!vehicle) return null
  const organisationIdentifier =
    (dealerOfficialName ? organisationIdentifierOrNull(dealerOfficialName) : null) ?? organisationIdentifierOrNull(car.car_site_name)
  if (!organisationIdentifier) return null
  return (
    <FinanceQuoteWidgetLazy
      key={`${car.car_id}|${organisationIdentifier}`}
      carId={car.car_id}
      vehicle={vehicle}
      organisationIdentifier={organisationIdentifier}
      texts={financeQuoteTexts(dictionary)}
      languageTag={languageTag}
      {...(reserveUrlTemplate === undefined ? {} : { reserveUrlTemplate })}
      {...(partExchangeUrlTemplate === undefined ? {} : { partExchangeUrlTemplate })}
    />
  )
}
