import fc from 'fast-check'

import type { IndexSchema } from '../../../index-schema'
import type { QueryFacet, QueryFilter, Scalar, SearchQuery } from '../search-query'

/**
 * Random small stocks and random queries over them for the property tests. Values come from small
 * pools so they collide (equal prices, shared model names, repeated campaigns), and fields are
 * often missing, empty or multi-valued, the way real feeds are.
 */

type Rec = Record<string, unknown>

const maybe = <T>(arb: fc.Arbitrary<T>, missing = 0.15): fc.Arbitrary<T | null | undefined> =>
  fc.oneof(
    { weight: Math.round((1 - missing) * 100), arbitrary: arb },
    { weight: Math.round(missing * 50), arbitrary: fc.constant(null) },
    { weight: Math.round(missing * 50), arbitrary: fc.constant(undefined) },
  )

const pick = <T>(values: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...values)

export const MODELS: Readonly<Record<string, readonly string[]>> = {
  Volvo: ['XC60', 'XC40', 'V60', 'EX30'],
  Škoda: ['Octavia', 'Enyaq', 'Kodiaq'],
  Kia: ['Niro', 'XC60', 'Ceed'],
  BMW: ['3', 'X3', 'i4'],
  Mazda: ['3', 'CX-5'],
  Citroën: ['C4', 'ë-C4'],
}
const BRANDS = Object.keys(MODELS)
const FUELS = ['Diesel', 'Bensin', 'El', 'Laddhybrid', 'Hybrid']
const BODIES = ['Kombi', 'SUV', 'Sedan', 'Halvkombi', '']
const COLORS = ['Svart', 'Vit', 'Grå', 'Röd', 'Blå', 'Mørkegrønn']
const SITES = [
  { name: 'Bilhallen Göteborg', city: 'Göteborg', region: 'Västra Götaland', id: '11' },
  { name: 'Bilhallen Malmö', city: 'Malmö', region: 'Skåne', id: '12' },
  { name: 'Autohuset Tromsø', city: 'Tromsø', region: 'Troms', id: '21' },
  { name: 'Autocentrum Košice', city: 'Košice', region: 'Košický kraj', id: '31' },
]
const CAMPAIGNS = ['Vårkampanj', 'Black Week', 'Lagerbil', 'Fri service']
const EQUIPMENT = ['Dragkrok', 'Värmare', 'Backkamera', 'Skinnklädsel', 'Panoramatak', 'Ljudsystem Harman Kardon', 'Ťažné zariadenie', 'Førerassistanse']
const VERSIONS = ['T8 Recharge AWD Ultimate', 'Style 2.0 TDI', 'GT-Line', 'M Sport', 'Plus Pro', 'Škoda Édition']
const DESCRIPTION_WORDS = [
  'Välvårdad',
  'bil',
  'med',
  'få',
  'ägare',
  'Økonomisk',
  'Výborný',
  'stav',
  'Ærlig',
  'Straße',
  'Łódź',
  'Đakovo',
  'servad',
  'nyligen',
  'Tesla-dödare',
  'naïve',
  'XC60',
]
const INSTANTS = [
  '2024-05-01T10:00:00Z',
  '2024-05-01T12:00:00+02:00',
  '2024-04-30T23:00:00-01:00',
  '2024-06-01T08:30:00.000Z',
  '2023-12-24T18:00:00+01:00',
  '2024-05-01T10:00:00.500Z',
]
export const PRICES = [99_000, 149_900, 199_000, 249_000, 249_000.5, 350_000, 499_000, 1_250_000]
export const MILEAGES = [0, 1_500, 12_000, 45_000, 45_000, 120_000, 250_000]
const MONTHLY = [1_995, 2_495.5, 3_495, 4_990, 7_250]

