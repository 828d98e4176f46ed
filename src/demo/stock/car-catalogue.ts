import type { FuelKind, MarketCode } from './markets'
import { className, sameInAll, seriesName, type CarBody, type Drive, type Gearbox, type Localized } from './vocabulary'

/**
 * Real makes and models with their real engine names, rough WLTP figures and rough list prices.
 * Good enough to look right on a demo site; not a source of truth for any car. Prices are new
 * prices in euro including VAT at a central-European level; markets scale them (markets.ts).
 */

export type Make =
  | 'Volvo'
  | 'Volkswagen'
  | 'Toyota'
  | 'Kia'
  | 'BMW'
  | 'Mercedes-Benz'
  | 'Audi'
  | 'Ford'
  | 'Škoda'
  | 'Peugeot'
  | 'Renault'
  | 'Nissan'
  | 'Hyundai'
  | 'Tesla'
  | 'Polestar'
  | 'Land Rover'
  | 'Mini'
  | 'Porsche'
  | 'Cupra'
  | 'Dacia'
  | 'Mazda'

export type MakeInfo = {
  /** Brand code as a dealer's department lists it (spec 03 §3 Department brands). */
  code: string
  /** World manufacturer identifier: the first three characters of a chassis number. */
  wmi: string
  premium: boolean
  /** How common the make is in each market's used stock, relative to the others. */
  marketWeight: Record<MarketCode, number>
}

const weights = (SE: number, NO: number, GB: number, FI: number, SK: number): Record<MarketCode, number> => ({ SE, NO, GB, FI, SK })

export const MAKES: Record<Make, MakeInfo> = {
  Volvo: { code: 'VOLVO', wmi: 'YV1', premium: true, marketWeight: weights(3.2, 1.4, 0.5, 1.3, 0.4) },
  Volkswagen: { code: 'VW', wmi: 'WVW', premium: false, marketWeight: weights(1.4, 1.6, 1.0, 1.2, 1.4) },
  Toyota: { code: 'TOYOTA', wmi: 'JTM', premium: false, marketWeight: weights(1.2, 1.3, 1.1, 2.0, 1.0) },
  Kia: { code: 'KIA', wmi: 'U5Y', premium: false, marketWeight: weights(1.3, 1.1, 1.0, 1.0, 1.3) },
  BMW: { code: 'BMW', wmi: 'WBA', premium: true, marketWeight: weights(1.0, 1.0, 1.7, 0.9, 0.9) },
  'Mercedes-Benz': { code: 'MB', wmi: 'W1K', premium: true, marketWeight: weights(1.0, 1.0, 1.5, 1.0, 0.9) },
  Audi: { code: 'AUDI', wmi: 'WAU', premium: true, marketWeight: weights(1.0, 1.2, 1.3, 0.8, 0.9) },
  Ford: { code: 'FORD', wmi: 'WF0', premium: false, marketWeight: weights(0.8, 0.8, 2.6, 1.0, 1.2) },
  Škoda: { code: 'SKODA', wmi: 'TMB', premium: false, marketWeight: weights(1.1, 1.4, 0.9, 1.5, 4.5) },
  Peugeot: { code: 'PEUGEOT', wmi: 'VF3', premium: false, marketWeight: weights(0.5, 0.6, 1.0, 0.8, 1.5) },
  Renault: { code: 'RENAULT', wmi: 'VF1', premium: false, marketWeight: weights(0.8, 0.9, 0.7, 0.9, 1.1) },
  Nissan: { code: 'NISSAN', wmi: 'SJN', premium: false, marketWeight: weights(0.6, 1.1, 1.5, 0.8, 0.8) },
  Hyundai: { code: 'HYUNDAI', wmi: 'TMA', premium: false, marketWeight: weights(0.9, 1.2, 1.1, 0.9, 2.2) },
  Tesla: { code: 'TESLA', wmi: 'XP7', premium: true, marketWeight: weights(1.0, 3.5, 0.9, 0.9, 0.4) },
  Polestar: { code: 'POLESTAR', wmi: 'LPS', premium: true, marketWeight: weights(2.0, 1.8, 0.8, 0.7, 0.2) },
  'Land Rover': { code: 'LANDROVER', wmi: 'SAL', premium: true, marketWeight: weights(0.5, 0.6, 2.6, 0.4, 0.5) },
  Mini: { code: 'MINI', wmi: 'WMW', premium: true, marketWeight: weights(0.6, 0.6, 2.0, 0.5, 0.5) },
  Porsche: { code: 'PORSCHE', wmi: 'WP0', premium: true, marketWeight: weights(0.6, 0.9, 1.2, 0.5, 0.6) },
  Cupra: { code: 'CUPRA', wmi: 'VSS', premium: false, marketWeight: weights(1.2, 0.8, 0.8, 0.6, 0.9) },
  Dacia: { code: 'DACIA', wmi: 'UU1', premium: false, marketWeight: weights(0.5, 0.4, 1.0, 0.7, 2.0) },
  Mazda: { code: 'MAZDA', wmi: 'JMZ', premium: false, marketWeight: weights(0.7, 0.6, 0.8, 1.2, 0.6) },
}

export type Powertrain = {
  name: string
  fuel: FuelKind
  hp: number
  gearbox: Gearbox
  drive: Drive
  priceEur: number
  /** 0-100 km/h in seconds. */
  accel: number
  /** WLTP combined l/100 km (weighted for plug-in hybrids); none for electric cars. */
  litres?: number
  /** WLTP g/km; none for electric cars. */
  co2?: number
  /** WLTP kWh/100 km (electric cars). */
  kwh?: number
  batteryKwh?: number
  /** WLTP electric range in km (electric cars and plug-in hybrids). */
  rangeKm?: number
  dcKw?: number
  acKw?: number
  /** Years it was sold in, when narrower than the model's. */
  years?: readonly [number, number?]
}

export type CarModel = {
  make: Make
  /** The model name; some makes translate it per language. */
  name: Localized
  /** Body variant words that go into the version ('Touring', 'Kombi', 'Skåp'). */
  variant?: Localized
  body: CarBody
  /** Commercial vehicle: prices shown without VAT (spec 02 §3 car_vehicle_type_code). */
  lcv?: boolean
  popularity: number
  /** First and last model year; no last year means still sold new. */
  years: readonly [number, number?]
  /** Trim packages in ascending order; a sample family shows these side by side. */
  trims: readonly string[]
  seats: number
  doors: number
  dimensionsMm: readonly [length: number, width: number, height: number]
  cargoLitres: number
  kerbKg: number
  tankLitres: number
  ncapStars: number | null
  powertrains: readonly Powertrain[]
}

type PowertrainOptions = Partial<Pick<Powertrain, 'gearbox' | 'drive' | 'years' | 'acKw'>>

const combustion =
  (fuel: FuelKind) =>
  (name: string, hp: number, priceEur: number, accel: number, litres: number, co2: number, options: PowertrainOptions = {}): Powertrain => ({
    name,
    fuel,
    hp,
    priceEur,
    accel,
    litres,
    co2,
    gearbox: 'automatic',
    drive: 'fwd',
    ...options,
  })

const petrol = combustion('petrol')
const diesel = combustion('diesel')
const hybrid = combustion('hybrid')

const phev = (
  name: string,
  hp: number,
  priceEur: number,
  accel: number,
  litres: number,
  co2: number,
  batteryKwh: number,
  rangeKm: number,
  options: PowertrainOptions = {},
): Powertrain => ({
  name,
  fuel: 'plugInHybrid',
  hp,
  priceEur,
  accel,
  litres,
  co2,
  batteryKwh,
  rangeKm,
  acKw: 3.7,
  gearbox: 'automatic',
  drive: 'fwd',
  ...options,
})

const ev = (
  name: string,
  hp: number,
  priceEur: number,
  accel: number,
  kwh: number,
  batteryKwh: number,
  rangeKm: number,
  dcKw: number,
  options: PowertrainOptions = {},
): Powertrain => ({ name, fuel: 'electric', hp, priceEur, accel, kwh, batteryKwh, rangeKm, dcKw, acKw: 11, gearbox: 'automatic', drive: 'fwd', ...options })

type ModelSpec = Omit<CarModel, 'make' | 'name' | 'body' | 'powertrains' | 'seats' | 'doors' | 'ncapStars'> &
  Partial<Pick<CarModel, 'seats' | 'doors' | 'ncapStars'>>

const model = (make: Make, name: string | Localized, body: CarBody, spec: ModelSpec, powertrains: Powertrain[]): CarModel => ({
  make,
  name: typeof name === 'string' ? sameInAll(name) : name,
  body,
  seats: body === 'convertible' ? 4 : 5,
  doors: body === 'sedan' || body === 'pickup' || body === 'van' ? 4 : body === 'convertible' ? 2 : 5,
  ncapStars: spec.lcv ? null : 5,
  ...spec,
  powertrains,
})

const AWD = { drive: 'awd' } as const
const RWD = { drive: 'rwd' } as const
const MANUAL = { gearbox: 'manual' } as const
const kombi: Localized = { sv: 'Kombi', nb: 'Stasjonsvogn', en: 'Estate', fi: 'Farmari', sk: 'Kombi' }
const skodaCombi: Localized = { sv: 'Kombi', nb: 'Combi', en: 'Estate', fi: 'Combi', sk: 'Combi' }
const cabriolet = sameInAll('Cabriolet')
const panelVan: Localized = { sv: 'Skåp', nb: 'Varebil', en: 'Panel Van', fi: 'Umpipakettiauto', sk: 'Skriňová dodávka' }
const doubleCab: Localized = { sv: 'Dubbelhytt', nb: 'Dobbelt førerhus', en: 'Double Cab', fi: 'Kaksoisohjaamo', sk: 'Dvojkabína' }
const volvoTrims = ['Core', 'Plus Bright', 'Plus Dark', 'Ultra Bright']
const vwTrims = ['Life', 'Style', 'R-Line']
const toyotaTrims = ['Active', 'Style', 'Executive', 'GR Sport']
const kiaTrims = ['Action', 'Advance', 'GT-Line']
const bmwTrims = ['Sport', 'M Sport', 'M Sport Pro']
const mercedesTrims = ['Progressive', 'AMG Line', 'AMG Line Premium']
const audiTrims = ['Advanced', 'S line', 'Black Edition']
const fordTrims = ['Titanium', 'ST-Line', 'Active']
const skodaTrims = ['Ambition', 'Style', 'Sportline', 'L&K']
const peugeotTrims = ['Active', 'Allure', 'GT']
const renaultTrims = ['Evolution', 'Techno', 'Esprit Alpine']
const nissanTrims = ['Acenta', 'N-Connecta', 'Tekna']
const hyundaiTrims = ['Essential', 'Advanced', 'N Line', 'Premium']
const polestarTrims = ['Pilot pack', 'Plus pack', 'Performance pack']
const landRoverTrims = ['S', 'SE', 'Dynamic SE', 'Autobiography']
const miniTrims = ['Classic', 'Favoured', 'JCW Trim']
const cupraTrims = ['V1', 'V2', 'V3']

