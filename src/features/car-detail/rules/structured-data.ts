import { type CarPriceInput, isWithoutVat } from '@/features/car-card'
import type { CarRecord } from '@/integrations/search/car-record'
import type { DealerRecord } from '@/integrations/search/dealer-record'

import { carDetailTitle } from './detail-head'

/**
 * Machine-readable descriptions of the car on the detail page: the schema.org `Car` block for
 * search engines, and the analytics event of spec 02 §7 'Analytics' ("A product_detail_page event
 * is built with dealer, product info and prices").
 */

// ── The price the page shows ─────────────────────────────────────────────────────────────────

const isAmount = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** A campaign applies (the page highlights it): flagged, and a campaign price below the retail price. */
function campaignApplies(car: CarPriceInput): car is CarPriceInput & { car_campaign_price: number; car_retail_price: number } {
  return (
    car.car_has_campaign_price === true && isAmount(car.car_campaign_price) && isAmount(car.car_retail_price) && car.car_campaign_price < car.car_retail_price
  )
}

/**
 * The amount the detail page shows as the car's price, as a number (spec 02 'Car detail page'
 * price display): the campaign price when car_has_campaign_price is set and it is below the
 * retail price, else car_price; for LCV vehicles the amounts without VAT. This is the rule of
 * carPriceDisplay (car-card/car-price.ts), which only gives formatted text; a test holds the two
 * together.
 */
export function displayedPriceAmount(car: CarPriceInput): number {
  if (!campaignApplies(car)) return car.car_price
  if (!isWithoutVat(car)) return car.car_campaign_price
  const campaignExVat = car.car_campaign_price_exkl_vat
  const retailExVat = car.car_retail_price_exkl_vat
  return isAmount(campaignExVat) && isAmount(retailExVat) && campaignExVat < retailExVat ? campaignExVat : car.car_price
}

// ── schema.org Car ───────────────────────────────────────────────────────────────────────────

type SchemaUrl<T extends string> = `https://schema.org/${T}`

export type OdometerValue = {
  '@type': 'QuantitativeValue'
  value: number
  /** UN/CEFACT codes: KMT kilometres, SMI (statute) miles. */
  unitCode: 'KMT' | 'SMI'
  /** Set when the value was converted from Scandinavian mil. */
  description?: string
}

export type CarOfferJsonLd = {
  '@type': 'Offer'
  url: string
  price: number
  priceCurrency: string
  priceSpecification: { '@type': 'UnitPriceSpecification'; price: number; priceCurrency: string; valueAddedTaxIncluded: boolean }
  availability: SchemaUrl<'InStock'>
  itemCondition: SchemaUrl<'UsedCondition' | 'NewCondition'>
  seller: { '@type': 'AutoDealer'; name: string; address?: { '@type': 'PostalAddress'; addressLocality: string } }
}

export type CarJsonLd = {
  '@context': 'https://schema.org'
  '@type': 'Car'
  name: string
  url: string
  brand: { '@type': 'Brand'; name: string }
  model: string
  vehicleModelDate: string
  itemCondition: SchemaUrl<'UsedCondition' | 'NewCondition'>
  mileageFromOdometer?: OdometerValue
  fuelType?: string
  vehicleTransmission?: string
  bodyType?: string
  color?: string
  driveWheelConfiguration?: string
  numberOfDoors?: number
  seatingCapacity?: number
  vehicleIdentificationNumber?: string
  image?: string[]
  offers: CarOfferJsonLd
}

export type CarJsonLdOptions = {
  /** The page's absolute URL (the canonical detail URL); relative image paths resolve against it. */
  url: string
  /** The dealer's name (the site's official name, else car_site_name). */
  sellerName: string
  /** ISO 4217 code of the price; the car's car_price_currency when left out. */
  currency?: string
}

/** One Scandinavian mil (Swedish and Norwegian odometers, car_odometer_unit 'mil') is 10 km. */
export const KM_PER_MIL = 10