const vehicleRecord: fc.Arbitrary<(position: number) => Rec> = fc
  .record({
    brand: fc.oneof({ weight: 30, arbitrary: pick(BRANDS) }, { weight: 1, arbitrary: fc.constant(undefined) }),
    modelIndex: fc.nat(3),
    modelMissing: fc.integer({ min: 0, max: 19 }),
    site: pick(SITES),
    car_year: maybe(fc.integer({ min: 2016, max: 2024 }), 0.05),
    car_body: maybe(pick(BODIES)),
    car_fuel: maybe(pick(FUELS)),
    car_gearbox: maybe(pick(['Automat', 'Manuell'])),
    car_drive: maybe(pick(['Fyrhjulsdrift', 'Framhjulsdrift', 'Bakhjulsdrift'])),
    car_color: maybe(pick(COLORS)),
    car_condition: maybe(pick(['Ny', 'Begagnad', 'Demo'])),
    car_seats: maybe(pick([2, 4, 5, 7]), 0.3),
    car_vehicle_type_code: maybe(pick(['PB', 'LCV'])),
    car_campaigns: maybe(fc.array(pick(CAMPAIGNS), { maxLength: 3 }), 0.3),
    car_is_used: fc.boolean(),
    car_is_sample: fc.boolean(),
    caroftheweek: maybe(fc.boolean(), 0.4),
    car_has_privateleasing: maybe(fc.boolean(), 0.3),
    car_has_companyleasing: maybe(fc.boolean(), 0.3),
    car_has_campaign_price: maybe(fc.boolean(), 0.3),
    car_price: fc.oneof(pick(PRICES), fc.integer({ min: 50_000, max: 900_000 })),
    car_campaign_price: maybe(pick(PRICES), 0.6),
    car_mileage: maybe(pick(MILEAGES), 0.25),
    car_privateleasing_monthly_cost: maybe(pick(MONTHLY), 0.5),
    car_companyleasing_monthly_cost: maybe(pick(MONTHLY), 0.5),
    car_power: maybe(fc.integer({ min: 0, max: 600 }), 0.2),
    car_version: maybe(pick(VERSIONS)),
    car_equipment: maybe(fc.array(pick(EQUIPMENT), { maxLength: 4 }), 0.3),
    car_description: maybe(
      fc.array(pick(DESCRIPTION_WORDS), { maxLength: 6 }).map((words) => words.join(' ')),
      0.3,
    ),
    car_regno: maybe(fc.stringMatching(/^[A-Z]{3}[0-9]{2}[0-9A-Z]$/), 0.3),
    car_trim_package: maybe(pick(['Core', 'Plus', 'Ultra'])),
    car_model_text: maybe(pick(['XC60 Recharge', 'Octavia Combi', 'Niro EV'])),
    indexed_at: maybe(pick(INSTANTS), 0.1),
  })
  .map(({ brand, modelIndex, modelMissing, site, ...rest }) => (position: number) => {
    const models = brand === undefined ? [] : MODELS[brand]!
    const model = modelMissing === 0 ? undefined : models[modelIndex % Math.max(1, models.length)]
    return {
      car_id: String(1000 + position),
      slug: `car-${position}`,
      car_brand: brand,
      car_model: model,
      car_site_name: site.name,
      car_site_city: site.city,
      car_site_region: site.region,
      car_site_id: site.id,
      ...rest,
    }
  })

/** 0–maxSize vehicle records. */
export const vehicleStock = (maxSize = 300): fc.Arbitrary<Rec[]> =>
  fc.array(vehicleRecord, { maxLength: maxSize, size: 'max' }).map((makers) => makers.map((make, p) => make(p)))

const DEPARTMENT_GROUPS = ['New cars', 'Used cars', 'Parts', 'Workshop', 'Body work']
const SITE_NAMES = ['Bilhallen Göteborg AB', 'Bilhallen Malmö', 'Autohuset Tromsø AS', 'Autocentrum Košice s.r.o.', 'Ålands Bil']

const siteRecord: fc.Arbitrary<Rec> = fc.record({
  site_official_name: pick(SITE_NAMES),
  site_city: pick(['Göteborg', 'Malmö', 'Tromsø', 'Košice', 'Mariehamn']),
  site_street: maybe(pick(['Storgatan 1', 'Strandvägen 7', 'Hlavná 12'])),
  site_zip: maybe(pick(['411 01', '9008', '040 01'])),
  website_city: maybe(pick(['Göteborg', 'Malmö', 'Tromsø'])),
  country_code: pick(['SE', 'NO', 'SK', 'FI']),
  site_region: maybe(pick(['Skåne', 'Troms', 'Košický kraj'])),
  website_sort_order: maybe(fc.integer({ min: -2, max: 5 }), 0.3),
  site_brands: fc.array(pick(BRANDS), { maxLength: 3 }),
  site_departments: fc.array(
    fc.record({
      name: pick(['Nybil', 'Begagnat', 'Verkstad']),
      group: pick(DEPARTMENT_GROUPS),
      brands: fc.array(fc.record({ brand_code: pick(['V', 'S', 'K']), name: pick(BRANDS) }), { maxLength: 3 }),
    }),
    { maxLength: 3 },
  ),
})

