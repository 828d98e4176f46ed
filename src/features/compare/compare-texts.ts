import type { CompareField } from './compare-table'

/**
 * The compare bar's and modal's texts (spec 02 'Compare bar and modal'), from the site's
 * dictionary. Kept out of the client components so server code can build and pass them.
 */
export type CompareTexts = {
  /** Bar region label, modal heading and table caption: 'Jämför bilar'. */
  compareTitle: string
  /** The bar's open button; '{count}' is replaced by the number of cars: 'Jämför ({count})'. */
  compareOpen: string
  /** Empties the list: 'Rensa'. */
  compareClear: string
  /** A remove button's label; '{car}' is replaced by the car's name: 'Ta bort {car}'. */
  compareRemoveCar: string
  /** The modal's close button: 'Stäng'. */
  compareClose: string
  compareBasics: string
  compareEquipment: string
  compareTechnicalData: string
  /** The 'show only differences' checkbox. */
  compareDifferencesOnly: string
  /** Shown in the modal when the list is empty (it then closes, spec 02 §4). */
  compareEmpty: string
  /** Shown when 'only differences' is on and the cars do not differ. */
  compareNoDifferences: string
  /** Screen-reader text of an equipment cell: ✓, –, and unknown (only the summary is known). */
  compareIncluded: string
  compareNotIncluded: string
  compareUnknown: string
  /** Row labels of the basics and technical data. */
  compareFields: Record<CompareField, string>
}

/** English texts: the defaults for dictionaries that lack the keys, and for tests. */
export const COMPARE_TEXTS_EN: CompareTexts = {
  compareTitle: 'Compare cars',
  compareOpen: 'Compare ({count})',
  compareClear: 'Clear',
  compareRemoveCar: 'Remove {car} from the comparison',
  compareClose: 'Close',
  compareBasics: 'Overview',
  compareEquipment: 'Equipment',
  compareTechnicalData: 'Technical data',
  compareDifferencesOnly: 'Show only differences',
  compareEmpty: 'No cars to compare.',
  compareNoDifferences: 'The cars do not differ.',
  compareIncluded: 'Included',
  compareNotIncluded: 'Not included',
  compareUnknown: 'Unknown',
  compareFields: {
    price: 'Price',
    car_year: 'Model year',
    mileage: 'Mileage',
    car_fuel: 'Fuel',
    car_gearbox: 'Gearbox',
    car_body: 'Body',
    car_power_text: 'Power',
    car_acceleration_text: 'Acceleration 0–100 km/h',
    car_fuel_combined_text: 'Fuel consumption (combined)',
    car_emission_mixed_text: 'CO₂ emissions (combined)',
    car_electric_range_text: 'Electric range',
    car_wltp_electric_range_text: 'Electric range (WLTP)',
    car_wltp_electric_consumption_text: 'Energy consumption (WLTP)',
    car_battery_size_text: 'Battery capacity',
    car_electric_charging_speed_dc_text: 'Charging speed DC',
    car_electric_charging_speed_ac_text: 'Charging speed AC',
    car_cargo_volume_text: 'Cargo volume',
    car_fuel_tank_capacity_text: 'Fuel tank',
    car_service_weight_text: 'Kerb weight',
    car_length_text: 'Length',
    car_width_text: 'Width',
    car_height_text: 'Height',
    car_ncapstars_text: 'Euro NCAP',
  },
}

/** Replaces '{name}' placeholders; appends the value when the text has no placeholder. */
export function fillText(text: string, name: string, value: string): string {
  const token = `{${name}}`
  return text.includes(token) ? text.split(token).join(value) : `${text} ${value}`.trim()
}
