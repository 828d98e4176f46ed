import type { CarCardContext, CarSummary } from './car-summary'
import type { CarRecord } from '@/integrations/search/car-record'
import { formatWholeMoney, formatWholeNumber } from '@/lib/number-format'

/**
 * Price rules of the car card, the compare table and the detail page (spec 02 'Car detail page'
 * price display and VAT labels, §3 'Car'): campaign price highlighted with the retail price struck
 * through, 'from' prefix for sample cars, prices without VAT for LCV vehicles and company leasing.
 */

/** What the price rules read: a car summary, or a full record (which also has the ex-VAT prices). */
export type CarPriceInput = CarSummary & Partial<Pick<CarRecord, 'car_retail_price_exkl_vat' | 'car_campaign_price_exkl_vat'>>

export type VatLabel = 'withVat' | 'withoutVat'
export type MonthlyKind = 'loan' | 'privateLeasing' | 'companyLeasing'

export type CarPriceDisplay = {
  /** The price to show, formatted in the car's currency. */
  main: string
  /** The ordinary (retail) price, struck through, when a campaign applies. */
  struck?: string
  /** A campaign price applies: show `main` highlighted. */
  highlighted: boolean
  /** Sample cars (packages to order) show a 'from' prefix (spec 02 §1). */
  fromPrefix: boolean
  /** Which VAT label `main` carries: LCV prices are without VAT (spec 02 §3 car_vehicle_type_code). */
  vatLabel: VatLabel
  /** `texts[vatLabel]`. */
  vatText: string
  /** The lowest monthly cost offered, if any. */
  monthly?: {
    amount: string
    kind: MonthlyKind
    /** Company leasing is quoted without VAT (spec 02 'Car detail page' VAT labels). */
    vatLabel: VatLabel
    /** '{amount} {perMonth}', plus the 'without VAT' label where that differs from the main price. */
    text: string
  }
}

type PriceContext = Pick<CarCardContext, 'languageTag'> & { texts: Pick<CarCardContext['texts'], 'withVat' | 'withoutVat' | 'perMonth'> }

/** A money amount in the car's currency without decimals ('249 900 kr', '£24,990'). */
export function formatCarMoney(amount: number, currency: string, languageTag: string): string {
  return formatWholeMoney(amount, currency, languageTag)
}

const isAmount = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** LCV prices are without VAT (spec 02 §3 "car_vehicle_type_code (LCV means prices shown without VAT)"). */
export function isWithoutVat(car: Pick<CarSummary, 'car_vehicle_type_code'>): boolean {
  return car.car_vehicle_type_code === 'LCV'
}

/**
 * Main and struck prices. A campaign applies when car_has_campaign_price is set and a campaign
 * price below the retail price exists. LCV vehicles show the ex-VAT amounts: car_price is already
 * without VAT; the struck retail price needs car_retail_price_exkl_vat, which only the full record
 * has, so an LCV summary shows its campaign price highlighted without a struck price.
 */
function mainAndStruck(car: CarPriceInput, withoutVat: boolean): { main: number; struck?: number; highlighted: boolean } {
  const campaign = car.car_campaign_price
  const retail = car.car_retail_price
  if (car.car_has_campaign_price !== true || !isAmount(campaign) || !isAmount(retail) || campaign >= retail) return { main: car.car_price, highlighted: false }
  if (!withoutVat) return { main: campaign, struck: retail, highlighted: true }
  const campaignExVat = car.car_campaign_price_exkl_vat
  const retailExVat = car.car_retail_price_exkl_vat
  if (isAmount(campaignExVat) && isAmount(retailExVat) && campaignExVat < retailExVat) return { main: campaignExVat, struck: retailExVat, highlighted: true }
  return { main: car.car_price, highlighted: true }
}

/** The cheapest monthly offer among loan, private leasing and company leasing (ties: that order). */
function lowestMonthly(car: CarSummary): { amount: number; kind: MonthlyKind } | undefined {
  const offers: { amount: number | null | undefined; kind: MonthlyKind; offered: boolean }[] = [
    { amount: car.car_loan_monthly_cost, kind: 'loan', offered: true },
    { amount: car.car_privateleasing_monthly_cost, kind: 'privateLeasing', offered: car.car_has_privateleasing !== false },
    { amount: car.car_companyleasing_monthly_cost, kind: 'companyLeasing', offered: car.car_has_companyleasing !== false },
  ]
  let best: { amount: number; kind: MonthlyKind } | undefined
  for (const offer of offers) {
    if (!offer.offered || !isAmount(offer.amount)) continue
    if (!best || offer.amount < best.amount) best = { amount: offer.amount, kind: offer.kind }
  }
  return best
}

/** Everything the card (and the compare table) shows about a car's price. */
export function carPriceDisplay(car: CarPriceInput, { languageTag, texts }: PriceContext): CarPriceDisplay {
  const currency = car.car_price_currency
  const withoutVat = isWithoutVat(car)
  const { main, struck, highlighted } = mainAndStruck(car, withoutVat)
  const vatLabel: VatLabel = withoutVat ? 'withoutVat' : 'withVat'
  const display: CarPriceDisplay = {
    main: formatCarMoney(main, currency, languageTag),
    highlighted,
    fromPrefix: car.car_is_sample === true,
    vatLabel,
    vatText: texts[vatLabel],
  }
  if (struck !== undefined) display.struck = formatCarMoney(struck, currency, languageTag)

  const monthly = lowestMonthly(car)
  if (monthly) {
    const amount = formatCarMoney(monthly.amount, currency, languageTag)
    const monthlyVat: VatLabel = monthly.kind === 'companyLeasing' || withoutVat ? 'withoutVat' : 'withVat'
    const text = `${amount} ${texts.perMonth}${monthlyVat !== vatLabel ? ` · ${texts[monthlyVat]}` : ''}`
    display.monthly = { amount, kind: monthly.kind, vatLabel: monthlyVat, text }
  }
  return display
}

/**
 * The mileage as the card shows it: the number in the page's language plus the site's unit
 * ('12 345 mil', '12,345 miles'); the feed's own text when there is no number; null for sample
 * cars (no odometer).
 */
export function carMileageText(car: Pick<CarSummary, 'car_mileage' | 'car_mileage_text'>, languageTag: string, unit: string): string | null {
  if (typeof car.car_mileage === 'number' && Number.isFinite(car.car_mileage) && car.car_mileage >= 0) {
    const formatted = formatWholeNumber(car.car_mileage, languageTag)
    return unit ? `${formatted} ${unit}` : formatted
  }
  const text = car.car_mileage_text?.trim()
  return text ? text : null
}
