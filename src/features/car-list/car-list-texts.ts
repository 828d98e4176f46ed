import type { CompareTexts } from '@/features/compare'
import type { Dictionary } from '@/features/dictionary'
import { localizedPath } from '@/lib/page-path'
import type { SiteRecord } from '@/features/sites'
import { languageTag, type Locale } from '@/lib/locales'

import type { CarCardContext } from '@/features/car-card'
import type { CarListFilterTexts } from './filters/filter-rules'

/**
 * The stock counts mileage in the market's unit (Swedish and Norwegian 'mil' of 10 km, UK miles),
 * whatever language the page is in, so the unit follows the site's country.
 */
export function mileageUnitForCountry(country: string): string {
  switch (country.toUpperCase()) {
    case 'SE':
    case 'NO':
      return 'mil'
    case 'GB':
      return 'miles'
    default:
      return 'km'
  }
}

/** What a car card needs from the site and the dictionary (shared by the list, teasers and compare). */
export function carCardContext(site: SiteRecord, locale: Locale, dictionary: Dictionary): CarCardContext {
  const { t } = dictionary
  return {
    languageTag: languageTag(locale, site.country),
    detailBasePath: localizedPath(site.paths.carDetail, locale, site.defaultLocale),
    texts: {
      from: t('carPriceFrom'),
      withVat: t('carWithVat'),
      withoutVat: t('carWithoutVat'),
      perMonth: t('carPerMonth'),
      missingImage: t('missingImageText'),
      compareAdd: t('compareAdd'),
      compareRemove: t('compareRemove'),
      favouriteSave: t('favouriteSave'),
      mileageUnit: mileageUnitForCountry(site.country),
      priceRating: {
        labels: { great: t('priceRatingGreat'), good: t('priceRatingGood'), fair: t('priceRatingFair'), high: t('priceRatingHigh') },
        cardBasis: t('priceRatingCardBasis'),
        explanation: t('priceRatingExplanation'),
        noRating: t('priceRatingNone'),
      },
    },
  }
}

export function compareTexts(dictionary: Dictionary): CompareTexts {
  const { t } = dictionary
  return {
    compareTitle: t('compareTitle'),
    compareOpen: t('compareOpen'),
    compareClear: t('compareClear'),
    compareRemoveCar: t('compareRemoveCar'),
    compareClose: t('compareClose'),
    compareBasics: t('compareBasics'),
    compareEquipment: t('compareEquipment'),
    compareTechnicalData: t('compareTechnicalData'),
    compareDifferencesOnly: t('compareDifferencesOnly'),
    compareEmpty: t('compareEmpty'),
    compareNoDifferences: t('compareNoDifferences'),
    compareIncluded: t('compareIncluded'),
    compareNotIncluded: t('compareNotIncluded'),
    compareUnknown: t('compareUnknown'),
    // Row labels: the same dictionary texts as the detail page's technical data.
    compareFields: {
      price: t('comparePrice'),
      car_year: t('carTechYear'),
      mileage: t('carTechMileage'),
      car_fuel: t('carTechFuel'),
      car_gearbox: t('carTechGearbox'),
      car_body: t('carTechBody'),
      car_power_text: t('carTechPower'),
      car_acceleration_text: t('carTechAcceleration'),
      car_fuel_combined_text: t('carTechFuelCombined'),
      car_emission_mixed_text: t('carTechEmissionMixed'),
      car_electric_range_text: t('carTechElectricRange'),
      car_wltp_electric_range_text: t('carTechWltpElectricRange'),
      car_wltp_electric_consumption_text: t('carTechWltpElectricConsumption'),
      car_battery_size_text: t('carTechBatterySize'),
      car_electric_charging_speed_dc_text: t('carTechChargingSpeedDc'),
      car_electric_charging_speed_ac_text: t('carTechChargingSpeedAc'),
      car_cargo_volume_text: t('carTechCargoVolume'),
      car_fuel_tank_capacity_text: t('carTechFuelTankCapacity'),
      car_service_weight_text: t('carTechServiceWeight'),
      car_length_text: t('carTechLength'),
      car_width_text: t('carTechWidth'),
      car_height_text: t('carTechHeight'),
      car_ncapstars_text: t('carTechNcapStars'),
    },
  }
}

export function carListFilterTexts(dictionary: Dictionary): CarListFilterTexts {
  const { t } = dictionary
  return {
    filters: t('carFilters'),
    showFilters: t('carShowFilters'),
    hideFilters: t('carHideFilters'),
    closeFilters: t('carCloseFilters'),
    clearAll: t('carClearAll'),
    removeFilter: t('carRemoveFilter'),
    keyphraseChip: t('carKeyphraseChip'),
    search: t('carSearchLabel'),
    searchPlaceholder: t('carSearchPlaceholder'),
    searchButton: t('carSearchButton'),
    clearSearch: t('carClearSearch'),
    searchInFacet: t('carSearchInFacet'),
    noFacetMatches: t('carNoFacetMatches'),
    showAll: t('carShowAll'),
    showFewer: t('carShowFewer'),
    sortLabel: t('carSortLabel'),
    hits: dictionary.plural('carListHits'),
    showResults: dictionary.plural('carShowResults'),
    from: t('carRangeFrom'),
    to: t('carRangeTo'),
    yes: t('carYes'),
    no: t('carNo'),
    booleanLabels: { car_price_rating_good: { yes: t('priceRatingGoodFilterYes'), no: t('priceRatingGoodFilterNo') } },
    filterLayout: t('carFilterLayout'),
    filterLayoutSticky: t('carFilterLayoutSticky'),
    filterLayoutToggle: t('carFilterLayoutToggle'),
  }
}