/**
 * The odometer as schema.org wants it: kilometres (KMT) or miles (SMI). schema.org has no unit
 * for the Scandinavian mil, so 'mil' is converted to km (×10) and the description says so. No
 * odometer (samples) or no unit: left out rather than guessed.
 */
export function odometerValue(car: Pick<CarRecord, 'car_odometer' | 'car_mileage' | 'car_odometer_unit'>): OdometerValue | undefined {
  const reading = car.car_odometer ?? car.car_mileage
  if (typeof reading !== 'number' || !Number.isFinite(reading) || reading < 0) return undefined
  switch (car.car_odometer_unit) {
    case 'km':
      return { '@type': 'QuantitativeValue', value: reading, unitCode: 'KMT' }
    case 'mi':
      return { '@type': 'QuantitativeValue', value: reading, unitCode: 'SMI' }
    case 'mil':
      return {
        '@type': 'QuantitativeValue',
        value: reading * KM_PER_MIL,
        unitCode: 'KMT',
        description: `Converted from ${reading} mil (1 mil = ${KM_PER_MIL} km)`,
      }
    default:
      return undefined
  }
}

const optionalText = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function absoluteUrl(src: string, base: string): string {
  try {
    return new URL(src, base).toString()
  } catch {
    return src
  }
}

function imageUrls(car: Pick<CarRecord, 'car_images' | 'car_primary_image'>, pageUrl: string): string[] {
  const originals = (car.car_images ?? []).map((image) => image.original)
  const sources = originals.length > 0 ? originals : car.car_primary_image ? [car.car_primary_image.thumbnail_url] : []
  return [...new Set(sources.map((src) => absoluteUrl(src, pageUrl)))]
}

/**
 * The schema.org `Car` (a Vehicle) block of the detail page, with one `Offer`: the price the page
 * shows (campaign included, without VAT for LCV — priceSpecification.valueAddedTaxIncluded says
 * which), in stock, used or new, sold by the dealer as an AutoDealer (an Organization).
 */
export function carJsonLd(car: CarRecord, { url, sellerName, currency }: CarJsonLdOptions): CarJsonLd {
  const itemCondition: CarJsonLd['itemCondition'] = car.car_is_used ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition'
  const price = displayedPriceAmount(car)
  const priceCurrency = currency ?? car.car_price_currency
  const city = optionalText(car.car_site_city)
  const mileage = odometerValue(car)
  const images = imageUrls(car, url)
  const fuelType = optionalText(car.car_fuel)
  const vehicleTransmission = optionalText(car.car_gearbox)
  const bodyType = optionalText(car.car_body)
  const color = optionalText(car.car_color)
  const driveWheelConfiguration = optionalText(car.car_drive)
  const vin = optionalText(car.car_chassino)

  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carDetailTitle(car),
    url,
    brand: { '@type': 'Brand', name: car.car_brand },
    model: car.car_model,
    vehicleModelDate: String(car.car_year),
    itemCondition,
    ...(mileage ? { mileageFromOdometer: mileage } : {}),
    ...(fuelType ? { fuelType } : {}),
    ...(vehicleTransmission ? { vehicleTransmission } : {}),
    ...(bodyType ? { bodyType } : {}),
    ...(color ? { color } : {}),
    ...(driveWheelConfiguration ? { driveWheelConfiguration } : {}),
    ...(typeof car.car_doors === 'number' ? { numberOfDoors: car.car_doors } : {}),
    ...(typeof car.car_seats === 'number' ? { seatingCapacity: car.car_seats } : {}),
    ...(vin ? { vehicleIdentificationNumber: vin } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency,
      priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency, valueAddedTaxIncluded: !isWithoutVat(car) },
      availability: 'https://schema.org/InStock',
      itemCondition,
      seller: { '@type': 'AutoDealer', name: sellerName, ...(city ? { address: { '@type': 'PostalAddress', addressLocality: city } } : {}) },
    },
  }
}

// ── Analytics ────────────────────────────────────────────────────────────────────────────────

