import { VEHICLES_SCHEMA } from '@/integrations/search/index-schema'
import type { Locale } from '@/lib/locales'

import type { CarListBlockData } from './car-list-block/car-list-block'
import type { FacetConfig, SortOption } from './car-list-types'
import { CAR_LIST_FIELDS } from './list-fields'

type Labels = Record<Locale, string>
const l = (sv: string, nb: string, fi: string, sk: string, en: string): Labels => ({ sv, nb, fi, sk, en })

/** Built-in labels, used when an editor leaves a label empty or the block lists no facets. */
const FACET_LABELS: Record<string, Labels> = {
  'car_brand>car_model': l('Märke och modell', 'Merke og modell', 'Merkki ja malli', 'Značka a model', 'Make and model'),
  car_brand: l('Märke', 'Merke', 'Merkki', 'Značka', 'Make'),
  car_model: l('Modell', 'Modell', 'Malli', 'Model', 'Model'),
  car_body: l('Kaross', 'Karosseri', 'Korimalli', 'Karoséria', 'Body type'),
  car_fuel: l('Drivmedel', 'Drivstoff', 'Käyttövoima', 'Palivo', 'Fuel'),
  car_gearbox: l('Växellåda', 'Girkasse', 'Vaihteisto', 'Prevodovka', 'Gearbox'),
  car_drive: l('Drivning', 'Drift', 'Veto', 'Pohon', 'Drive'),
  car_color: l('Färg', 'Farge', 'Väri', 'Farba', 'Colour'),
  car_condition: l('Skick', 'Tilstand', 'Kunto', 'Stav', 'Condition'),
  car_year: l('Årsmodell', 'Årsmodell', 'Vuosimalli', 'Rok výroby', 'Year'),
  car_seats: l('Antal säten', 'Seter', 'Istuimet', 'Počet miest', 'Seats'),
  car_site_name: l('Anläggning', 'Forhandler', 'Toimipiste', 'Predajca', 'Dealer'),
  car_site_city: l('Ort', 'Sted', 'Paikkakunta', 'Mesto', 'Town'),
  car_site_region: l('Region', 'Region', 'Alue', 'Región', 'Region'),
  car_vehicle_type_code: l('Fordonstyp', 'Kjøretøytype', 'Ajoneuvotyyppi', 'Typ vozidla', 'Vehicle type'),
  car_vehicle_type: l('Fordonstyp', 'Kjøretøytype', 'Ajoneuvotyyppi', 'Typ vozidla', 'Vehicle type'),
  car_campaigns: l('Kampanjer', 'Kampanjer', 'Kampanjat', 'Akcie', 'Offers'),
  car_is_used: l('Begagnad', 'Brukt', 'Käytetty', 'Jazdené', 'Used'),
  car_is_sample: l('Beställningsbil', 'Bestillingsbil', 'Tilausauto', 'Na objednávku', 'Factory order'),
  caroftheweek: l('Veckans bil', 'Ukens bil', 'Viikon auto', 'Auto týždňa', 'Car of the week'),
  car_has_privateleasing: l('Privatleasing', 'Privatleasing', 'Yksityisleasing', 'Súkromný lízing', 'Personal lease'),
  car_has_companyleasing: l('Företagsleasing', 'Bedriftsleasing', 'Yritysleasing', 'Firemný lízing', 'Business lease'),
  car_has_campaign_price: l('Kampanjpris', 'Kampanjepris', 'Kampanjahinta', 'Akciová cena', 'Offer price'),
  car_price: l('Pris', 'Pris', 'Hinta', 'Cena', 'Price'),
  car_price_rating_good: l('Prisbedömning', 'Prisvurdering', 'Hinta-arvio', 'Hodnotenie ceny', 'Price rating'),
  car_campaign_price: l('Kampanjpris', 'Kampanjepris', 'Kampanjahinta', 'Akciová cena', 'Offer price'),
  car_mileage: l('Miltal', 'Kilometerstand', 'Ajetut km', 'Najazdené km', 'Mileage'),
  car_privateleasing_monthly_cost: l(
    'Privatleasing per månad',
    'Privatleasing per måned',
    'Yksityisleasing / kk',
    'Súkromný lízing mesačne',
    'Personal lease per month',
  ),
  car_companyleasing_monthly_cost: l(
    'Företagsleasing per månad',
    'Bedriftsleasing per måned',
    'Yritysleasing / kk',
    'Firemný lízing mesačne',
    'Business lease per month',
  ),
  car_power: l('Effekt (hk)', 'Effekt (hk)', 'Teho (hv)', 'Výkon (k)', 'Power (hp)'),
}

