/**
 * The markets the demo group sells in and the search indexes stock belongs to. Index names are
 * the ones the demo websites search (`searchIndexes` in src/demo/seed/demo-sites.ts).
 */

export type Language = 'sv' | 'nb' | 'en' | 'fi' | 'sk'
export type MarketCode = 'SE' | 'NO' | 'GB' | 'FI' | 'SK'
export type Currency = 'SEK' | 'NOK' | 'GBP' | 'EUR'
export type OdometerUnit = 'km' | 'mil' | 'mi'
export type FuelKind = 'petrol' | 'diesel' | 'electric' | 'hybrid' | 'plugInHybrid'

export type Market = {
  code: MarketCode
  language: Language
  currency: Currency
  /** Swedish and Norwegian 'mil' is 10 km; the UK counts miles. */
  odometerUnit: OdometerUnit
  kmPerUnit: number
  vatRate: number
  /** Local currency per euro (catalogue prices are in euro). */
  currencyPerEur: number
  /** Local price level per fuel: Norway taxes combustion cars heavily and electric ones lightly. */
  priceLevel: Record<FuelKind, number>
  /**
   * How much more or less often each fuel is in stock than the catalogue's even spread; it
   * weights both the engines of a model and the models themselves (Norway's stock is mostly
   * electric, so electric models are stocked more there).
   */
  fuelPreference: Record<FuelKind, number>
  /** Typical yearly driving, for odometer readings. */
  yearlyKm: number
  emailDomain: string
  /** Car loans offered on the car page (the UK site quotes finance through its widget instead, spec 02 §1). */
  loan: { rate: number; usedRate: number; campaignRate: number; startFee: number; invoiceFee: number; minCashPercent: number } | null
  /**
   * Private leasing is a Nordic product; company leasing in Swedish mil is Swedish (spec 02 §9).
   * Yearly mileages are offered in `unit` ('mil' in Sweden, 'km' in Norway); `excessCharge` is per
   * unit driven beyond them.
   */
  privateLeasing: { rate: number; startFee: number; invoiceFee: number; unit: OdometerUnit; mileages: number[]; excessCharge: number } | null
  companyLeasing: { rate: number; startFee: number; invoiceFee: number } | null
}

const flat = (level: number): Record<FuelKind, number> => ({ petrol: level, diesel: level, electric: level, hybrid: level, plugInHybrid: level })

