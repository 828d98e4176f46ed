import type { CarRecord } from '@/integrations/search/car-record'
import type { CarModel, Powertrain } from './car-catalogue'
import { formatWithUnit } from './format'
import type { Language, Market } from './markets'

/**
 * The spec texts of a car (spec 02 §3: acceleration, cargo volume, service weight, fuel tank,
 * dimensions, power, emission, consumption, ranges, charging, battery, NCAP), each as a number
 * and a `_text` for the market. Numbers are in the unit the market reads, like the odometer:
 * miles and mpg in the UK, km and l/100 km elsewhere.
 */

export type TechnicalData = Pick<
  CarRecord,
  | 'car_acceleration'
  | 'car_acceleration_text'
  | 'car_cargo_volume'
  | 'car_cargo_volume_text'
  | 'car_service_weight'
  | 'car_service_weight_text'
  | 'car_fuel_tank_capacity'
  | 'car_fuel_tank_capacity_text'
  | 'car_height'
  | 'car_height_text'
  | 'car_width'
  | 'car_width_text'
  | 'car_length'
  | 'car_length_text'
  | 'car_power'
  | 'car_power_text'
  | 'car_emission_mixed'
  | 'car_emission_mixed_text'
  | 'car_fuel_combined'
  | 'car_fuel_combined_text'
  | 'car_electric_range'
  | 'car_electric_range_text'
  | 'car_ncapstars'
  | 'car_ncapstars_text'
  | 'car_wltp_electric_range'
  | 'car_wltp_electric_range_text'
  | 'car_wltp_electric_consumption'
  | 'car_wltp_electric_consumption_text'
  | 'car_electric_charging_speed_dc'
  | 'car_electric_charging_speed_dc_text'
  | 'car_electric_charging_speed_ac'
  | 'car_electric_charging_speed_ac_text'
  | 'car_battery_size'
  | 'car_battery_size_text'
>

const KM_PER_MILE = 1.609344

const STARS: Record<Language, (stars: number) => string> = {
  sv: (s) => `${s} ${s === 1 ? 'stjärna' : 'stjärnor'}`,
  nb: (s) => `${s} ${s === 1 ? 'stjerne' : 'stjerner'}`,
  en: (s) => `${s} ${s === 1 ? 'star' : 'stars'}`,
  fi: (s) => `${s} ${s === 1 ? 'tähti' : 'tähteä'}`,
  sk: (s) => `${s} ${s === 1 ? 'hviezdička' : s < 5 ? 'hviezdičky' : 'hviezdičiek'}`,
}

function powerText(hp: number, language: Language): string {
  const kw = Math.round(hp * 0.7355)
  switch (language) {
    case 'sv':
    case 'nb':
      return formatWithUnit(hp, 'hk', language)
    case 'en':
      return formatWithUnit(hp, 'hp', language)
    case 'fi':
      return `${formatWithUnit(kw, 'kW', language)} (${formatWithUnit(hp, 'hv', language)})`
    case 'sk':
      return formatWithUnit(kw, 'kW', language)
  }
}

const cache = new WeakMap<Powertrain, Map<Market, TechnicalData>>()

/** The spec texts depend on the engine and market only, so each combination is worked out once. Read-only. */
export function technicalData(model: CarModel, powertrain: Powertrain, market: Market): TechnicalData {
  let byMarket = cache.get(powertrain)
  if (!byMarket) {
    byMarket = new Map()
    cache.set(powertrain, byMarket)
  }
  let data = byMarket.get(market)
  if (!data) {
    data = computeTechnicalData(model, powertrain, market)
    byMarket.set(market, data)
  }
  return data
}

/**
 * Every record gets all keys in the same order (undefined when a value does not apply, which
 * JSON leaves out): one object shape for all cars keeps 100 000 of them fast to build and write.
 */
