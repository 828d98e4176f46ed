import { type CarCardContext, carPriceDisplay, isWithoutVat, type MonthlyKind, PriceRatingBadge, priceRatingDisplay } from '@/features/car-card'
import type { Dictionary, DictionaryKey } from '@/features/dictionary'
import type { CarRecord } from '@/integrations/search/car-record'

export type PriceBlockProps = {
  car: CarRecord
  cardContext: CarCardContext
  dictionary: Dictionary
  /** site.features.vatBadge (spec 02 §1: the car-store site's VAT badge). */
  vatBadge: boolean
}

const MONTHLY_LABEL = {
  loan: 'carDetailMonthlyLoan',
  privateLeasing: 'carDetailMonthlyPrivateLeasing',
  companyLeasing: 'carDetailMonthlyCompanyLeasing',
} as const satisfies Record<MonthlyKind, DictionaryKey>

/**
 * The price (spec 02 'Car detail page' Price display): a campaign price highlighted in the warning
 * colour (the accent colour is too light on some themes for large text contrast) with the retail
 * price struck through; 'from' for sample cars (spec 02 §1); 'with VAT' or 'without VAT' (LCV,
 * spec 02 §3 car_vehicle_type_code); the cheapest monthly cost. Amounts are formatted by the
 * card's rules (car-price.ts) in the car's currency, which is the site's market currency, so the
 * page and its cards agree. The VAT badge shows on sites with the switch for cars with
 * car_vat_eligible. Under it, a used car's fair-price label with its explanation (issue 41), or
 * why it has none; vans are priced without VAT and are not rated.
 */
export function PriceBlock({ car, cardContext, dictionary: { t }, vatBadge }: PriceBlockProps) {
  const price = carPriceDisplay(car, cardContext)
  const ratingTexts = cardContext.texts.priceRating
  const rating = priceRatingDisplay(car, ratingTexts, cardContext.languageTag)
  const rateable = car.car_is_used && !car.car_is_sample && !isWithoutVat(car)
  return (
    <div data-testid="car-price" className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        {price.fromPrefix ? <span className="text-lg text-muted">{cardContext.texts.from}</span> : null}
        {price.highlighted ? <span className="sr-only">{t('carDetailCampaignPrice')}:</span> : null}
        <span data-price="" className={`font-heading text-3xl font-bold ${price.highlighted ? 'text-warning' : ''}`}>
          {price.main}
        </span>
        {price.struck ? (
          <s className="text-lg text-muted">
            <span className="sr-only">{t('carDetailOrdinaryPrice')}: </span>
            {price.struck}
          </s>
        ) : null}
      </p>
      <p data-vat={price.vatLabel} className="text-sm text-muted">
        {price.vatText}
      </p>
      {price.monthly ? (
        <p className="text-base">
          {t(MONTHLY_LABEL[price.monthly.kind])}: <span className="font-semibold">{price.monthly.text}</span>
        </p>
      ) : null}
      {vatBadge && car.car_vat_eligible === true ? (
        <p data-testid="vat-badge" className="mt-1 self-start rounded-brand border border-foreground px-2 py-0.5 text-sm font-semibold">
          {t('carVatDeductible')}
        </p>
      ) : null}
      {rating ? (
        <div data-testid="price-rating" className="mt-2 flex flex-col items-start gap-1">
          <PriceRatingBadge rating={rating.rating} label={rating.label} />
          <p className="text-sm text-muted">{rating.explanation}</p>
        </div>
      ) : rateable && ratingTexts ? (
        <p data-testid="price-rating" className="mt-2 text-sm text-muted">
          {ratingTexts.noRating}
        </p>
      ) : null}
    </div>
  )
}
