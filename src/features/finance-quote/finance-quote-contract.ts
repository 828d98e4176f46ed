import type { CarRecord } from '@/integrations/search/car-record'
import { normaliseRegistration } from '@/integrations/extra-media/extra-media-port'
import type { CalculateRequest, DefaultProductsRequest, PhysicalVehicle, QuoteParameters } from '@/integrations/finance-quote/finance-quote-port'

/**
 * The UK finance widget's contract with the server (spec 02 §7 'Finance and media (UK
 * dealer-group site)', §3 'Finance quote response'): endpoint paths, request and response
 * schemas and types, and the helpers that build a request from a car and a dealer. Safe to import
 * in the browser (zod and plain functions only).
 *
 *   POST /api/codeweaver/default            DefaultProductsRequest → DefaultProductsResponse
 *   POST /api/codeweaver/cfd                CalculateRequest       → CalculateResponse
 *   GET  /api/codeweaver/legal?quoteRef=…                          → TermsAndConditionsResponse
 *
 * Errors (all JSON `{ error, issues? }`): 404 when the site has no finance widget (or, for legal,
 * the quote reference is unknown or expired); 400 naming each wrong field in `issues`
 * ([{ field: 'VehicleRequests.0.Parameters.CashDeposit', message }]); 413 for a body over 32 KB;
 * 502 when the quote provider fails (`userMessage` then holds the spec 02 §8 text to show).
 * A quote that cannot be given is not an error status: HasError + Error.UserMessage in the 200
 * answer, on the vehicle or on one product's quotation (spec 02 §8: show it and hide the widget).
 */

export {
  CALCULATION_TYPES,
  calculateRequestSchema,
  calculateResponseSchema,
  defaultProductsRequestSchema,
  defaultProductsResponseSchema,
  FINANCE_QUOTE_UNAVAILABLE_MESSAGE,
  financeProductSchema,
  financeQuotationSchema,
  organisationIdentifierSchema,
  physicalVehicleSchema,
  quoteBlockSchema,
  quoteDetailSchema,
  quotedVehicleSchema,
  quoteNotificationSchema,
  quoteParametersSchema,
  quoteReferenceSchema,
  quoteSchema,
  sliderDefinitionSchema,
  termsAndConditionsResponseSchema,
  vehicleRequestSchema,
} from '@/integrations/finance-quote/finance-quote-port'
export type {
  CalculateRequest,
  CalculateResponse,
  CalculationType,
  DefaultProductsRequest,
  DefaultProductsResponse,
  FinanceProduct,
  FinanceQuotation,
  PhysicalVehicle,
  Quote,
  QuoteBlock,
  QuoteDetail,
  QuotedVehicle,
  QuoteError,
  QuoteNotification,
  QuoteParameters,
  SliderDefinition,
  TermsAndConditionsResponse,
  VehicleRequest,
} from '@/integrations/finance-quote/finance-quote-port'

/** The endpoints (spec 02 §7), relative to the site's origin. */
export const FINANCE_QUOTE_ENDPOINTS = {
  defaultProducts: '/api/codeweaver/default',
  calculate: '/api/codeweaver/cfd',
  termsAndConditions: '/api/codeweaver/legal',
} as const

/** GET /api/codeweaver/legal?quoteRef={QuoteReference} */
export function termsAndConditionsPath(quoteReference: string): string {
  return `${FINANCE_QUOTE_ENDPOINTS.termsAndConditions}?quoteRef=${encodeURIComponent(quoteReference)}`
}

/** Largest request body the endpoints read; a larger one is answered 413. */
export const MAX_FINANCE_QUOTE_BODY_BYTES = 32 * 1024

/** The car record fields a PhysicalVehicle is built from. */
export type CarForFinanceQuote = Pick<
  CarRecord,
  'car_chassino' | 'car_regno' | 'car_firstregistration' | 'car_price' | 'car_mileage' | 'car_odometer' | 'car_odometer_unit'
>

const KM_PER_MILE = 1.609344

/** The car's mileage in miles: UK stock counts miles; km and Nordic mil (10 km) are converted. */
function mileageInMiles(car: CarForFinanceQuote): number {
  const reading = car.car_mileage ?? car.car_odometer ?? 0
  const km = car.car_odometer_unit === 'km' ? reading : car.car_odometer_unit === 'mil' ? reading * 10 : null
  return Math.max(0, Math.round(km === null ? reading : km / KM_PER_MILE))
}

/**
 * A first-registration date as YYYY-MM-DD, from the feed's "2019-03-01", "2019-03-01 00:00:00",
 * "2019-03-01T00:00:00Z" or "01/03/2019" (the part before the first space, spec 02 §9); null when
 * it is none of those or not a real date.
 */