function computeTechnicalData(model: CarModel, powertrain: Powertrain, market: Market): TechnicalData {
  const language = market.language
  const british = market.code === 'GB'
  const electric = powertrain.fuel === 'electric'
  const rechargeable = electric || powertrain.fuel === 'plugInHybrid'
  const [length, width, height] = model.dimensionsMm
  const onlyElectric = model.powertrains.every((p) => p.fuel === 'electric')
  const weight = model.kerbKg + (powertrain.fuel === 'plugInHybrid' ? 180 : electric && !onlyElectric ? 300 : 0)
  const litres = british ? 'litres' : 'l'
  const cargo = model.cargoLitres > 0 ? model.cargoLitres : undefined
  const tank = !electric && model.tankLitres > 0 ? model.tankLitres : undefined
  // Electric cars have no tailpipe: no CO2 and no fuel consumption.
  const co2 = electric ? undefined : powertrain.co2
  const fuel = electric || powertrain.litres === undefined ? undefined : british ? Math.round((282.481 / powertrain.litres) * 10) / 10 : powertrain.litres
  const range = !rechargeable || powertrain.rangeKm === undefined ? undefined : british ? Math.round(powertrain.rangeKm / KM_PER_MILE) : powertrain.rangeKm
  const rangeText = range === undefined ? undefined : formatWithUnit(range, british ? 'miles' : 'km', language)
  const consumption =
    !electric || powertrain.kwh === undefined ? undefined : british ? Math.round((100 / KM_PER_MILE / powertrain.kwh) * 10) / 10 : powertrain.kwh
  const dc = electric ? powertrain.dcKw : undefined
  const ac = rechargeable ? powertrain.acKw : undefined
  const battery = rechargeable ? powertrain.batteryKwh : undefined
  const stars = model.ncapStars ?? undefined
  const oneDecimalIfNeeded = (value: number) => (Number.isInteger(value) ? 0 : 1)
  return {
    car_acceleration: powertrain.accel,
    car_acceleration_text: formatWithUnit(powertrain.accel, 's', language, 1),
    car_cargo_volume: cargo,
    car_cargo_volume_text:
      cargo === undefined ? undefined : model.body === 'van' ? formatWithUnit(cargo / 1000, 'm³', language, 1) : formatWithUnit(cargo, litres, language),
    car_service_weight: weight,
    car_service_weight_text: formatWithUnit(weight, 'kg', language),
    car_fuel_tank_capacity: tank,
    car_fuel_tank_capacity_text: tank === undefined ? undefined : formatWithUnit(tank, litres, language),
    car_height: height,
    car_height_text: formatWithUnit(height, 'mm', language),
    car_width: width,
    car_width_text: formatWithUnit(width, 'mm', language),
    car_length: length,
    car_length_text: formatWithUnit(length, 'mm', language),
    car_power: powertrain.hp,
    car_power_text: powerText(powertrain.hp, language),
    car_emission_mixed: co2,
    car_emission_mixed_text: co2 === undefined ? undefined : formatWithUnit(co2, 'g/km', language),
    car_fuel_combined: fuel,
    car_fuel_combined_text: fuel === undefined ? undefined : formatWithUnit(fuel, british ? 'mpg' : 'l/100 km', language, 1),
    car_electric_range: range,
    car_electric_range_text: rangeText,
    car_ncapstars: stars,
    car_ncapstars_text: stars === undefined ? undefined : STARS[language](stars),
    car_wltp_electric_range: range,
    car_wltp_electric_range_text: rangeText,
    car_wltp_electric_consumption: consumption,
    car_wltp_electric_consumption_text: consumption === undefined ? undefined : formatWithUnit(consumption, british ? 'mi/kWh' : 'kWh/100 km', language, 1),
    car_electric_charging_speed_dc: dc,
    car_electric_charging_speed_dc_text: dc === undefined ? undefined : formatWithUnit(dc, 'kW', language),
    car_electric_charging_speed_ac: ac,
    car_electric_charging_speed_ac_text: ac === undefined ? undefined : formatWithUnit(ac, 'kW', language, oneDecimalIfNeeded(ac)),
    car_battery_size: battery,
    car_battery_size_text: battery === undefined ? undefined : formatWithUnit(battery, 'kWh', language, oneDecimalIfNeeded(battery)),
  }
}