export const CAR_MODELS: readonly CarModel[] = [
  // Volvo
  model(
    'Volvo',
    'XC60',
    'suv',
    { popularity: 10, years: [2017], trims: volvoTrims, dimensionsMm: [4708, 1902, 1658], cargoLitres: 483, kerbKg: 1950, tankLitres: 71 },
    [
      diesel('B4 AWD', 197, 57_000, 8.3, 6.0, 158, { ...AWD, years: [2017, 2023] }),
      petrol('B5 AWD', 250, 60_000, 6.9, 8.0, 181, AWD),
      phev('T6 AWD Recharge', 350, 68_000, 5.7, 1.0, 22, 18.8, 81, AWD),
      phev('T8 AWD Recharge', 455, 76_000, 4.8, 1.1, 25, 18.8, 78, AWD),
    ],
  ),
  model(
    'Volvo',
    'XC40',
    'suv',
    { popularity: 9, years: [2018], trims: volvoTrims, dimensionsMm: [4440, 1863, 1652], cargoLitres: 452, kerbKg: 1700, tankLitres: 54 },
    [
      petrol('B3', 163, 42_000, 8.9, 7.2, 163),
      petrol('B4', 197, 44_000, 8.4, 7.4, 168),
      phev('T5 Recharge', 262, 52_000, 7.3, 1.9, 43, 10.7, 45, { years: [2020, 2024] }),
      ev('Single Motor Extended Range', 252, 52_000, 7.3, 16.8, 82, 570, 200, { ...RWD, years: [2021] }),
    ],
  ),
  model(
    'Volvo',
    'V60',
    'estate',
    { popularity: 7, years: [2018], trims: volvoTrims, dimensionsMm: [4761, 1850, 1427], cargoLitres: 529, kerbKg: 1750, tankLitres: 60 },
    [
      petrol('B4', 197, 48_000, 7.8, 7.1, 161),
      diesel('D4', 190, 47_000, 7.9, 5.0, 132, { years: [2018, 2020] }),
      phev('T6 AWD Recharge', 350, 60_000, 5.4, 0.9, 20, 18.8, 90, AWD),
    ],
  ),
  model(
    'Volvo',
    'V90',
    'estate',
    { popularity: 4, years: [2016], trims: volvoTrims, dimensionsMm: [4936, 1879, 1475], cargoLitres: 560, kerbKg: 1900, tankLitres: 60 },
    [diesel('B4', 197, 58_000, 8.2, 5.4, 142), phev('T8 AWD Recharge', 455, 75_000, 4.8, 1.1, 24, 18.8, 86, AWD)],
  ),
  model(
    'Volvo',
    'XC90',
    'suv',
    { popularity: 4, years: [2015], trims: volvoTrims, seats: 7, dimensionsMm: [4953, 1958, 1776], cargoLitres: 680, kerbKg: 2150, tankLitres: 71 },
    [diesel('B5 AWD', 235, 80_000, 7.6, 7.0, 184, AWD), phev('T8 AWD Recharge', 455, 95_000, 5.4, 1.3, 29, 18.8, 72, AWD)],
  ),
  model(
    'Volvo',
    'EX30',
    'suv',
    { popularity: 5, years: [2024], trims: ['Core', 'Plus', 'Ultra'], dimensionsMm: [4233, 1836, 1549], cargoLitres: 318, kerbKg: 1850, tankLitres: 0 },
    [
      ev('Single Motor', 272, 37_000, 5.3, 16.7, 51, 344, 134, RWD),
      ev('Single Motor Extended Range', 272, 40_000, 5.3, 17.1, 69, 476, 153, RWD),
      ev('Twin Motor Performance', 428, 47_000, 3.6, 17.5, 69, 450, 153, AWD),
    ],
  ),
  model(
    'Volvo',
    'EX90',
    'suv',
    { popularity: 1, years: [2025], trims: ['Plus', 'Ultra'], seats: 7, dimensionsMm: [5037, 1964, 1744], cargoLitres: 655, kerbKg: 2800, tankLitres: 0 },
    [ev('Twin Motor', 408, 95_000, 5.9, 20.9, 111, 600, 250, AWD)],
  ),
  model(
    'Volvo',
    'C40',
    'suv',
    {
      popularity: 1.5,
      years: [2022, 2024],
      trims: ['Core', 'Plus', 'Ultimate'],
      dimensionsMm: [4440, 1873, 1591],
      cargoLitres: 413,
      kerbKg: 2150,
      tankLitres: 0,
    },
    [ev('Recharge Twin', 408, 58_000, 4.7, 19.5, 78, 440, 150, AWD)],
  ),
  // Volkswagen
  model(
    'Volkswagen',
    'Golf',
    'hatchback',
    { popularity: 8, years: [2013], trims: vwTrims, dimensionsMm: [4284, 1789, 1456], cargoLitres: 381, kerbKg: 1350, tankLitres: 50 },
    [
      petrol('1.0 TSI 110', 110, 28_000, 10.2, 5.3, 121, MANUAL),
      petrol('1.5 eTSI 150 DSG', 150, 34_000, 8.5, 5.6, 128),
      diesel('2.0 TDI 150 DSG', 150, 36_000, 8.7, 4.6, 121),
      phev('GTE', 272, 45_000, 6.6, 0.4, 10, 19.7, 130, { years: [2020] }),
    ],
  ),
  model(
    'Volkswagen',
    'Passat',
    'estate',
    {
      popularity: 5,
      variant: { sv: 'Sportscombi', nb: 'Variant', en: 'Estate', fi: 'Variant', sk: 'Variant' },
      years: [2015],
      trims: ['Life', 'Business', 'Elegance', 'R-Line'],
      dimensionsMm: [4917, 1852, 1521],
      cargoLitres: 690,
      kerbKg: 1600,
      tankLitres: 66,
    },
    [
      diesel('2.0 TDI 150 DSG', 150, 45_000, 8.8, 5.0, 132),
      petrol('1.5 eTSI 150 DSG', 150, 44_000, 9.2, 6.1, 139),
      phev('eHybrid', 272, 52_000, 7.5, 0.4, 9, 19.7, 130, { years: [2019] }),
    ],
  ),
  model(
    'Volkswagen',
    'Tiguan',
    'suv',
    { popularity: 6, years: [2016], trims: ['Life', 'Elegance', 'R-Line'], dimensionsMm: [4539, 1859, 1656], cargoLitres: 652, kerbKg: 1650, tankLitres: 58 },
    [
      petrol('1.5 eTSI 150 DSG', 150, 42_000, 9.1, 6.4, 146),
      diesel('2.0 TDI 193 4MOTION DSG', 193, 50_000, 7.6, 6.1, 161, AWD),
      phev('eHybrid', 272, 52_000, 7.4, 0.4, 10, 19.7, 120, { years: [2021] }),
    ],
  ),
  model(
    'Volkswagen',
    'T-Roc',
    'suv',
    { popularity: 4, years: [2018], trims: vwTrims, dimensionsMm: [4234, 1819, 1573], cargoLitres: 445, kerbKg: 1350, tankLitres: 50 },
    [petrol('1.0 TSI 115', 115, 30_000, 10.1, 5.8, 132, MANUAL), petrol('1.5 TSI 150 DSG', 150, 34_000, 8.5, 6.3, 142)],
  ),
  model(
    'Volkswagen',
    'Polo',
    'hatchback',
    { popularity: 3, years: [2018], trims: ['Life', 'Style'], dimensionsMm: [4074, 1751, 1451], cargoLitres: 351, kerbKg: 1150, tankLitres: 40 },
    [petrol('1.0 TSI 95', 95, 23_000, 10.8, 5.4, 122, MANUAL)],
  ),
  model(
    'Volkswagen',
    'ID.3',
    'hatchback',
    { popularity: 3, years: [2020], trims: ['Life', 'Style', 'Max'], dimensionsMm: [4261, 1809, 1562], cargoLitres: 385, kerbKg: 1800, tankLitres: 0 },
    [ev('Pro 58 kWh', 204, 40_000, 7.3, 15.5, 59, 434, 120, RWD), ev('Pro S 77 kWh', 231, 45_000, 7.9, 15.7, 79, 559, 175, RWD)],
  ),
  model(
    'Volkswagen',
    'ID.4',
    'suv',
    { popularity: 7, years: [2021], trims: ['Life', 'Style', 'Max'], dimensionsMm: [4584, 1852, 1631], cargoLitres: 543, kerbKg: 2100, tankLitres: 0 },
    [
      ev('Pro 77 kWh', 286, 50_000, 6.7, 16.7, 77, 550, 135, RWD),
      ev('Pro 4MOTION', 286, 54_000, 6.7, 18.1, 77, 515, 175, AWD),
      ev('GTX', 340, 58_000, 5.4, 18.6, 77, 500, 175, AWD),
    ],
  ),
  model(
    'Volkswagen',
    'ID.7',
    'estate',
    {
      popularity: 2,
      variant: sameInAll('Tourer'),
      years: [2024],
      trims: ['Pro', 'Style', 'GTX Line'],
      dimensionsMm: [4961, 1862, 1551],
      cargoLitres: 605,
      kerbKg: 2150,
      tankLitres: 0,
    },
    [ev('Pro S 86 kWh', 286, 58_000, 6.7, 15.3, 86, 685, 200, RWD)],
  ),
  model(
    'Volkswagen',
    'Transporter',
    'van',
    {
      popularity: 5,
      lcv: true,
      variant: panelVan,
      years: [2015],
      trims: ['Startline', 'Trendline', 'Business'],
      seats: 3,
      dimensionsMm: [4904, 1904, 1990],
      cargoLitres: 5800,
      kerbKg: 2000,
      tankLitres: 70,
    },
    [diesel('2.0 TDI 150 DSG', 150, 48_000, 11.9, 7.5, 196), diesel('2.0 TDI 204 4MOTION DSG', 204, 58_000, 10.0, 8.4, 220, AWD)],
  ),
  model(
    'Volkswagen',
    'Caddy Cargo',
    'van',
    {
      popularity: 3,
      lcv: true,
      years: [2016],
      trims: ['Startline', 'Business'],
      seats: 2,
      dimensionsMm: [4500, 1855, 1797],
      cargoLitres: 3100,
      kerbKg: 1550,
      tankLitres: 50,
    },
    [diesel('2.0 TDI 122 DSG', 122, 32_000, 12.5, 5.5, 145), diesel('2.0 TDI 102', 102, 29_000, 13.9, 5.3, 139, MANUAL)],
  ),
  // Toyota
  model(
    'Toyota',
    'RAV4',
    'suv',
    { popularity: 8, years: [2019], trims: toyotaTrims, dimensionsMm: [4600, 1855, 1685], cargoLitres: 580, kerbKg: 1700, tankLitres: 55 },
    [
      hybrid('2.5 Hybrid AWD-i', 222, 44_000, 8.1, 5.6, 127, AWD),
      hybrid('2.5 Hybrid 2WD', 218, 40_000, 8.4, 5.5, 124),
      phev('2.5 Plug-in Hybrid AWD-i', 306, 56_000, 6.0, 1.0, 22, 18.1, 75, AWD),
    ],
  ),
  model(
    'Toyota',
    'Corolla',
    'hatchback',
    { popularity: 5, years: [2019], trims: toyotaTrims, dimensionsMm: [4370, 1790, 1435], cargoLitres: 361, kerbKg: 1400, tankLitres: 43 },
    [hybrid('1.8 Hybrid', 140, 32_000, 9.1, 4.5, 102), hybrid('2.0 Hybrid', 196, 36_000, 7.5, 4.7, 106)],
  ),
  model(
    'Toyota',
    'Corolla Touring Sports',
    'estate',
    { popularity: 5, years: [2019], trims: toyotaTrims, dimensionsMm: [4650, 1790, 1460], cargoLitres: 596, kerbKg: 1450, tankLitres: 43 },
    [hybrid('1.8 Hybrid', 140, 33_000, 9.3, 4.6, 104), hybrid('2.0 Hybrid', 196, 37_000, 7.7, 4.8, 108)],
  ),
  model(
    'Toyota',
    'Yaris',
    'hatchback',
    { popularity: 4, years: [2020], trims: ['Active', 'Style', 'Executive'], dimensionsMm: [3940, 1745, 1500], cargoLitres: 286, kerbKg: 1100, tankLitres: 36 },
    [hybrid('1.5 Hybrid', 116, 25_000, 9.7, 3.8, 87)],
  ),
  model(
    'Toyota',
    'Yaris Cross',
    'suv',
    { popularity: 4, years: [2021], trims: ['Active', 'Style', 'Executive'], dimensionsMm: [4180, 1765, 1560], cargoLitres: 397, kerbKg: 1250, tankLitres: 36 },
    [hybrid('1.5 Hybrid', 116, 28_000, 11.2, 4.4, 100), hybrid('1.5 Hybrid AWD-i', 116, 31_000, 11.8, 4.9, 112, AWD)],
  ),
  model(
    'Toyota',
    'C-HR',
    'suv',
    { popularity: 3, years: [2017], trims: toyotaTrims, dimensionsMm: [4362, 1832, 1558], cargoLitres: 388, kerbKg: 1450, tankLitres: 43 },
    [hybrid('1.8 Hybrid', 140, 33_000, 9.9, 4.8, 108), phev('2.0 Plug-in Hybrid', 223, 45_000, 7.4, 0.8, 19, 13.6, 66, { years: [2024] })],
  ),
  model(
    'Toyota',
    'bZ4X',
    'suv',
    { popularity: 2, years: [2022], trims: ['Active', 'Style', 'Executive'], dimensionsMm: [4690, 1860, 1650], cargoLitres: 452, kerbKg: 2000, tankLitres: 0 },
    [ev('FWD 71,4 kWh', 204, 48_000, 7.5, 16.7, 71.4, 510, 150), ev('AWD 71,4 kWh', 218, 52_000, 6.9, 17.8, 71.4, 450, 150, AWD)],
  ),
  model(
    'Toyota',
    'Hilux',
    'pickup',
    {
      popularity: 2,
      lcv: true,
      variant: doubleCab,
      years: [2016],
      trims: ['Active', 'Executive', 'Invincible'],
      dimensionsMm: [5325, 1855, 1815],
      cargoLitres: 0,
      kerbKg: 2100,
      tankLitres: 80,
    },
    [diesel('2.8 D-4D AWD', 204, 52_000, 10.7, 9.6, 250, AWD)],
  ),
  model(
    'Toyota',
    'Proace',
    'van',
    {
      popularity: 2,
      lcv: true,
      variant: panelVan,
      years: [2016],
      trims: ['Comfort', 'Professional'],
      seats: 3,
      dimensionsMm: [4959, 1920, 1930],
      cargoLitres: 5300,
      kerbKg: 1750,
      tankLitres: 69,
    },
    [diesel('2.0 D-4D 145', 145, 38_000, 12.3, 6.8, 180, MANUAL), ev('Electric 75 kWh', 136, 50_000, 12.1, 26.0, 75, 350, 100, { years: [2021] })],
  ),
  // Kia
  model(
    'Kia',
    'Niro',
    'suv',
    {
      popularity: 6,
      years: [2017],
      trims: ['Action', 'Advance', 'Advance Plus'],
      dimensionsMm: [4420, 1825, 1545],
      cargoLitres: 451,
      kerbKg: 1450,
      tankLitres: 42,
    },
    [
      hybrid('1.6 HEV', 141, 33_000, 10.8, 4.4, 100),
      phev('1.6 PHEV', 183, 38_000, 9.4, 0.8, 18, 11.1, 65),
      ev('EV 64,8 kWh', 204, 43_000, 7.8, 16.2, 64.8, 460, 80),
    ],
  ),
  model(
    'Kia',
    'Sportage',
    'suv',
    { popularity: 6, years: [2016], trims: kiaTrims, dimensionsMm: [4515, 1865, 1650], cargoLitres: 591, kerbKg: 1650, tankLitres: 54 },
    [
      hybrid('1.6 T-GDI HEV AWD', 230, 45_000, 8.0, 6.0, 134, AWD),
      phev('1.6 T-GDI PHEV AWD', 265, 50_000, 8.2, 1.1, 25, 13.8, 70, { ...AWD, years: [2022] }),
      diesel('1.6 CRDi 136', 136, 33_000, 11.4, 5.5, 144, { years: [2016, 2021] }),
    ],
  ),
  model(
    'Kia',
    'EV6',
    'suv',
    { popularity: 3, years: [2021], trims: ['Earth', 'GT-Line'], dimensionsMm: [4695, 1890, 1550], cargoLitres: 490, kerbKg: 2000, tankLitres: 0 },
    [ev('77,4 kWh RWD', 229, 50_000, 7.3, 16.5, 77.4, 528, 233, RWD), ev('77,4 kWh AWD', 325, 55_000, 5.3, 17.2, 77.4, 506, 233, AWD)],
  ),
  model(
    'Kia',
    'EV3',
    'suv',
    { popularity: 2, years: [2024], trims: kiaTrims, dimensionsMm: [4300, 1850, 1560], cargoLitres: 460, kerbKg: 1800, tankLitres: 0 },
    [ev('81,4 kWh', 204, 42_000, 7.7, 14.9, 81.4, 605, 128)],
  ),
  model(
    'Kia',
    'Ceed SW',
    'estate',
    { popularity: 4, years: [2018], trims: kiaTrims, dimensionsMm: [4600, 1800, 1465], cargoLitres: 625, kerbKg: 1400, tankLitres: 50 },
    [petrol('1.5 T-GDI 160 DCT', 160, 30_000, 9.4, 6.2, 140), phev('1.6 GDI PHEV', 141, 36_000, 10.8, 1.3, 29, 8.9, 60, { years: [2020, 2022] })],
  ),
  model(
    'Kia',
    'Picanto',
    'hatchback',
    {
      popularity: 2,
      years: [2017],
      trims: ['Action', 'Advance'],
      ncapStars: 3,
      dimensionsMm: [3595, 1595, 1485],
      cargoLitres: 255,
      kerbKg: 950,
      tankLitres: 35,
    },
    [petrol('1.0 DPI 67', 67, 16_000, 14.5, 5.0, 113, MANUAL)],
  ),
  model(
    'Kia',
    'EV9',
    'suv',
    { popularity: 0.7, years: [2024], trims: ['Earth', 'GT-Line'], seats: 7, dimensionsMm: [5010, 1980, 1755], cargoLitres: 333, kerbKg: 2600, tankLitres: 0 },
    [ev('99,8 kWh AWD', 384, 80_000, 5.3, 22.8, 99.8, 505, 210, AWD)],
  ),
  // BMW
  model(
    'BMW',
    seriesName(3),
    'sedan',
    { popularity: 4, years: [2019], trims: bmwTrims, dimensionsMm: [4713, 1827, 1440], cargoLitres: 480, kerbKg: 1550, tankLitres: 59 },
    [
      petrol('320i', 184, 48_000, 7.1, 6.4, 146, RWD),
      phev('330e', 292, 55_000, 5.9, 0.8, 18, 12, 60, RWD),
      diesel('320d xDrive', 190, 52_000, 7.4, 5.1, 134, AWD),
    ],
  ),
  model(
    'BMW',
    seriesName(3),
    'estate',
    {
      popularity: 4,
      variant: sameInAll('Touring'),
      years: [2019],
      trims: bmwTrims,
      dimensionsMm: [4713, 1827, 1445],
      cargoLitres: 500,
      kerbKg: 1650,
      tankLitres: 59,
    },
    [diesel('320d xDrive', 190, 54_000, 7.5, 5.3, 139, AWD), phev('330e xDrive', 292, 58_000, 6.0, 0.9, 20, 12, 58, AWD)],
  ),
  model(
    'BMW',
    'X1',
    'suv',
    { popularity: 4, years: [2015], trims: bmwTrims, dimensionsMm: [4500, 1845, 1642], cargoLitres: 540, kerbKg: 1600, tankLitres: 54 },
    [
      petrol('sDrive18i', 136, 42_000, 9.2, 6.4, 145),
      phev('xDrive25e', 245, 52_000, 6.8, 0.8, 19, 14.2, 89, AWD),
      diesel('sDrive18d', 150, 44_000, 8.9, 5.1, 134),
    ],
  ),
  model(
    'BMW',
    'iX1',
    'suv',
    { popularity: 3, years: [2023], trims: ['Sport', 'M Sport'], dimensionsMm: [4500, 1845, 1616], cargoLitres: 490, kerbKg: 2000, tankLitres: 0 },
    [ev('eDrive20', 204, 50_000, 8.6, 15.5, 64.7, 475, 130), ev('xDrive30', 313, 55_000, 5.6, 17.3, 64.7, 440, 130, AWD)],
  ),
  model(
    'BMW',
    'X3',
    'suv',
    { popularity: 3, years: [2017], trims: bmwTrims, dimensionsMm: [4755, 1920, 1660], cargoLitres: 570, kerbKg: 1850, tankLitres: 60 },
    [diesel('xDrive20d', 197, 62_000, 7.7, 6.0, 157, AWD), phev('xDrive30e', 299, 68_000, 6.2, 0.9, 21, 19.7, 89, AWD)],
  ),
  model(
    'BMW',
    'i4',
    'sedan',
    { popularity: 2, years: [2022], trims: ['Sport', 'M Sport'], doors: 5, dimensionsMm: [4783, 1852, 1448], cargoLitres: 470, kerbKg: 2100, tankLitres: 0 },
    [ev('eDrive40', 340, 62_000, 5.7, 16.6, 83.9, 590, 205, RWD), ev('M50', 544, 75_000, 3.9, 20.0, 83.9, 510, 205, AWD)],
  ),
  model(
    'BMW',
    seriesName(4),
    'convertible',
    {
      popularity: 0.8,
      variant: cabriolet,
      years: [2020],
      trims: ['Sport', 'M Sport'],
      dimensionsMm: [4768, 1845, 1384],
      cargoLitres: 385,
      kerbKg: 1750,
      tankLitres: 59,
    },
    [petrol('420i', 184, 56_000, 8.2, 6.8, 155, RWD), petrol('M440i xDrive', 374, 78_000, 4.9, 8.3, 190, AWD)],
  ),
  // Mercedes-Benz
  model(
    'Mercedes-Benz',
    'GLC',
    'suv',
    { popularity: 4, years: [2016], trims: mercedesTrims, dimensionsMm: [4716, 1890, 1640], cargoLitres: 620, kerbKg: 1950, tankLitres: 62 },
    [diesel('220 d 4MATIC', 197, 62_000, 8.0, 5.6, 147, AWD), phev('300 e 4MATIC', 313, 70_000, 6.7, 0.6, 14, 31.2, 120, { ...AWD, years: [2020] })],
  ),
  model(
    'Mercedes-Benz',
    className('C'),
    'estate',
    { popularity: 3, variant: kombi, years: [2014], trims: mercedesTrims, dimensionsMm: [4751, 1820, 1455], cargoLitres: 490, kerbKg: 1700, tankLitres: 66 },
    [
      diesel('C 220 d', 200, 55_000, 7.6, 5.0, 131, RWD),
      phev('C 300 e', 313, 62_000, 6.2, 0.6, 14, 25.4, 110, RWD),
      petrol('C 200', 204, 52_000, 7.5, 6.8, 155, RWD),
    ],
  ),
  model(
    'Mercedes-Benz',
    className('A'),
    'hatchback',
    { popularity: 3, years: [2018], trims: mercedesTrims, dimensionsMm: [4419, 1796, 1440], cargoLitres: 355, kerbKg: 1400, tankLitres: 43 },
    [petrol('A 180', 136, 35_000, 9.2, 6.0, 137), phev('A 250 e', 218, 42_000, 6.8, 0.9, 21, 15.6, 70)],
  ),
  model(
    'Mercedes-Benz',
    'EQA',
    'suv',
    { popularity: 2, years: [2021], trims: mercedesTrims, dimensionsMm: [4463, 1834, 1620], cargoLitres: 340, kerbKg: 2050, tankLitres: 0 },
    [ev('250+', 190, 52_000, 8.6, 16.0, 70.5, 528, 100)],
  ),
  model(
    'Mercedes-Benz',
    className('E'),
    'sedan',
    { popularity: 1.5, years: [2016], trims: mercedesTrims, dimensionsMm: [4949, 1880, 1468], cargoLitres: 540, kerbKg: 1850, tankLitres: 66 },
    [diesel('E 220 d', 197, 65_000, 7.6, 5.2, 136, RWD), phev('E 300 e 4MATIC', 313, 75_000, 6.5, 0.6, 14, 25.4, 110, AWD)],
  ),
  model(
    'Mercedes-Benz',
    'Vito',
    'van',
    {
      popularity: 3,
      lcv: true,
      variant: panelVan,
      years: [2015],
      trims: ['PRO', 'Select'],
      seats: 3,
      dimensionsMm: [5140, 1928, 1910],
      cargoLitres: 6000,
      kerbKg: 2000,
      tankLitres: 57,
    },
    [
      diesel('116 CDI', 163, 45_000, 11.0, 7.4, 194, RWD),
      diesel('119 CDI 4x4', 190, 52_000, 10.0, 8.0, 210, AWD),
      ev('eVito 112', 116, 55_000, 12.0, 26.0, 60, 262, 80),
    ],
  ),
  model(
    'Mercedes-Benz',
    'Sprinter',
    'van',
    {
      popularity: 2,
      lcv: true,
      variant: panelVan,
      years: [2018],
      trims: ['PRO', 'Select'],
      seats: 3,
      dimensionsMm: [5932, 2020, 2700],
      cargoLitres: 10_500,
      kerbKg: 2300,
      tankLitres: 71,
    },
    [diesel('317 CDI', 170, 60_000, 13.0, 9.6, 252, RWD)],
  ),
  // Audi
  model(
    'Audi',
    'Q4 e-tron',
    'suv',
    { popularity: 3, years: [2021], trims: audiTrims, dimensionsMm: [4588, 1865, 1632], cargoLitres: 520, kerbKg: 2100, tankLitres: 0 },
    [ev('40 e-tron', 204, 50_000, 8.5, 16.8, 82, 520, 175, RWD), ev('45 e-tron quattro', 286, 55_000, 6.6, 17.9, 82, 510, 175, AWD)],
  ),
  model(
    'Audi',
    'A4',
    'estate',
    {
      popularity: 3,
      variant: sameInAll('Avant'),
      years: [2015, 2025],
      trims: audiTrims,
      dimensionsMm: [4762, 1847, 1435],
      cargoLitres: 495,
      kerbKg: 1650,
      tankLitres: 58,
    },
    [diesel('40 TDI quattro S tronic', 204, 55_000, 7.0, 5.3, 140, AWD), petrol('35 TFSI S tronic', 150, 45_000, 8.9, 6.2, 142)],
  ),
  model(
    'Audi',
    'A3',
    'hatchback',
    {
      popularity: 3,
      variant: sameInAll('Sportback'),
      years: [2013],
      trims: audiTrims,
      dimensionsMm: [4343, 1816, 1449],
      cargoLitres: 380,
      kerbKg: 1350,
      tankLitres: 50,
    },
    [petrol('35 TFSI S tronic', 150, 38_000, 8.4, 5.7, 129), phev('40 TFSI e', 204, 45_000, 7.6, 0.3, 8, 19.7, 118, { years: [2020] })],
  ),
  model(
    'Audi',
    'Q5',
    'suv',
    { popularity: 3, years: [2017], trims: audiTrims, dimensionsMm: [4682, 1893, 1662], cargoLitres: 520, kerbKg: 1850, tankLitres: 70 },
    [diesel('40 TDI quattro', 204, 62_000, 7.6, 6.4, 168, AWD), phev('50 TFSI e quattro', 299, 68_000, 5.3, 1.6, 37, 17.9, 60, { ...AWD, years: [2020] })],
  ),
  model(
    'Audi',
    'Q3',
    'suv',
    { popularity: 2, years: [2019], trims: audiTrims, dimensionsMm: [4484, 1849, 1585], cargoLitres: 530, kerbKg: 1550, tankLitres: 60 },
    [petrol('35 TFSI S tronic', 150, 44_000, 9.2, 6.7, 152), phev('45 TFSI e', 245, 50_000, 7.1, 1.5, 34, 13, 51, { years: [2021] })],
  ),
  model(
    'Audi',
    'A6',
    'estate',
    {
      popularity: 1.5,
      variant: sameInAll('Avant'),
      years: [2018],
      trims: audiTrims,
      dimensionsMm: [4939, 1886, 1467],
      cargoLitres: 565,
      kerbKg: 1850,
      tankLitres: 63,
    },
    [diesel('40 TDI quattro S tronic', 204, 65_000, 7.6, 5.6, 147, AWD)],
  ),
  model(
    'Audi',
    'Q8 e-tron',
    'suv',
    { popularity: 0.8, years: [2023], trims: audiTrims, dimensionsMm: [4915, 1937, 1633], cargoLitres: 569, kerbKg: 2600, tankLitres: 0 },
    [ev('55 e-tron quattro', 408, 90_000, 5.6, 22.0, 114, 582, 170, AWD)],
  ),
  // Ford
  model(
    'Ford',
    'Kuga',
    'suv',
    { popularity: 4, years: [2013], trims: fordTrims, dimensionsMm: [4614, 1883, 1666], cargoLitres: 412, kerbKg: 1700, tankLitres: 54 },
    [
      phev('2.5 PHEV', 243, 42_000, 7.3, 1.0, 23, 14.4, 69, { years: [2020] }),
      hybrid('2.5 FHEV AWD', 183, 42_000, 9.1, 5.9, 134, { ...AWD, years: [2021] }),
      petrol('1.5 EcoBoost 150', 150, 33_000, 9.7, 6.9, 157, { ...MANUAL, years: [2013, 2023] }),
    ],
  ),
  model(
    'Ford',
    'Focus',
    'hatchback',
    { popularity: 3, years: [2011, 2025], trims: fordTrims, dimensionsMm: [4378, 1825, 1454], cargoLitres: 392, kerbKg: 1350, tankLitres: 52 },
    [
      petrol('1.0 EcoBoost mHEV 125', 125, 28_000, 10.3, 5.4, 123, MANUAL),
      diesel('1.5 EcoBlue 120', 120, 30_000, 10.2, 4.5, 118, { ...MANUAL, years: [2011, 2023] }),
    ],
  ),
  model(
    'Ford',
    'Focus',
    'estate',
    { popularity: 2, variant: kombi, years: [2011, 2025], trims: fordTrims, dimensionsMm: [4668, 1825, 1481], cargoLitres: 608, kerbKg: 1400, tankLitres: 52 },
    [petrol('1.0 EcoBoost mHEV 155', 155, 31_000, 9.0, 5.6, 127), diesel('1.5 EcoBlue 120', 120, 31_000, 10.5, 4.6, 121, { ...MANUAL, years: [2011, 2023] })],
  ),
  model(
    'Ford',
    'Puma',
    'suv',
    {
      popularity: 3,
      years: [2020],
      trims: ['Titanium', 'ST-Line', 'ST-Line X'],
      dimensionsMm: [4207, 1805, 1537],
      cargoLitres: 456,
      kerbKg: 1300,
      tankLitres: 42,
    },
    [petrol('1.0 EcoBoost mHEV 155', 155, 32_000, 8.9, 5.6, 127)],
  ),
  model(
    'Ford',
    'Fiesta',
    'hatchback',
    { popularity: 2, years: [2013, 2023], trims: ['Titanium', 'ST-Line'], dimensionsMm: [4068, 1735, 1476], cargoLitres: 292, kerbKg: 1100, tankLitres: 42 },
    [petrol('1.0 EcoBoost 100', 100, 20_000, 10.5, 5.3, 120, MANUAL)],
  ),
  model(
    'Ford',
    'Mustang Mach-E',
    'suv',
    { popularity: 1.5, years: [2021], trims: ['Premium'], dimensionsMm: [4713, 1881, 1625], cargoLitres: 402, kerbKg: 2150, tankLitres: 0 },
    [ev('Standard Range RWD', 269, 50_000, 6.1, 17.2, 72, 440, 115, RWD), ev('Extended Range AWD', 351, 62_000, 5.1, 18.7, 91, 550, 150, AWD)],
  ),
  model(
    'Ford',
    'Explorer',
    'suv',
    { popularity: 1, years: [2024], trims: ['Standard', 'Premium'], dimensionsMm: [4468, 1871, 1630], cargoLitres: 450, kerbKg: 2100, tankLitres: 0 },
    [ev('Extended Range RWD', 286, 50_000, 6.4, 14.5, 77, 602, 135, RWD)],
  ),
  model(
    'Ford',
    'Transit Custom',
    'van',
    {
      popularity: 4,
      lcv: true,
      variant: panelVan,
      years: [2013],
      trims: ['Trend', 'Limited', 'Sport'],
      seats: 3,
      dimensionsMm: [5050, 2032, 1980],
      cargoLitres: 5800,
      kerbKg: 2000,
      tankLitres: 70,
    },
    [
      diesel('2.0 EcoBlue 136', 136, 40_000, 13.0, 7.0, 183, MANUAL),
      diesel('2.0 EcoBlue 170 aut', 170, 45_000, 11.5, 7.2, 188),
      ev('E-Transit Custom 64 kWh', 217, 58_000, 9.5, 24.0, 64, 337, 125, { ...RWD, years: [2024] }),
    ],
  ),
  model(
    'Ford',
    'Transit',
    'van',
    {
      popularity: 2,
      lcv: true,
      variant: panelVan,
      years: [2014],
      trims: ['Trend', 'Limited'],
      seats: 3,
      dimensionsMm: [5981, 2059, 2540],
      cargoLitres: 11_000,
      kerbKg: 2300,
      tankLitres: 80,
    },
    [diesel('2.0 EcoBlue 165 L3H2', 165, 50_000, 14.0, 8.8, 231, { ...MANUAL, ...RWD })],
  ),
  model(
    'Ford',
    'Ranger',
    'pickup',
    {
      popularity: 2,
      lcv: true,
      variant: doubleCab,
      years: [2012],
      trims: ['XLT', 'Wildtrak', 'Limited'],
      dimensionsMm: [5370, 1918, 1884],
      cargoLitres: 0,
      kerbKg: 2300,
      tankLitres: 80,
    },
    [diesel('2.0 EcoBlue 205 4x4', 205, 55_000, 10.0, 8.4, 221, AWD), diesel('3.0 V6 EcoBlue 240 4x4', 240, 65_000, 8.3, 9.0, 235, { ...AWD, years: [2023] })],
  ),
  // Škoda
  model(
    'Škoda',
    'Octavia',
    'estate',
    { popularity: 7, variant: skodaCombi, years: [2013], trims: skodaTrims, dimensionsMm: [4698, 1829, 1468], cargoLitres: 640, kerbKg: 1450, tankLitres: 45 },
    [
      petrol('1.5 TSI e-TEC 150 DSG', 150, 35_000, 8.6, 5.6, 127),
      diesel('2.0 TDI 150 DSG', 150, 38_000, 8.9, 4.6, 121),
      diesel('2.0 TDI 200 4x4 DSG', 200, 45_000, 7.0, 5.5, 144, AWD),
      phev('1.4 TSI iV', 204, 42_000, 7.8, 1.2, 27, 13, 60, { years: [2020, 2023] }),
    ],
  ),
  model(
    'Škoda',
    'Superb',
    'estate',
    {
      popularity: 3,
      variant: skodaCombi,
      years: [2015],
      trims: ['Style', 'Sportline', 'L&K'],
      dimensionsMm: [4902, 1849, 1482],
      cargoLitres: 690,
      kerbKg: 1650,
      tankLitres: 66,
    },
    [diesel('2.0 TDI 193 4x4 DSG', 193, 50_000, 7.5, 5.6, 147, AWD), phev('1.5 TSI iV', 204, 52_000, 8.1, 0.4, 9, 25.7, 120, { years: [2020] })],
  ),
  model(
    'Škoda',
    'Kodiaq',
    'suv',
    {
      popularity: 4,
      years: [2017],
      trims: ['Style', 'Sportline', 'L&K'],
      seats: 7,
      dimensionsMm: [4758, 1864, 1659],
      cargoLitres: 835,
      kerbKg: 1750,
      tankLitres: 58,
    },
    [diesel('2.0 TDI 193 4x4 DSG', 193, 52_000, 7.8, 6.0, 158, AWD), phev('1.5 TSI iV', 204, 50_000, 8.4, 0.4, 9, 25.7, 110, { years: [2024] })],
  ),
  model(
    'Škoda',
    'Karoq',
    'suv',
    {
      popularity: 3,
      years: [2018],
      trims: ['Ambition', 'Style', 'Sportline'],
      dimensionsMm: [4390, 1841, 1603],
      cargoLitres: 521,
      kerbKg: 1450,
      tankLitres: 50,
    },
    [petrol('1.5 TSI 150 DSG', 150, 35_000, 8.8, 6.1, 139), diesel('2.0 TDI 150 4x4 DSG', 150, 40_000, 8.7, 5.6, 148, AWD)],
  ),
  model(
    'Škoda',
    'Kamiq',
    'suv',
    {
      popularity: 2,
      years: [2019],
      trims: ['Ambition', 'Style', 'Monte Carlo'],
      dimensionsMm: [4241, 1793, 1553],
      cargoLitres: 400,
      kerbKg: 1250,
      tankLitres: 50,
    },
    [petrol('1.0 TSI 116 DSG', 116, 27_000, 10.0, 5.6, 127)],
  ),
  model(
    'Škoda',
    'Fabia',
    'hatchback',
    { popularity: 3, years: [2015], trims: ['Active', 'Ambition', 'Style'], dimensionsMm: [4108, 1780, 1459], cargoLitres: 380, kerbKg: 1150, tankLitres: 40 },
    [petrol('1.0 TSI 95', 95, 20_000, 10.6, 5.2, 117, MANUAL), petrol('1.0 TSI 116 DSG', 116, 23_000, 9.7, 5.5, 125)],
  ),
  model(
    'Škoda',
    'Enyaq',
    'suv',
    { popularity: 5, years: [2021], trims: ['Selection', 'Sportline', 'L&K'], dimensionsMm: [4658, 1879, 1622], cargoLitres: 585, kerbKg: 2100, tankLitres: 0 },
    [
      ev('60', 204, 45_000, 8.0, 15.6, 59, 420, 165, RWD),
      ev('85', 286, 50_000, 6.7, 16.1, 77, 580, 135, RWD),
      ev('85x', 286, 54_000, 6.6, 17.5, 77, 545, 175, AWD),
    ],
  ),
  model(
    'Škoda',
    'Elroq',
    'suv',
    { popularity: 1.5, years: [2025], trims: ['Selection', 'Sportline'], dimensionsMm: [4488, 1884, 1625], cargoLitres: 470, kerbKg: 2050, tankLitres: 0 },
    [ev('85', 286, 45_000, 6.6, 15.5, 77, 580, 175, RWD)],
  ),
  // Peugeot
  model(
    'Peugeot',
    '208',
    'hatchback',
    { popularity: 3, years: [2019], trims: peugeotTrims, ncapStars: 4, dimensionsMm: [4055, 1745, 1430], cargoLitres: 311, kerbKg: 1150, tankLitres: 44 },
    [petrol('1.2 PureTech 100', 100, 22_000, 10.2, 5.4, 121, MANUAL), ev('e-208', 156, 34_000, 8.3, 15.4, 51, 400, 100)],
  ),
  model(
    'Peugeot',
    '2008',
    'suv',
    { popularity: 3, years: [2020], trims: peugeotTrims, ncapStars: 4, dimensionsMm: [4300, 1770, 1550], cargoLitres: 434, kerbKg: 1250, tankLitres: 44 },
    [petrol('1.2 PureTech 130 EAT8', 130, 28_000, 9.1, 5.8, 131), ev('e-2008', 156, 36_000, 9.1, 15.7, 54, 406, 100)],
  ),
  model(
    'Peugeot',
    '3008',
    'suv',
    { popularity: 2, years: [2017], trims: ['Allure', 'GT'], ncapStars: 4, dimensionsMm: [4542, 1895, 1641], cargoLitres: 520, kerbKg: 1600, tankLitres: 55 },
    [
      hybrid('Hybrid 136 e-DCS6', 136, 38_000, 10.2, 5.3, 119, { years: [2024] }),
      phev('Plug-in Hybrid 225 e-EAT8', 225, 45_000, 8.9, 1.2, 28, 13.2, 56),
      ev('E-3008 73 kWh', 210, 48_000, 8.8, 16.0, 73, 525, 160, { years: [2024] }),
    ],
  ),
  model(
    'Peugeot',
    '308',
    'estate',
    {
      popularity: 2,
      variant: sameInAll('SW'),
      years: [2014],
      trims: peugeotTrims,
      ncapStars: 4,
      dimensionsMm: [4636, 1852, 1442],
      cargoLitres: 608,
      kerbKg: 1400,
      tankLitres: 52,
    },
    [petrol('1.2 PureTech 130 EAT8', 130, 32_000, 9.7, 5.8, 131), phev('Plug-in Hybrid 180', 180, 40_000, 7.7, 1.2, 27, 12.4, 60, { years: [2021] })],
  ),
  model(
    'Peugeot',
    'Expert',
    'van',
    {
      popularity: 1.5,
      lcv: true,
      variant: panelVan,
      years: [2016],
      trims: ['Premium', 'Asphalt'],
      seats: 3,
      dimensionsMm: [4983, 1920, 1905],
      cargoLitres: 5300,
      kerbKg: 1700,
      tankLitres: 69,
    },
    [diesel('2.0 BlueHDi 145', 145, 36_000, 12.0, 6.9, 181, MANUAL)],
  ),
  model(
    'Peugeot',
    'Partner',
    'van',
    {
      popularity: 1.5,
      lcv: true,
      variant: panelVan,
      years: [2018],
      trims: ['Premium', 'Asphalt'],
      seats: 2,
      dimensionsMm: [4403, 1848, 1796],
      cargoLitres: 3300,
      kerbKg: 1400,
      tankLitres: 50,
    },
    [diesel('1.5 BlueHDi 100', 100, 28_000, 13.0, 5.7, 150, MANUAL)],
  ),
  // Renault
  model(
    'Renault',
    'Clio',
    'hatchback',
    { popularity: 3, years: [2013], trims: renaultTrims, dimensionsMm: [4053, 1798, 1440], cargoLitres: 391, kerbKg: 1150, tankLitres: 42 },
    [petrol('TCe 90', 90, 20_000, 12.2, 5.4, 122, MANUAL), hybrid('E-Tech full hybrid 145', 145, 26_000, 9.3, 4.3, 96, { years: [2020] })],
  ),
  model(
    'Renault',
    'Captur',
    'suv',
    { popularity: 3, years: [2013], trims: renaultTrims, dimensionsMm: [4239, 1797, 1576], cargoLitres: 422, kerbKg: 1300, tankLitres: 48 },
    [
      petrol('TCe 140 EDC', 140, 28_000, 9.7, 6.2, 140),
      hybrid('E-Tech full hybrid 145', 145, 30_000, 10.6, 4.7, 105, { years: [2021] }),
      phev('E-Tech plug-in hybrid 160', 160, 35_000, 10.1, 1.4, 32, 10.4, 50, { years: [2020, 2023] }),
    ],
  ),
  model(
    'Renault',
    'Megane E-Tech',
    'suv',
    { popularity: 2, years: [2022], trims: ['Equilibre', 'Techno', 'Iconic'], dimensionsMm: [4200, 1768, 1505], cargoLitres: 440, kerbKg: 1650, tankLitres: 0 },
    [ev('EV60 Optimum Charge', 220, 42_000, 7.4, 16.1, 60, 450, 130, { acKw: 22 })],
  ),
  model(
    'Renault',
    'Austral',
    'suv',
    {
      popularity: 1.5,
      years: [2023],
      trims: ['Techno', 'Iconic', 'Esprit Alpine'],
      dimensionsMm: [4510, 1825, 1618],
      cargoLitres: 430,
      kerbKg: 1600,
      tankLitres: 55,
    },
    [hybrid('E-Tech full hybrid 200', 200, 40_000, 8.4, 4.6, 105)],
  ),
  model(
    'Renault',
    'Scenic E-Tech',
    'suv',
    {
      popularity: 1,
      years: [2024],
      trims: ['Techno', 'Esprit Alpine', 'Iconic'],
      dimensionsMm: [4470, 1864, 1571],
      cargoLitres: 545,
      kerbKg: 1900,
      tankLitres: 0,
    },
    [ev('Long Range 87 kWh', 220, 50_000, 7.9, 17.0, 87, 625, 150)],
  ),
  model(
    'Renault',
    'Trafic',
    'van',
    {
      popularity: 2,
      lcv: true,
      variant: panelVan,
      years: [2014],
      trims: ['Advance', 'Extra'],
      seats: 3,
      dimensionsMm: [4999, 1956, 1967],
      cargoLitres: 5800,
      kerbKg: 1800,
      tankLitres: 80,
    },
    [diesel('2.0 Blue dCi 150', 150, 38_000, 12.5, 7.1, 186, MANUAL)],
  ),
  model(
    'Renault',
    'Kangoo',
    'van',
    {
      popularity: 2,
      lcv: true,
      variant: panelVan,
      years: [2013],
      trims: ['Advance', 'Extra'],
      seats: 2,
      dimensionsMm: [4486, 1860, 1838],
      cargoLitres: 3300,
      kerbKg: 1450,
      tankLitres: 54,
    },
    [diesel('1.5 Blue dCi 95', 95, 28_000, 14.0, 5.4, 142, MANUAL), ev('E-Tech Electric 45 kWh', 122, 40_000, 11.9, 18.2, 45, 300, 80, { years: [2022] })],
  ),
  // Nissan
  model(
    'Nissan',
    'Qashqai',
    'suv',
    { popularity: 4, years: [2014], trims: nissanTrims, dimensionsMm: [4425, 1835, 1625], cargoLitres: 504, kerbKg: 1450, tankLitres: 55 },
    [
      petrol('1.3 DIG-T mHEV 158 Xtronic', 158, 34_000, 9.2, 6.2, 140),
      hybrid('e-POWER 190', 190, 39_000, 7.9, 5.3, 119, { years: [2022] }),
      diesel('1.5 dCi 115', 115, 28_000, 11.9, 4.6, 121, { ...MANUAL, years: [2014, 2021] }),
    ],
  ),
  model(
    'Nissan',
    'Leaf',
    'hatchback',
    { popularity: 2, years: [2011], trims: nissanTrims, dimensionsMm: [4490, 1790, 1540], cargoLitres: 435, kerbKg: 1550, tankLitres: 0 },
    [ev('40 kWh', 150, 30_000, 7.9, 17.1, 40, 270, 50, { acKw: 6.6 }), ev('e+ 62 kWh', 217, 36_000, 7.3, 18.5, 62, 385, 100, { acKw: 6.6, years: [2019] })],
  ),
  model(
    'Nissan',
    'Juke',
    'suv',
    { popularity: 2, years: [2019], trims: nissanTrims, dimensionsMm: [4210, 1800, 1595], cargoLitres: 422, kerbKg: 1250, tankLitres: 46 },
    [petrol('1.0 DIG-T 114', 114, 25_000, 10.4, 5.9, 134, MANUAL)],
  ),
  model(
    'Nissan',
    'X-Trail',
    'suv',
    { popularity: 1.5, years: [2014], trims: nissanTrims, seats: 7, dimensionsMm: [4680, 1840, 1725], cargoLitres: 585, kerbKg: 1800, tankLitres: 55 },
    [
      hybrid('e-POWER e-4ORCE 213', 213, 46_000, 7.0, 6.4, 146, { ...AWD, years: [2023] }),
      diesel('1.6 dCi 130 4x4', 130, 36_000, 11.0, 5.3, 139, { ...AWD, ...MANUAL, years: [2014, 2021] }),
    ],
  ),
  model(
    'Nissan',
    'Ariya',
    'suv',
    { popularity: 1, years: [2022], trims: ['Advance', 'Evolve'], dimensionsMm: [4595, 1850, 1660], cargoLitres: 466, kerbKg: 2000, tankLitres: 0 },
    [ev('63 kWh', 218, 48_000, 7.5, 17.6, 63, 400, 130, { acKw: 22 }), ev('87 kWh e-4ORCE', 306, 58_000, 5.7, 19.8, 87, 500, 130, { ...AWD, acKw: 22 })],
  ),
  model(
    'Nissan',
    'Navara',
    'pickup',
    {
      popularity: 0.8,
      lcv: true,
      variant: doubleCab,
      years: [2015, 2022],
      trims: nissanTrims,
      dimensionsMm: [5255, 1850, 1840],
      cargoLitres: 0,
      kerbKg: 2100,
      tankLitres: 80,
    },
    [diesel('2.3 dCi 190 4x4', 190, 42_000, 10.8, 9.0, 236, AWD)],
  ),
  // Hyundai
  model(
    'Hyundai',
    'Tucson',
    'suv',
    { popularity: 5, years: [2015], trims: hyundaiTrims, dimensionsMm: [4500, 1865, 1650], cargoLitres: 616, kerbKg: 1650, tankLitres: 52 },
    [
      hybrid('1.6 T-GDi HEV 4WD', 230, 44_000, 8.0, 6.0, 135, { ...AWD, years: [2021] }),
      phev('1.6 T-GDi PHEV 4WD', 265, 49_000, 8.2, 1.4, 31, 13.8, 62, { ...AWD, years: [2021] }),
      diesel('1.6 CRDi 136', 136, 30_000, 11.6, 5.5, 145, { years: [2015, 2020] }),
    ],
  ),
  model(
    'Hyundai',
    'Kona',
    'suv',
    {
      popularity: 3,
      years: [2017],
      trims: ['Essential', 'Advanced', 'Premium'],
      dimensionsMm: [4355, 1825, 1575],
      cargoLitres: 466,
      kerbKg: 1500,
      tankLitres: 38,
    },
    [ev('Electric 65 kWh', 218, 42_000, 7.8, 14.7, 65.4, 514, 102), hybrid('1.6 Hybrid DCT', 141, 31_000, 11.2, 4.8, 107)],
  ),
  model(
    'Hyundai',
    'IONIQ 5',
    'suv',
    { popularity: 3, years: [2021], trims: ['Advanced', 'Premium'], dimensionsMm: [4655, 1890, 1605], cargoLitres: 527, kerbKg: 2000, tankLitres: 0 },
    [ev('84 kWh RWD', 229, 52_000, 7.5, 17.4, 84, 570, 240, RWD), ev('84 kWh AWD', 325, 56_000, 5.3, 18.7, 84, 525, 240, AWD)],
  ),
  model(
    'Hyundai',
    'IONIQ 6',
    'sedan',
    { popularity: 1, years: [2022], trims: ['Advanced', 'Premium'], dimensionsMm: [4855, 1880, 1495], cargoLitres: 401, kerbKg: 1950, tankLitres: 0 },
    [ev('77 kWh RWD', 229, 52_000, 7.4, 14.3, 77.4, 614, 233, RWD)],
  ),
  model(
    'Hyundai',
    'i30',
    'estate',
    {
      popularity: 2,
      variant: { sv: 'Kombi', nb: 'Stasjonsvogn', en: 'Tourer', fi: 'Farmari', sk: 'Kombi' },
      years: [2017],
      trims: ['Essential', 'Advanced', 'N Line'],
      dimensionsMm: [4585, 1795, 1465],
      cargoLitres: 602,
      kerbKg: 1350,
      tankLitres: 50,
    },
    [petrol('1.5 T-GDi mHEV 140 DCT', 140, 28_000, 9.8, 5.6, 127)],
  ),
  model(
    'Hyundai',
    'i20',
    'hatchback',
    {
      popularity: 2,
      years: [2015],
      trims: ['Essential', 'Advanced'],
      ncapStars: 4,
      dimensionsMm: [4065, 1775, 1450],
      cargoLitres: 352,
      kerbKg: 1100,
      tankLitres: 40,
    },
    [petrol('1.0 T-GDi 100', 100, 22_000, 10.3, 5.3, 120, MANUAL)],
  ),
  model(
    'Hyundai',
    'Santa Fe',
    'suv',
    {
      popularity: 1,
      years: [2018],
      trims: ['Advanced', 'Premium'],
      seats: 7,
      dimensionsMm: [4830, 1900, 1770],
      cargoLitres: 628,
      kerbKg: 2050,
      tankLitres: 67,
    },
    [phev('1.6 T-GDi PHEV 4WD', 253, 58_000, 9.0, 1.5, 34, 13.8, 55, AWD)],
  ),
  // Tesla (sold direct, so only used in dealer stock)
  model(
    'Tesla',
    'Model Y',
    'suv',
    { popularity: 8, years: [2021], trims: [], dimensionsMm: [4751, 1921, 1624], cargoLitres: 854, kerbKg: 2000, tankLitres: 0 },
    [
      ev('RWD', 299, 45_000, 6.9, 15.7, 60, 455, 170, RWD),
      ev('Long Range AWD', 514, 52_000, 5.0, 16.9, 75, 533, 250, AWD),
      ev('Performance', 534, 60_000, 3.7, 18.0, 75, 514, 250, AWD),
    ],
  ),
  model(
    'Tesla',
    'Model 3',
    'sedan',
    { popularity: 5, years: [2019], trims: [], dimensionsMm: [4720, 1850, 1441], cargoLitres: 594, kerbKg: 1800, tankLitres: 0 },
    [
      ev('RWD', 283, 42_000, 6.1, 13.2, 57.5, 513, 170, RWD),
      ev('Long Range AWD', 498, 50_000, 4.4, 14.9, 75, 629, 250, AWD),
      ev('Performance', 513, 58_000, 3.3, 16.3, 79, 528, 250, AWD),
    ],
  ),
  model(
    'Tesla',
    'Model S',
    'sedan',
    { popularity: 0.7, years: [2013, 2025], trims: [], doors: 5, dimensionsMm: [4970, 1964, 1445], cargoLitres: 793, kerbKg: 2150, tankLitres: 0 },
    [ev('Long Range', 670, 95_000, 3.2, 18.9, 100, 634, 250, AWD)],
  ),
  model(
    'Tesla',
    'Model X',
    'suv',
    { popularity: 0.5, years: [2016, 2025], trims: [], seats: 7, dimensionsMm: [5057, 1999, 1680], cargoLitres: 2180, kerbKg: 2450, tankLitres: 0 },
    [ev('Long Range', 670, 100_000, 3.9, 21.8, 100, 576, 250, AWD)],
  ),
  // Polestar
  model(
    'Polestar',
    '2',
    'sedan',
    { popularity: 4, years: [2020], trims: polestarTrims, doors: 5, dimensionsMm: [4606, 1859, 1479], cargoLitres: 405, kerbKg: 2000, tankLitres: 0 },
    [
      ev('Standard range Single motor', 272, 46_000, 6.4, 14.9, 69, 518, 135, RWD),
      ev('Long range Single motor', 299, 50_000, 6.2, 15.2, 82, 654, 205, RWD),
      ev('Long range Dual motor', 421, 57_000, 4.5, 16.6, 82, 596, 205, AWD),
    ],
  ),
  model(
    'Polestar',
    '3',
    'suv',
    { popularity: 1, years: [2024], trims: polestarTrims, dimensionsMm: [4900, 1968, 1614], cargoLitres: 484, kerbKg: 2600, tankLitres: 0 },
    [ev('Long range Dual motor', 489, 90_000, 5.0, 20.4, 111, 610, 250, AWD)],
  ),
  model(
    'Polestar',
    '4',
    'suv',
    { popularity: 1, years: [2024], trims: polestarTrims, dimensionsMm: [4840, 2008, 1544], cargoLitres: 526, kerbKg: 2250, tankLitres: 0 },
    [ev('Long range Single motor', 272, 62_000, 7.1, 17.9, 100, 620, 200, RWD), ev('Long range Dual motor', 544, 70_000, 3.8, 18.7, 100, 590, 200, AWD)],
  ),
  // Land Rover
  model(
    'Land Rover',
    'Range Rover Evoque',
    'suv',
    { popularity: 3, years: [2011], trims: landRoverTrims, dimensionsMm: [4371, 1904, 1649], cargoLitres: 472, kerbKg: 1850, tankLitres: 65 },
    [diesel('D165 AWD', 163, 50_000, 9.9, 6.2, 163, AWD), phev('P300e AWD', 309, 60_000, 6.4, 1.4, 32, 15, 62, { ...AWD, years: [2020] })],
  ),
  model(
    'Land Rover',
    'Range Rover Velar',
    'suv',
    {
      popularity: 1.5,
      years: [2017],
      trims: ['S', 'Dynamic SE', 'Dynamic HSE'],
      dimensionsMm: [4797, 1930, 1685],
      cargoLitres: 558,
      kerbKg: 2000,
      tankLitres: 63,
    },
    [diesel('D200 AWD', 204, 68_000, 8.9, 7.0, 183, AWD), phev('P400e AWD', 404, 80_000, 5.4, 1.7, 38, 19.2, 64, { ...AWD, years: [2020] })],
  ),
  model(
    'Land Rover',
    'Defender',
    'suv',
    {
      popularity: 2,
      variant: sameInAll('110'),
      years: [2020],
      trims: ['S', 'SE', 'X-Dynamic SE', 'X'],
      dimensionsMm: [5018, 2008, 1967],
      cargoLitres: 786,
      kerbKg: 2350,
      tankLitres: 89,
    },
    [diesel('D250 AWD', 249, 85_000, 8.0, 9.0, 236, AWD), phev('P400e AWD', 404, 90_000, 5.6, 3.1, 74, 19.2, 51, AWD)],
  ),
  model(
    'Land Rover',
    'Discovery Sport',
    'suv',
    {
      popularity: 1.5,
      years: [2015],
      trims: ['S', 'SE', 'Dynamic SE'],
      seats: 7,
      dimensionsMm: [4597, 1904, 1727],
      cargoLitres: 754,
      kerbKg: 1900,
      tankLitres: 65,
    },
    [diesel('D165 AWD', 163, 52_000, 10.4, 6.5, 170, AWD), phev('P300e', 309, 60_000, 6.2, 1.6, 36, 15, 62, { ...AWD, years: [2020] })],
  ),
  model(
    'Land Rover',
    'Range Rover Sport',
    'suv',
    {
      popularity: 1,
      years: [2013],
      trims: ['SE', 'Dynamic SE', 'Autobiography'],
      dimensionsMm: [4946, 2073, 1820],
      cargoLitres: 835,
      kerbKg: 2450,
      tankLitres: 90,
    },
    [diesel('D300', 300, 110_000, 5.9, 7.6, 199, AWD), phev('P550e', 550, 130_000, 4.3, 0.7, 16, 38.2, 113, { ...AWD, years: [2023] })],
  ),
  // Mini
  model(
    'Mini',
    'Cooper',
    'hatchback',
    {
      popularity: 4,
      years: [2014],
      trims: miniTrims,
      ncapStars: 4,
      doors: 3,
      seats: 4,
      dimensionsMm: [3876, 1744, 1432],
      cargoLitres: 210,
      kerbKg: 1250,
      tankLitres: 44,
    },
    [
      petrol('C', 156, 30_000, 7.7, 6.0, 136),
      petrol('S', 204, 36_000, 6.6, 6.3, 143),
      ev('E', 184, 33_000, 7.3, 14.1, 40.7, 305, 75, { years: [2024] }),
      ev('SE', 218, 38_000, 6.7, 14.8, 54.2, 402, 95, { years: [2020] }),
    ],
  ),
  model(
    'Mini',
    'Countryman',
    'suv',
    { popularity: 2, years: [2017], trims: miniTrims, dimensionsMm: [4433, 1843, 1656], cargoLitres: 460, kerbKg: 1550, tankLitres: 54 },
    [petrol('C', 170, 38_000, 8.3, 6.5, 148), ev('SE ALL4', 313, 50_000, 5.6, 17.2, 66.5, 433, 130, AWD)],
  ),
  model(
    'Mini',
    'Cooper',
    'convertible',
    {
      popularity: 1,
      variant: { sv: 'Cabriolet', nb: 'Cabriolet', en: 'Convertible', fi: 'Avoauto', sk: 'Kabriolet' },
      years: [2016],
      trims: miniTrims,
      dimensionsMm: [3879, 1744, 1415],
      cargoLitres: 215,
      kerbKg: 1350,
      tankLitres: 44,
    },
    [petrol('S', 204, 40_000, 7.1, 6.6, 150)],
  ),
  model(
    'Mini',
    'Aceman',
    'suv',
    { popularity: 0.7, years: [2024], trims: miniTrims, dimensionsMm: [4079, 1754, 1514], cargoLitres: 300, kerbKg: 1750, tankLitres: 0 },
    [ev('SE', 218, 40_000, 7.1, 14.5, 54.2, 406, 95)],
  ),
  // Porsche
  model(
    'Porsche',
    'Taycan',
    'sedan',
    { popularity: 1.5, years: [2020], trims: [], dimensionsMm: [4963, 1966, 1379], cargoLitres: 407, kerbKg: 2200, tankLitres: 0 },
    [ev('Taycan', 408, 105_000, 4.8, 19.0, 89, 590, 320, RWD), ev('4S', 571, 130_000, 3.7, 20.5, 97, 560, 320, AWD)],
  ),
  model(
    'Porsche',
    'Macan',
    'suv',
    { popularity: 2, years: [2014], trims: [], dimensionsMm: [4784, 1938, 1622], cargoLitres: 540, kerbKg: 2000, tankLitres: 65 },
    [
      petrol('Macan', 265, 75_000, 6.4, 10.7, 241, { ...AWD, years: [2014, 2024] }),
      ev('Electric', 408, 90_000, 5.7, 17.9, 100, 641, 270, { ...RWD, years: [2024] }),
      ev('4 Electric', 408, 95_000, 5.2, 18.9, 100, 613, 270, { ...AWD, years: [2024] }),
    ],
  ),
  model(
    'Porsche',
    'Cayenne',
    'suv',
    { popularity: 1.5, years: [2010], trims: [], dimensionsMm: [4930, 1983, 1698], cargoLitres: 772, kerbKg: 2200, tankLitres: 90 },
    [petrol('Cayenne', 353, 100_000, 5.7, 11.5, 261, AWD), phev('E-Hybrid', 470, 110_000, 4.9, 1.8, 42, 25.9, 90, { ...AWD, years: [2018] })],
  ),
  model(
    'Porsche',
    '911',
    'convertible',
    { popularity: 0.6, variant: cabriolet, years: [2012], trims: [], dimensionsMm: [4542, 1852, 1299], cargoLitres: 132, kerbKg: 1650, tankLitres: 64 },
    [petrol('Carrera S', 480, 150_000, 3.7, 11.1, 251, RWD), petrol('Carrera 4 GTS', 541, 175_000, 3.3, 11.6, 262, AWD)],
  ),
  // Cupra
  model(
    'Cupra',
    'Formentor',
    'suv',
    { popularity: 3, years: [2021], trims: cupraTrims, dimensionsMm: [4450, 1839, 1511], cargoLitres: 450, kerbKg: 1450, tankLitres: 55 },
    [
      petrol('1.5 TSI 150 DSG', 150, 36_000, 8.9, 6.3, 143),
      phev('VZ e-Hybrid 272', 272, 48_000, 7.0, 0.3, 8, 19.7, 120, { years: [2021] }),
      petrol('VZ 2.0 TSI 4Drive 310 DSG', 310, 52_000, 4.9, 8.2, 186, AWD),
    ],
  ),
  model(
    'Cupra',
    'Born',
    'hatchback',
    { popularity: 2, years: [2022], trims: cupraTrims, dimensionsMm: [4322, 1809, 1540], cargoLitres: 385, kerbKg: 1800, tankLitres: 0 },
    [ev('58 kWh 204', 204, 40_000, 7.3, 15.4, 59, 425, 120, RWD), ev('77 kWh 231', 231, 44_000, 7.0, 16.0, 77, 570, 135, RWD)],
  ),
  model(
    'Cupra',
    'Leon',
    'estate',
    {
      popularity: 1.5,
      variant: sameInAll('Sportstourer'),
      years: [2020],
      trims: ['V1', 'V2'],
      dimensionsMm: [4642, 1799, 1457],
      cargoLitres: 470,
      kerbKg: 1600,
      tankLitres: 40,
    },
    [phev('e-Hybrid 204', 204, 42_000, 7.5, 1.2, 27, 12.8, 60)],
  ),
  model(
    'Cupra',
    'Tavascan',
    'suv',
    { popularity: 0.8, years: [2024], trims: ['V1', 'V2'], dimensionsMm: [4644, 1861, 1597], cargoLitres: 540, kerbKg: 2200, tankLitres: 0 },
    [ev('VZ', 340, 56_000, 5.5, 17.8, 77, 517, 135, AWD)],
  ),
  // Dacia
  model(
    'Dacia',
    'Sandero',
    'hatchback',
    {
      popularity: 2,
      years: [2013],
      trims: ['Essential', 'Expression', 'Journey'],
      ncapStars: 2,
      dimensionsMm: [4088, 1848, 1499],
      cargoLitres: 328,
      kerbKg: 1050,
      tankLitres: 50,
    },
    [petrol('TCe 90', 90, 16_000, 12.2, 5.3, 120, MANUAL)],
  ),
  model(
    'Dacia',
    'Duster',
    'suv',
    {
      popularity: 3,
      years: [2013],
      trims: ['Essential', 'Expression', 'Journey', 'Extreme'],
      ncapStars: 3,
      dimensionsMm: [4343, 1813, 1656],
      cargoLitres: 472,
      kerbKg: 1300,
      tankLitres: 50,
    },
    [
      petrol('TCe 130 4x4', 130, 24_000, 10.9, 6.3, 143, { ...AWD, ...MANUAL }),
      hybrid('Hybrid 140', 140, 26_000, 10.1, 4.7, 108, { years: [2024] }),
      diesel('dCi 115', 115, 20_000, 10.5, 4.8, 125, { ...MANUAL, years: [2013, 2023] }),
    ],
  ),
  model(
    'Dacia',
    'Jogger',
    'estate',
    {
      popularity: 1.5,
      years: [2022],
      trims: ['Essential', 'Expression', 'Extreme'],
      ncapStars: 1,
      seats: 7,
      dimensionsMm: [4547, 1848, 1632],
      cargoLitres: 708,
      kerbKg: 1200,
      tankLitres: 50,
    },
    [petrol('TCe 110', 110, 20_000, 11.2, 5.8, 130, MANUAL)],
  ),
  // Mazda
  model(
    'Mazda',
    'CX-5',
    'suv',
    {
      popularity: 2.5,
      years: [2012],
      trims: ['Advantage', 'Exclusive-Line', 'Homura'],
      dimensionsMm: [4575, 1845, 1680],
      cargoLitres: 522,
      kerbKg: 1600,
      tankLitres: 58,
    },
    [
      petrol('2.0 e-Skyactiv G 165', 165, 35_000, 10.3, 6.9, 156),
      diesel('2.2 Skyactiv-D 184 AWD', 184, 40_000, 9.2, 5.9, 155, { ...AWD, years: [2012, 2023] }),
    ],
  ),
  model(
    'Mazda',
    'CX-30',
    'suv',
    { popularity: 1.5, years: [2019], trims: ['Exclusive-Line', 'Homura'], dimensionsMm: [4395, 1795, 1540], cargoLitres: 430, kerbKg: 1400, tankLitres: 51 },
    [petrol('2.0 e-Skyactiv X 186', 186, 33_000, 8.5, 5.9, 134)],
  ),
]
