/**
 * Benchmarks the in-memory search engine (ARCHITECTURE 'Stock and search') on a synthetic stock.
 *
 *   npx tsx scripts/bench-search-engine.ts --cars 100000
 *   node --expose-gc --import tsx scripts/bench-search-engine.ts --cars 100000   (adds memory after a GC)
 *
 * Options: --cars N (100000), --runs N timed runs per query (300), --seed N (1).
 * Targets at 100,000 cars: match-all p95 < 10 ms, other queries p95 < 5 ms, build < 10 s, RSS < 500 MB.
 */
import { buildSearchIndex, querySearchIndex, type SearchIndex, type SearchQuery } from '../src/features/car-search/engine'
import { VEHICLES_SCHEMA } from '../src/features/car-search/index-schema'

type Car = Record<string, unknown>

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`)
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number`)
  return value
}

// ---- a compact synthetic stock: brand and model skew like a Nordic dealer group ----

function randomSource(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Model = { name: string; body: string; fuels: string[]; price: number }
const m = (name: string, body: string, fuels: string, price: number): Model => ({ name, body, fuels: fuels.split(','), price })

const BRANDS: { name: string; weight: number; models: Model[] }[] = [
  { name: 'Volvo', weight: 28, models: [m('XC60', 'SUV', 'Diesel,Laddhybrid,Bensin', 520_000), m('XC40', 'SUV', 'Bensin,El,Laddhybrid', 430_000), m('V60', 'Kombi', 'Diesel,Laddhybrid', 450_000), m('XC90', 'SUV', 'Laddhybrid,Diesel', 800_000), m('V90', 'Kombi', 'Diesel,Laddhybrid', 600_000), m('EX30', 'SUV', 'El', 380_000), m('S60', 'Sedan', 'Laddhybrid', 480_000), m('EX90', 'SUV', 'El', 950_000)] },
  { name: 'Volkswagen', weight: 14, models: [m('Golf', 'Halvkombi', 'Bensin,Diesel,Laddhybrid', 300_000), m('Passat', 'Kombi', 'Diesel,Laddhybrid', 420_000), m('ID.4', 'SUV', 'El', 470_000), m('Tiguan', 'SUV', 'Diesel,Bensin', 440_000), m('Polo', 'Halvkombi', 'Bensin', 230_000), m('Transporter', 'Transportbil', 'Diesel', 450_000)] },
  { name: 'Kia', weight: 10, models: [m('Niro', 'SUV', 'El,Hybrid,Laddhybrid', 380_000), m('Ceed', 'Kombi', 'Bensin,Laddhybrid', 280_000), m('Sportage', 'SUV', 'Hybrid,Laddhybrid', 420_000), m('EV6', 'SUV', 'El', 550_000), m('Picanto', 'Halvkombi', 'Bensin', 160_000)] },
  { name: 'Toyota', weight: 9, models: [m('RAV4', 'SUV', 'Hybrid,Laddhybrid', 450_000), m('Corolla', 'Kombi', 'Hybrid', 320_000), m('Yaris', 'Halvkombi', 'Hybrid', 240_000), m('bZ4X', 'SUV', 'El', 520_000), m('Hilux', 'Pickup', 'Diesel', 480_000)] },
  { name: 'Škoda', weight: 8, models: [m('Octavia', 'Kombi', 'Diesel,Bensin,Laddhybrid', 330_000), m('Enyaq', 'SUV', 'El', 500_000), m('Kodiaq', 'SUV', 'Diesel,Bensin', 480_000), m('Superb', 'Kombi', 'Diesel,Laddhybrid', 450_000), m('Fabia', 'Halvkombi', 'Bensin', 210_000)] },
  { name: 'BMW', weight: 6, models: [m('3', 'Sedan', 'Diesel,Laddhybrid', 500_000), m('X3', 'SUV', 'Diesel,Laddhybrid', 620_000), m('i4', 'Sedan', 'El', 640_000), m('iX1', 'SUV', 'El', 520_000), m('5', 'Sedan', 'Laddhybrid', 700_000)] },
  { name: 'Mercedes-Benz', weight: 6, models: [m('C', 'Kombi', 'Laddhybrid,Diesel', 560_000), m('GLC', 'SUV', 'Laddhybrid', 720_000), m('EQA', 'SUV', 'El', 560_000), m('Sprinter', 'Transportbil', 'Diesel', 600_000), m('A', 'Halvkombi', 'Bensin', 350_000)] },
  { name: 'Audi', weight: 5, models: [m('A4', 'Kombi', 'Diesel,Bensin', 480_000), m('Q4 e-tron', 'SUV', 'El', 560_000), m('A6', 'Kombi', 'Diesel,Laddhybrid', 650_000), m('Q5', 'SUV', 'Diesel,Laddhybrid', 650_000)] },
  { name: 'Ford', weight: 4, models: [m('Kuga', 'SUV', 'Laddhybrid,Hybrid', 400_000), m('Transit', 'Transportbil', 'Diesel', 450_000), m('Mustang Mach-E', 'SUV', 'El', 600_000), m('Focus', 'Kombi', 'Bensin', 280_000)] },
  { name: 'Peugeot', weight: 3, models: [m('208', 'Halvkombi', 'Bensin,El', 250_000), m('3008', 'SUV', 'Laddhybrid,Hybrid', 420_000), m('Partner', 'Transportbil', 'Diesel,El', 330_000)] },
  { name: 'Renault', weight: 3, models: [m('Mégane E-Tech', 'Halvkombi', 'El', 420_000), m('Clio', 'Halvkombi', 'Bensin,Hybrid', 220_000), m('Kangoo', 'Transportbil', 'Diesel,El', 320_000)] },
  { name: 'Hyundai', weight: 3, models: [m('Ioniq 5', 'SUV', 'El', 530_000), m('Tucson', 'SUV', 'Hybrid,Laddhybrid', 430_000), m('Kona', 'SUV', 'El,Hybrid', 360_000)] },
  { name: 'Polestar', weight: 2, models: [m('2', 'Sedan', 'El', 550_000), m('3', 'SUV', 'El', 900_000), m('4', 'SUV', 'El', 650_000)] },
  { name: 'Tesla', weight: 2, models: [m('Model Y', 'SUV', 'El', 520_000), m('Model 3', 'Sedan', 'El', 450_000)] },
  { name: 'Citroën', weight: 2, models: [m('C5 Aircross', 'SUV', 'Laddhybrid,Diesel', 380_000), m('ë-C4', 'Halvkombi', 'El', 370_000), m('Berlingo', 'Transportbil', 'Diesel,El', 300_000)] },
  { name: 'Nissan', weight: 2, models: [m('Qashqai', 'SUV', 'Hybrid,Bensin', 360_000), m('Leaf', 'Halvkombi', 'El', 300_000), m('Ariya', 'SUV', 'El', 550_000)] },
  { name: 'Mazda', weight: 1.5, models: [m('CX-5', 'SUV', 'Bensin,Diesel', 400_000), m('MX-30', 'SUV', 'El', 380_000), m('3', 'Halvkombi', 'Bensin', 300_000)] },
  { name: 'Dacia', weight: 1.5, models: [m('Duster', 'SUV', 'Bensin,Diesel', 250_000), m('Jogger', 'Kombi', 'Bensin,Hybrid', 260_000), m('Spring', 'Halvkombi', 'El', 190_000)] },
]

const REGIONS = ['Stockholm', 'Västra Götaland', 'Skåne', 'Uppsala', 'Östergötland', 'Jönköping', 'Oslo', 'Viken', 'Troms', 'Uusimaa', 'Pirkanmaa', 'Bratislavský kraj', 'Košický kraj', 'Greater London', 'West Midlands']
const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Linköping', 'Jönköping', 'Oslo', 'Drammen', 'Tromsø', 'Helsinki', 'Tampere', 'Bratislava', 'Košice', 'London', 'Birmingham', 'Borås', 'Lund', 'Södertälje', 'Norrköping', 'Espoo']
const SITES = Array.from({ length: 60 }, (_, i) => ({ id: String(100 + i), city: CITIES[i % CITIES.length]!, region: REGIONS[i % REGIONS.length]!, name: `${['Bilhallen', 'Autohuset', 'Motorcentrum', 'Bilcentrum'][i % 4]} ${CITIES[i % CITIES.length]} ${Math.floor(i / CITIES.length) + 1}` }))
const COLORS = ['Svart', 'Vit', 'Grå', 'Silver', 'Blå', 'Röd', 'Grön', 'Brun', 'Beige', 'Mørkeblå', 'Orange', 'Gul']
const CAMPAIGNS = ['Vårkampanj', 'Black Week', 'Lagerbil', 'Fri service 3 år', 'Vinterhjul på köpet', 'Räntekampanj', 'Demobilsrea', 'Sommarkampanj']
const EQUIPMENT = Array.from({ length: 80 }, (_, i) => ['Dragkrok', 'Värmare', 'Backkamera', 'Skinnklädsel', 'Panoramatak', 'Elstolar', 'Navigation', 'Adaptiv farthållare', 'Head-up display', 'Harman Kardon', 'Keyless', 'Elbaklucka', 'Stolsvärme bak', 'Rattvärme', '360-kamera', 'LED-strålkastare'][i % 16]! + (i >= 16 ? ` ${Math.floor(i / 16) + 1}` : ''))
const WORDS = 'välvårdad bil med få ägare servad nyligen hos auktoriserad verkstad komplett servicebok vinterhjul ingår ring oss för provkörning finansiering från månad inbyte välkommen garanti kvar mycket utrustad ekonomisk rymlig familjebil perfekt för långresor økonomisk pålitelig výborný stav ťažné zariadenie hyvin huollettu auto siisti'.split(' ')
const VERSIONS = ['Core', 'Plus', 'Ultra', 'Momentum', 'Inscription', 'R-Design', 'Style', 'GT-Line', 'M Sport', 'AMG Line', 'Business', 'Active', 'Executive']

function syntheticCars(count: number, seed: number): Car[] {
  const random = randomSource(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  /** Zipf-like: the first entries far more often than the last. */
  const skewed = <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(list.length * random() ** 2))]!
  const totalWeight = BRANDS.reduce((sum, brand) => sum + brand.weight, 0)
  const brandOf = () => {
    let roll = random() * totalWeight
    for (const brand of BRANDS) if ((roll -= brand.weight) < 0) return brand
    return BRANDS[0]!
  }
  const now = Date.parse('2025-06-01T12:00:00Z')
  const cars: Car[] = []
  for (let i = 0; i < count; i++) {
    const brand = brandOf()
    const model = skewed(brand.models)
    const fuel = skewed(model.fuels)
    const used = random() < 0.6
    const year = used ? 2025 - Math.floor(random() * random() * 12) - 1 : 2025
    const mileage = !used ? (fuel === 'El' && random() < 0.7 ? null : Math.floor(random() * 50)) : Math.round(((2025 - year) * (8_000 + random() * 14_000)) / 100) * 100
    const price = Math.round((model.price * (used ? 0.88 ** (2025 - year) : 1) * (0.85 + random() * 0.3)) / 100) * 100
    const site = skewed(SITES)
    const hasCampaign = random() < 0.1
    const privateLeasing = random() < 0.35 ? Math.round(price / 120 / 10) * 10 - 5 : null
    const equipment = Array.from({ length: 8 + Math.floor(random() * 18) }, () => pick(EQUIPMENT))
    cars.push({
      car_id: String(1_000_000 + i),
      slug: `${brand.name}-${model.name}-${i}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-'),
      indexed_at: new Date(now - Math.floor(random() * 120 * 86_400_000)).toISOString(),
      car_site_name: site.name,
      car_site_id: site.id,
      car_site_city: site.city,
      car_site_region: site.region,
      car_brand: brand.name,
      car_model: model.name,
      car_model_text: `${model.name} ${pick(VERSIONS)}`,
      car_version: `${fuel === 'El' ? 'Single Motor' : pick(['T5', 'B4', '2.0 TDI', '1.5 TSI', 'D4', 'Hybrid'])} ${pick(VERSIONS)}`,
      car_trim_package: pick(VERSIONS),
      car_year: year,
      car_body: model.body,
      car_fuel: fuel,
      car_gearbox: random() < 0.85 ? 'Automat' : 'Manuell',
      car_drive: skewed(['Framhjulsdrift', 'Fyrhjulsdrift', 'Bakhjulsdrift']),
      car_color: skewed(COLORS),
      car_condition: used ? 'Begagnad' : random() < 0.2 ? 'Demo' : 'Ny',
      car_seats: model.body === 'Transportbil' ? 3 : skewed([5, 7, 4, 2]),
      car_vehicle_type_code: model.body === 'Transportbil' || model.body === 'Pickup' ? 'LCV' : 'PB',
      car_campaigns: random() < 0.25 ? Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(CAMPAIGNS)) : [],
      car_is_used: used,
      car_is_sample: !used && random() < 0.05,
      caroftheweek: random() < 0.002,
      car_has_privateleasing: privateLeasing !== null,
      car_has_companyleasing: random() < 0.3,
      car_has_campaign_price: hasCampaign,
      car_price: price,
      car_campaign_price: hasCampaign ? Math.round(price * 0.93) : null,
      car_mileage: mileage,
      car_privateleasing_monthly_cost: privateLeasing,
      car_companyleasing_monthly_cost: random() < 0.3 ? Math.round(price / 150) : null,
      car_power: Math.round(model.price / 2500 + random() * 120),
      car_equipment: equipment,
      car_description: Array.from({ length: 20 + Math.floor(random() * 25) }, () => pick(WORDS)).join(' '),
      car_regno: `${String.fromCharCode(65 + (i % 26), 65 + ((i >> 5) % 26), 65 + ((i >> 10) % 26))}${String(i % 1000).padStart(3, '0')}`,
    })
  }
  return cars
}

// ---- measuring ----

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

function memory(label: string) {
  const usage = process.memoryUsage()
  console.log(`${label.padEnd(28)} RSS ${mb(usage.rss).padStart(7)}   heap used ${mb(usage.heapUsed).padStart(7)}   array buffers ${mb(usage.arrayBuffers).padStart(6)}`)
}

/** Bytes held in the index's typed arrays (columns, postings, sort orders, keyphrase). */
function typedArrayBytes(value: unknown, seen = new Set<unknown>()): number {
  if (value === null || typeof value !== 'object' || seen.has(value)) return 0
  seen.add(value)
  if (ArrayBuffer.isView(value)) return value.byteLength
  if (value instanceof Map) return [...value.values()].reduce((sum: number, item) => sum + typedArrayBytes(item, seen), 0)
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + typedArrayBytes(item, seen), 0)
  return Object.values(value).reduce((sum: number, item) => sum + typedArrayBytes(item, seen), 0)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const FACETS_12 = ['car_brand>car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_year', 'car_site_name', 'car_campaigns', 'car_is_used', 'car_price', 'car_mileage']
const listFacets = (selected: Record<string, (string | number | null)[]> = {}) => FACETS_12.map((name) => (selected[name] ? { name, filters: selected[name] } : { name }))
const PAIRS = [['Volvo', 'Kia'], ['Volkswagen', 'Škoda'], ['Toyota', 'BMW'], ['Volvo', 'Polestar']]
const FUELS = ['Diesel', 'El', 'Laddhybrid', 'Bensin']
const ONE_BRAND = ['Volvo', 'Kia', 'Toyota', 'Škoda', 'BMW']

type Scenario = { name: string; target: number; query: (run: number) => SearchQuery }

const SCENARIOS: Scenario[] = [
  { name: 'match-all, 12 facets, by price', target: 10, query: () => ({ facets: listFacets(), sort_name: 'price_asc', limit: 48, offset: 0 }) },
  { name: "keyphrase 'volvo xc60 diesel'", target: 5, query: () => ({ keyphrase: 'volvo xc60 diesel', facets: listFacets(), limit: 48, offset: 0 }) },
  {
    name: '2 brands + fuel + price range',
    target: 5,
    query: (run) => ({ facets: listFacets({ 'car_brand>car_model': PAIRS[run % PAIRS.length]!, car_fuel: [FUELS[run % FUELS.length]!], car_price: [200_000, 450_000] }), sort_name: 'price_asc', limit: 48, offset: 0 }),
  },
  { name: 'offset 960 (one brand, 12 facets)', target: 5, query: (run) => ({ facets: listFacets({ 'car_brand>car_model': [ONE_BRAND[run % ONE_BRAND.length]!] }), limit: 48, offset: 960 }) },
  { name: 'brand>model counts, one brand', target: 5, query: (run) => ({ filters: [{ name: 'car_brand', values: [ONE_BRAND[run % ONE_BRAND.length]!] }], facets: [{ name: 'car_brand>car_model' }], limit: 0, offset: 0 }) },
]

function time(index: SearchIndex, scenario: Scenario, runs: number): { p50: number; p95: number; p99: number; total: number } {
  for (let run = 0; run < 30; run++) querySearchIndex(index, scenario.query(run))
  const times: number[] = []
  let total = 0
  for (let run = 0; run < runs; run++) {
    const query = scenario.query(run)
    const started = performance.now()
    total = querySearchIndex(index, query).total
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), total }
}

function main() {
  const count = option('cars', 100_000)
  const runs = Math.max(1, option('runs', 300))
  const gc = (globalThis as { gc?: () => void }).gc
  console.log(`Search engine benchmark: ${count.toLocaleString('en')} synthetic cars, ${runs} timed runs per query, Node ${process.version}`)
  memory('at start')
  let started = performance.now()
  let cars: Car[] | undefined = syntheticCars(count, option('seed', 1))
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  gc?.()
  memory('stock generated')

  started = performance.now()
  const index = buildSearchIndex(VEHICLES_SCHEMA, cars)
  const buildSeconds = (performance.now() - started) / 1000
  console.log(`index built in ${buildSeconds.toFixed(2)} s (target < 10 s); typed arrays ${mb(typedArrayBytes(index))}`)
  memory('after build')
  if (gc) {
    gc()
    memory('after build + GC')
  } else console.log('(run with node --expose-gc --import tsx … for memory after a GC)')

  console.log(`\n${'query'.padEnd(36)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}  target p95   total`)
  let met = buildSeconds < 10
  for (const scenario of SCENARIOS) {
    const { p50, p95, p99, total } = time(index, scenario, runs)
    met &&= p95 < scenario.target
    const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(8)
    console.log(`${scenario.name.padEnd(36)} ${ms(p50)} ${ms(p95)} ${ms(p99)}  < ${scenario.target} ms ${p95 < scenario.target ? 'ok' : 'MISSED'}  ${total.toLocaleString('en')}`)
  }
  memory('\nafter queries (stock kept)')
  const rss = process.memoryUsage().rss
  met &&= rss < 500 * 1024 * 1024
  // The search service keeps only the index and the ids; the records go back to the database.
  console.log(`releasing the ${cars.length.toLocaleString('en')} records`)
  cars = undefined
  if (gc) {
    gc()
    memory('index only, after GC')
  }
  console.log(met ? 'All targets met.' : 'Some targets missed.')
  if (index.size !== count) throw new Error('index size differs from the stock')
}

main()