export function firstRegistrationDate(value: string | null | undefined): string | null {
  const text = value?.trim().split(/[\sT]/)[0] ?? ''
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const british = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : british ? [british[3], british[2], british[1]] : []
  if (!year || !month || !day) return null
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}` ? null : `${year}-${month}-${day}`
}

/**
 * spec 02 §7 PhysicalVehicle from a stock car record: Type Car, SourceVehicleId and Vin from the
 * chassis number (car_chassino), Status PreOwned, OnTheRoadPrice from car_price, Mileage in miles,
 * Registration (the plate compact and upper case, country GB, first-registration date) when the
 * car has a plate. Null when the car cannot be quoted: no chassis number (a sample car) or no price.
 */
export function physicalVehicleFor(car: CarForFinanceQuote): PhysicalVehicle | null {
  const chassisNumber = car.car_chassino?.trim().toUpperCase()
  if (!chassisNumber || !/^[A-Z0-9-]{1,40}$/.test(chassisNumber) || !(car.car_price > 0)) return null
  const plate = car.car_regno ? normaliseRegistration(car.car_regno) : null
  return {
    Type: 'Car',
    SourceVehicleId: chassisNumber,
    Vin: chassisNumber,
    Status: 'PreOwned',
    OnTheRoadPrice: car.car_price,
    Mileage: mileageInMiles(car),
    Registration:
      plate && /^[A-Z0-9]{2,12}$/.test(plate)
        ? { Number: plate, Country: 'GB', DateOfFirstRegistration: firstRegistrationDate(car.car_firstregistration) }
        : null,
  }
}

/**
 * Brand dealers whose official name is a franchise name, and the full dealer name the finance
 * provider knows them by (spec 02 §7 "with a mapping of some brand dealers to full names").
 * Keys are matched ignoring case, accents and extra spaces.
 */
export const BRAND_DEALER_FULL_NAMES: Readonly<Record<string, string>> = {
  'Croydon BMW': 'Thames Motor Group Croydon',
  'Croydon MINI': 'Thames Motor Group Croydon',
  'Kingston Volkswagen': 'Thames Motor Group Kingston',
  'Reading Ford': 'Thames Motor Group Reading',
  'Slough Kia': 'Thames Motor Group Slough',
  'Slough Hyundai': 'Thames Motor Group Slough',
  'Guildford Land Rover': 'Thames Motor Group Guildford',
  'Guildford Porsche': 'Thames Motor Group Guildford',
  'Maidenhead Toyota': 'Thames Motor Group Maidenhead',
  'Maidenhead Škoda': 'Thames Motor Group Maidenhead',
}

/** Lower case, accents off, spaces collapsed: "  Maidenhead  ŠKODA " → "maidenhead skoda". */
function comparable(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

const FULL_NAME_BY_COMPARABLE = new Map(Object.entries(BRAND_DEALER_FULL_NAMES).map(([brandName, fullName]) => [comparable(brandName), fullName]))

/**
 * spec 02 §7 OrganisationIdentifier: the dealer key from the site's official name
 * (site_official_name): a brand dealer's name is first replaced by its full name
 * (BRAND_DEALER_FULL_NAMES), then it becomes lower-case ASCII words joined by dashes, at most
 * 100 characters. "Thames Motor Group Croydon" → "thames-motor-group-croydon"; "Croydon BMW" → the
 * same. Throws a RangeError for a name without a letter or digit (no dealer can be named so).
 */
export function organisationIdentifierFor(officialName: string): string {
  const name = FULL_NAME_BY_COMPARABLE.get(comparable(officialName)) ?? officialName
  const key = comparable(name)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '')
  if (!key) throw new RangeError(`A dealer key needs a letter or digit in the official name, got ${JSON.stringify(officialName)}`)
  return key
}

/** POST /api/codeweaver/default body for a car at a dealer. */
export function defaultProductsRequestFor(vehicle: PhysicalVehicle, organisationIdentifier: string): DefaultProductsRequest {
  return { PhysicalVehicle: vehicle, OrganisationIdentifier: organisationIdentifier }
}

/** POST /api/codeweaver/cfd body: "VehicleRequests, a list of one item" (spec 02 §7). `id` comes back as Vehicles[0].Id. */
export function calculateRequestFor(id: string, vehicle: PhysicalVehicle, parameters: QuoteParameters): CalculateRequest {
  return { VehicleRequests: [{ Id: id, Parameters: parameters, PhysicalVehicle: vehicle }] }
}