const SORT_LABELS: Record<string, Labels> = {
  newest: l('Senast inkomna', 'Nyeste først', 'Uusimmat ensin', 'Najnovšie', 'Newest first'),
  price_asc: l('Lägsta pris', 'Laveste pris', 'Halvin ensin', 'Najnižšia cena', 'Lowest price'),
  price_desc: l('Högsta pris', 'Høyeste pris', 'Kallein ensin', 'Najvyššia cena', 'Highest price'),
  mileage_asc: l('Lägsta miltal', 'Lavest kilometerstand', 'Vähiten ajettu', 'Najmenej najazdené', 'Lowest mileage'),
  year_desc: l('Nyaste årsmodell', 'Nyeste årsmodell', 'Uusin vuosimalli', 'Najnovší ročník', 'Newest model year'),
  car_publishdate_asc: l('Äldsta annons', 'Eldste annonse', 'Vanhin ilmoitus', 'Najstarší inzerát', 'Oldest listing'),
  car_publishdate_desc: l('Nyaste annons', 'Nyeste annonse', 'Uusin ilmoitus', 'Najnovší inzerát', 'Newest listing'),
}

export const DEFAULT_LIST_FACETS = [
  'car_brand>car_model',
  'car_price',
  // "Good price or better" (issue 41): shown where the stock has rated cars (a boolean facet hides without values).
  'car_price_rating_good',
  'car_mileage',
  'car_year',
  'car_fuel',
  'car_body',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_site_city',
  // The facility page's 'all cars at this site' button filters on it (spec 03 §2.1).
  'car_site_name',
]
export const DEFAULT_LIST_SORTS = ['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc']

const facetKind = (name: string): FacetConfig['kind'] => CAR_LIST_FIELDS.find((field) => field.name === name)?.kind ?? 'terms'

export type CarListConfig = {
  /** The facets the list shows, in order. */
  facets: FacetConfig[]
  /**
   * Every field the list filters by (the shown facets first, then the index's other fields with
   * their built-in labels): a filter on a field without a facet still gets a chip with its name.
   */
  fields: FacetConfig[]
  sorts: SortOption[]
  layout: 'Toggle' | 'Sticky'
  title?: string
}

/** The list's facets and sort options from the block (unknown names dropped, labels defaulted). */
export function resolveCarListConfig(data: CarListBlockData, locale: Locale): CarListConfig {
  const knownFacets = new Set(VEHICLES_SCHEMA.facets.map((f) => f.name))
  const knownSorts = new Set(VEHICLES_SCHEMA.sorts.map((s) => s.name))
  const chosenFacets = (data.facets?.length ? data.facets : DEFAULT_LIST_FACETS.map((name) => ({ name, label: null }))).filter((f) => knownFacets.has(f.name))
  const chosenSorts = (data.sorts?.length ? data.sorts : DEFAULT_LIST_SORTS.map((name) => ({ name, label: null }))).filter((s) => knownSorts.has(s.name))
  const seen = new Set<string>()
  const facets = chosenFacets
    .filter((f) => !seen.has(f.name) && seen.add(f.name))
    .map((f) => ({ name: f.name, label: f.label || FACET_LABELS[f.name]?.[locale] || f.name, kind: facetKind(f.name) }))
  const others = CAR_LIST_FIELDS.filter((field) => !seen.has(field.name)).map((field) => ({
    name: field.name,
    label: FACET_LABELS[field.name]?.[locale] || field.name,
    kind: field.kind,
  }))
  return {
    facets,
    fields: [...facets, ...others],
    sorts: chosenSorts.map((s) => ({ name: s.name, label: s.label || SORT_LABELS[s.name]?.[locale] || s.name })),
    layout: data.filterLayout ?? 'Toggle',
    ...(data.title ? { title: data.title } : {}),
  }
}