export const MARKETS: Record<MarketCode, Market> = {
  SE: {
    code: 'SE',
    language: 'sv',
    currency: 'SEK',
    odometerUnit: 'mil',
    kmPerUnit: 10,
    vatRate: 0.25,
    currencyPerEur: 11.0,
    priceLevel: flat(1),
    fuelPreference: { petrol: 1, diesel: 0.8, electric: 1.3, hybrid: 1, plugInHybrid: 1.4 },
    yearlyKm: 13_500,
    emailDomain: 'example.se',
    loan: { rate: 5.95, usedRate: 7.45, campaignRate: 2.95, startFee: 695, invoiceFee: 49, minCashPercent: 20 },
    privateLeasing: { rate: 4.95, startFee: 695, invoiceFee: 49, unit: 'mil', mileages: [1000, 1500, 2000], excessCharge: 15 },
    companyLeasing: { rate: 6.45, startFee: 695, invoiceFee: 49 },
  },
  NO: {
    code: 'NO',
    language: 'nb',
    currency: 'NOK',
    odometerUnit: 'mil',
    kmPerUnit: 10,
    vatRate: 0.25,
    currencyPerEur: 11.6,
    priceLevel: { petrol: 1.45, diesel: 1.5, hybrid: 1.3, plugInHybrid: 1.12, electric: 0.97 },
    fuelPreference: { petrol: 0.3, diesel: 0.35, electric: 5, hybrid: 0.8, plugInHybrid: 1 },
    yearlyKm: 13_000,
    emailDomain: 'example.no',
    loan: { rate: 6.9, usedRate: 7.9, campaignRate: 3.9, startFee: 2_990, invoiceFee: 95, minCashPercent: 35 },
    privateLeasing: { rate: 5.9, startFee: 4_990, invoiceFee: 95, unit: 'km', mileages: [10_000, 15_000, 20_000], excessCharge: 2.5 },
    companyLeasing: null,
  },
  GB: {
    code: 'GB',
    language: 'en',
    currency: 'GBP',
    odometerUnit: 'mi',
    kmPerUnit: 1.609344,
    vatRate: 0.2,
    currencyPerEur: 0.86,
    priceLevel: flat(0.97),
    fuelPreference: { petrol: 1.5, diesel: 1, electric: 0.8, hybrid: 1, plugInHybrid: 0.7 },
    yearlyKm: 13_500,
    emailDomain: 'example.co.uk',
    loan: null,
    privateLeasing: null,
    companyLeasing: null,
  },
  FI: {
    code: 'FI',
    language: 'fi',
    currency: 'EUR',
    odometerUnit: 'km',
    kmPerUnit: 1,
    vatRate: 0.255,
    currencyPerEur: 1,
    priceLevel: { petrol: 1.12, diesel: 1.16, hybrid: 1.06, plugInHybrid: 1.02, electric: 1.0 },
    fuelPreference: { petrol: 1.2, diesel: 1, electric: 0.8, hybrid: 1.3, plugInHybrid: 1 },
    yearlyKm: 16_000,
    emailDomain: 'example.fi',
    loan: { rate: 5.9, usedRate: 6.9, campaignRate: 2.9, startFee: 250, invoiceFee: 9, minCashPercent: 10 },
    privateLeasing: null,
    companyLeasing: null,
  },
  SK: {
    code: 'SK',
    language: 'sk',
    currency: 'EUR',
    odometerUnit: 'km',
    kmPerUnit: 1,
    vatRate: 0.23,
    currencyPerEur: 1,
    priceLevel: flat(0.93),
    fuelPreference: { petrol: 1.5, diesel: 1.5, electric: 0.3, hybrid: 0.8, plugInHybrid: 0.4 },
    yearlyKm: 17_000,
    emailDomain: 'example.sk',
    loan: { rate: 6.9, usedRate: 8.9, campaignRate: 3.9, startFee: 150, invoiceFee: 3, minCashPercent: 10 },
    privateLeasing: null,
    companyLeasing: null,
  },
}

export type IndexKind = 'dealerGroup' | 'carStore'

export type StockIndex = {
  vehicles: string
  sites: string
  market: Market
  /** Dealer groups sell new, demo, sample and used cars; the car store only used cars. */
  kind: IndexKind
  /** Share of all generated cars: the Swedish dealer group is the largest. */
  share: number
  /** Position in this list: part of car ids, so ids never collide between indexes. */
  ordinal: number
}

const indexes: Array<Omit<StockIndex, 'ordinal'>> = [
  { vehicles: 'vehicles-se', sites: 'sites-se', market: MARKETS.SE, kind: 'dealerGroup', share: 0.32 },
  { vehicles: 'vehicles-no', sites: 'sites-no', market: MARKETS.NO, kind: 'dealerGroup', share: 0.13 },
  { vehicles: 'vehicles-uk', sites: 'sites-uk', market: MARKETS.GB, kind: 'dealerGroup', share: 0.16 },
  { vehicles: 'carstore-vehicles-se', sites: 'carstore-sites-se', market: MARKETS.SE, kind: 'carStore', share: 0.14 },
  { vehicles: 'carstore-vehicles-no', sites: 'carstore-sites-no', market: MARKETS.NO, kind: 'carStore', share: 0.09 },
  { vehicles: 'carstore-vehicles-fi', sites: 'carstore-sites-fi', market: MARKETS.FI, kind: 'carStore', share: 0.09 },
  { vehicles: 'carstore-vehicles-sk', sites: 'carstore-sites-sk', market: MARKETS.SK, kind: 'carStore', share: 0.07 },
]

export const STOCK_INDEXES: readonly StockIndex[] = indexes.map((index, ordinal) => ({ ...index, ordinal }))