export const siteStock = (maxSize = 60): fc.Arbitrary<Rec[]> =>
  fc.array(siteRecord, { maxLength: maxSize, size: 'max' }).map((sites) => sites.map((site, p) => ({ site_id: String(p + 1), slug: `site-${p}`, ...site })))

// ---- queries ----

/** Values a visitor or a page might select per field (hits, misses and odd types alike). */
export const VEHICLE_VALUES: Readonly<Record<string, readonly Scalar[]>> = {
  'car_brand>car_model': ['Volvo', 'Volvo>XC60', 'Kia>XC60', 'BMW>3', 'Mazda', 'Mazda>3', 'Škoda>Enyaq', 'Tesla', 'Tesla>Model Y', 'Citroën>ë-C4'],
  car_brand: [...BRANDS, 'Tesla', 'volvo'],
  car_model: ['XC60', '3', 'Octavia', 'Niro', 'Model Y'],
  car_body: BODIES.filter(Boolean),
  car_fuel: [...FUELS, 'Vätgas'],
  car_gearbox: ['Automat', 'Manuell'],
  car_drive: ['Fyrhjulsdrift', 'Framhjulsdrift'],
  car_color: COLORS,
  car_condition: ['Ny', 'Begagnad'],
  car_year: [2018, 2020, '2021', 2024, 1999],
  car_seats: [5, '7', 2],
  car_site_name: SITES.map((site) => site.name),
  car_site_city: SITES.map((site) => site.city),
  car_site_region: SITES.map((site) => site.region),
  car_vehicle_type_code: ['PB', 'LCV'],
  car_campaigns: [...CAMPAIGNS, 'Sommar'],
  car_is_used: [true, false, 'true'],
  car_is_sample: [true, 'false'],
  caroftheweek: [true],
  car_has_privateleasing: [true, false],
  car_has_companyleasing: [true],
  car_has_campaign_price: ['true', false],
  car_price: PRICES,
  car_campaign_price: PRICES,
  car_mileage: MILEAGES,
  car_privateleasing_monthly_cost: MONTHLY,
  car_companyleasing_monthly_cost: MONTHLY,
  car_power: [0, 150, 300, 450],
  car_id: ['1000', '1001', '1017', 1042, '99'],
  slug: ['car-0', 'car-5', 'car-x'],
  car_site_id: SITES.map((site) => site.id),
  car_trim_package: ['Core', 'Plus', 'Ultra'],
  car_model_text: ['XC60 Recharge', 'Niro EV'],
}

export const SITE_VALUES: Readonly<Record<string, readonly Scalar[]>> = {
  site_city: ['Göteborg', 'Malmö', 'Tromsø', 'Košice', 'Mariehamn', 'Oslo'],
  site_region: ['Skåne', 'Troms', 'Košický kraj'],
  website_city: ['Göteborg', 'Malmö'],
  country_code: ['SE', 'NO', 'SK', 'FI', 'GB'],
  site_brands: [...BRANDS, 'Tesla'],
  'site_departments.group': [...DEPARTMENT_GROUPS, 'Sales'],
  'site_departments.brands.name': [...BRANDS, 'Tesla'],
  site_id: ['1', '2', 3, '40'],
  slug: ['site-0', 'site-3'],
}

const ACCENTED: Readonly<Record<string, readonly string[]>> = {
  a: ['á', 'ä', 'å', 'à'],
  e: ['é', 'è', 'ë'],
  o: ['ö', 'ó', 'ô', 'ø'],
  u: ['ü', 'ú'],
  s: ['š'],
  c: ['č', 'ç'],
  z: ['ž'],
  y: ['ý'],
  n: ['ň'],
  l: ['ľ'],
  t: ['ť'],
  i: ['í'],
}

/** A word as a visitor might type it: random case, random accents on plain letters. */
const typedLike = (word: string): fc.Arbitrary<string> =>
  fc.array(fc.nat(), { minLength: word.length, maxLength: word.length }).map((dice) =>
    [...word]
      .map((letter, i) => {
        const die = dice[i]!
        const accents = ACCENTED[letter.toLowerCase()]
        const variant = accents && die % 3 === 0 ? accents[die % accents.length]! : letter
        return die % 2 === 0 ? variant.toUpperCase() : variant.toLowerCase()
      })
      .join(''),
  )

const wordsOf = (texts: readonly string[]): string[] => [...new Set(texts.flatMap((text) => text.split(/[^\p{L}\p{N}]+/u)).filter(Boolean))]