/**
 * The dataLayer event pushed once when a car detail page is shown (spec 02 §7 'Analytics'). The
 * spec names only its parts (dealer, product info, prices); this is its shape:
 *
 *   event    'product_detail_page'
 *   dealer   id: the site id (the dealer record's, else car_site_id), name: official name (else
 *            car_site_name), city (null when unknown)
 *   product  id (car_id), name (the page title: brand model version year), brand, model, version,
 *            year, condition 'new' | 'used' | 'sample', vehicle_type (PC, LCV …), fuel, body,
 *            gearbox, mileage (the odometer number in the site's unit; null for samples)
 *   prices   currency; price: the amount shown (campaign included); retail_price (in the same
 *            VAT terms as price) and campaign_price (the amount shown while a campaign applies)
 *            or null; has_campaign; vat_included (false for LCV); monthly costs of loan,
 *            private and company leasing (null when not offered)
 *
 * Missing values are null, never left out, so every event has the same keys for the tag manager.
 */
export type ProductDetailPageEvent = {
  event: 'product_detail_page'
  dealer: { id: string; name: string; city: string | null }
  product: {
    id: string
    name: string
    brand: string
    model: string
    version: string | null
    year: number
    condition: 'new' | 'used' | 'sample'
    vehicle_type: string | null
    fuel: string | null
    body: string | null
    gearbox: string | null
    mileage: number | null
  }
  prices: {
    currency: string
    price: number
    retail_price: number | null
    campaign_price: number | null
    has_campaign: boolean
    vat_included: boolean
    loan_monthly_cost: number | null
    private_leasing_monthly_cost: number | null
    company_leasing_monthly_cost: number | null
  }
}

/** The dealer as far as the event reads it; for a sample there is no one dealer, so null. */
export type EventDealer = Pick<DealerRecord, 'site_id' | 'site_official_name' | 'site_city'>

const amountOrNull = (value: number | null | undefined): number | null => (isAmount(value) ? value : null)
const offered = (flag: boolean | null | undefined, amount: number | null | undefined): number | null => (flag === false ? null : amountOrNull(amount))

export function productDetailPageEvent(car: CarRecord, dealer: EventDealer | null | undefined): ProductDetailPageEvent {
  const price = displayedPriceAmount(car)
  const withoutVat = isWithoutVat(car)
  // Retail in the same terms as the price: without VAT for LCV (null when the record lacks that amount).
  const retail = amountOrNull(withoutVat ? car.car_retail_price_exkl_vat : car.car_retail_price)
  const hasCampaign = campaignApplies(car)
  const mileage = car.car_odometer ?? car.car_mileage
  return {
    event: 'product_detail_page',
    dealer: {
      id: dealer?.site_id ?? car.car_site_id,
      name: dealer?.site_official_name ?? car.car_site_name,
      city: optionalText(dealer?.site_city) ?? optionalText(car.car_site_city) ?? null,
    },
    product: {
      id: car.car_id,
      name: carDetailTitle(car),
      brand: car.car_brand,
      model: car.car_model,
      version: optionalText(car.car_version) ?? null,
      year: car.car_year,
      condition: car.car_is_sample ? 'sample' : car.car_is_used ? 'used' : 'new',
      vehicle_type: optionalText(car.car_vehicle_type_code) ?? null,
      fuel: optionalText(car.car_fuel) ?? null,
      body: optionalText(car.car_body) ?? null,
      gearbox: optionalText(car.car_gearbox) ?? null,
      mileage: car.car_is_sample || typeof mileage !== 'number' ? null : mileage,
    },
    prices: {
      currency: car.car_price_currency,
      price,
      retail_price: retail,
      campaign_price: hasCampaign ? price : null,
      has_campaign: hasCampaign,
      vat_included: !withoutVat,
      loan_monthly_cost: amountOrNull(car.car_loan_monthly_cost),
      private_leasing_monthly_cost: offered(car.car_has_privateleasing, car.car_privateleasing_monthly_cost),
      company_leasing_monthly_cost: offered(car.car_has_companyleasing, car.car_companyleasing_monthly_cost),
    },
  }
}