export const VEHICLE_WORDS = wordsOf([
  ...BRANDS,
  ...Object.values(MODELS).flat(),
  ...FUELS,
  ...BODIES,
  ...COLORS,
  ...EQUIPMENT,
  ...VERSIONS,
  ...DESCRIPTION_WORDS,
  'zzz',
])
export const SITE_WORDS = wordsOf([...SITE_NAMES, 'Göteborg', 'Malmö', 'Tromsø', 'Košice', 'Storgatan', 'Hlavná', '411', '9008', ...BRANDS])

const keyphrase = (words: readonly string[]): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(undefined, '', '   ', ' - ') },
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.array(pick(words), { minLength: 1, maxLength: 3 }), fc.nat(), fc.constantFrom(' ', '  ', ', ', ' ; '))
        .chain(([chosen, cut, separator]) => {
          // The last word is often still being typed: only its first letters.
          const last = chosen[chosen.length - 1]!
          const partial = cut % 2 === 0 ? last.slice(0, 1 + (cut % last.length)) : last
          return fc.tuple(...[...chosen.slice(0, -1), partial].map(typedLike)).map((typed) => typed.join(separator))
        }),
    },
  )

function selectionFor(schema: IndexSchema, values: Readonly<Record<string, readonly Scalar[]>>, name: string): fc.Arbitrary<readonly (Scalar | null)[]> {
  const kind = [...schema.facets, ...schema.filterFields].find((field) => field.name === name)?.kind
  const pool = values[name] ?? ['x']
  const terms = fc.subarray([...pool], { minLength: 1, maxLength: Math.min(3, pool.length) })
  if (kind !== 'number') return terms
  const end = fc.oneof(fc.constant(null), pick(pool as number[]), fc.integer({ min: 0, max: 1_300_000 }))
  return fc.oneof({ weight: 6, arbitrary: fc.tuple(end, end) }, { weight: 1, arbitrary: terms }, { weight: 1, arbitrary: fc.constant([null, null]) })
}

const facetRequest = (schema: IndexSchema, values: Readonly<Record<string, readonly Scalar[]>>, name: string): fc.Arbitrary<QueryFacet> =>
  fc
    .record(
      {
        sort_order: fc.constantFrom('count_desc', 'value_asc', 'value_desc'),
        filters: fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 3, arbitrary: selectionFor(schema, values, name) }),
        type: fc.constantFrom('terms', 'range'),
      },
      { requiredKeys: [] },
    )
    .map((facet) => ({ name, ...facet }))

const filterRequest = (schema: IndexSchema, values: Readonly<Record<string, readonly Scalar[]>>): fc.Arbitrary<QueryFilter> => {
  const names = Object.keys(values)
  return pick(names).chain((name) => {
    const kind = [...schema.facets, ...schema.filterFields].find((field) => field.name === name)?.kind
    const pool = values[name]!
    const terms = fc
      .subarray([...pool], { minLength: 1, maxLength: Math.min(3, pool.length) })
      .map((chosen): QueryFilter => ({ name, type: 'terms', values: chosen }))
    const numbers = pool.filter((value): value is number => typeof value === 'number')
    if (kind !== 'number' && name !== 'car_year') return terms
    const end = fc.oneof(fc.constant(null), pick(numbers))
    const range = fc.tuple(end, end).map((bounds): QueryFilter => ({ name, type: 'range', values: bounds }))
    return fc.oneof(terms, range)
  })
}

/** A random query in the engine's request form against one schema. */
export function searchQuery(
  schema: IndexSchema,
  values: Readonly<Record<string, readonly Scalar[]>>,
  words: readonly string[],
  maxOffset: number,
): fc.Arbitrary<SearchQuery> {
  const facetNames = schema.facets.map((facet) => facet.name)
  return fc.record(
    {
      keyphrase: keyphrase(words),
      facets: fc
        .shuffledSubarray(facetNames, { maxLength: Math.min(8, facetNames.length) })
        .chain((names) => (names.length === 0 ? fc.constant<QueryFacet[]>([]) : fc.tuple(...names.map((name) => facetRequest(schema, values, name))))),
      filters: fc.array(filterRequest(schema, values), { maxLength: 2 }),
      sort_name: fc.option(pick(schema.sorts.map((sort) => sort.name)), { nil: undefined }),
      limit: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })),
      offset: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 10 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: maxOffset }) }),
    },
    { requiredKeys: ['limit', 'offset'] },
  )
}
