import type { KitRecord } from '@/integrations/search/kit-record'

/**
 * The demo accessory kits (issue 22): a deterministic catalogue of kits for the Finnish car store,
 * three category levels deep, with parts, labour and the vehicles each kit fits. The same seed
 * always gives the same feed, byte for byte.
 */
export const DEMO_KITS_INDEX = 'kits-fi'
export const DEMO_KIT_COUNT = 600

type Tree = Record<string, Record<string, string[]>>

const CATEGORIES: Tree = {
  'Renkaat ja vanteet': { Talvirenkaat: ['Kitkarenkaat', 'Nastarenkaat'], Vanteet: ['Alumiinivanteet', 'Teräsvanteet'] },
  Kuljetus: { Vetokoukut: ['Kiinteät vetokoukut', 'Irrotettavat vetokoukut'], Kattotelineet: ['Kattoboksit', 'Pyörätelineet'] },
  Sisätilat: { Matot: ['Kumimatot', 'Tekstiilimatot'], Suojat: ['Tavaratilan suojat', 'Istuinsuojat'] },
  Lataus: { Latauslaitteet: ['Kotilaturit', 'Latauskaapelit'] },
  Turvallisuus: { Lisävalot: ['LED-valopaneelit', 'Kaukovalot'], Hälyttimet: ['Peruutustutkat', 'Kamerat'] },
}

const MODELS: [string, string[]][] = [
  ['Volvo', ['XC40', 'XC60', 'V60']],
  ['Toyota', ['RAV4', 'Corolla', 'Yaris']],
  ['Kia', ['Sportage', 'Niro', 'Ceed']],
  ['Volkswagen', ['Golf', 'ID.4', 'Passat']],
  ['Škoda', ['Octavia', 'Enyaq']],
]
const VERSIONS = ['Base', 'Comfort', 'Plus', 'Sport']

/** The demo vehicles kits fit: FI-VEH-0001 … (the demo session's car is the first). */
export const DEMO_VEHICLES = MODELS.flatMap(([make, models]) =>
  models.flatMap((model) => [2021, 2023, 2025].map((modelYear) => ({ make, model, modelYear }))),
).map((v, i) => ({ ...v, externalId: `FI-VEH-${String(i + 1).padStart(4, '0')}`, version: VERSIONS[i % VERSIONS.length]! }))

/** A small seeded generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// No season words: 'Kesä' (summer) before winter tyres read as nonsense.
const ADJECTIVES = ['Premium', 'Perus', 'Urheilu', 'Pro', 'Eco', 'Plus']

export function generateKits(count = DEMO_KIT_COUNT, seed = 22): KitRecord[] {
  const next = random(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const leaves = Object.entries(CATEGORIES).flatMap(([top, subs]) =>
    Object.entries(subs).flatMap(([sub, leafs]) => leafs.map((leaf) => [top, sub, leaf] as const)),
  )
  const kits: KitRecord[] = []
  for (let i = 0; i < count; i += 1) {
    const [category, subCategory, subSubCategory] = leaves[i % leaves.length]!
    // Every fifth kit is for the first demo vehicle's make and fits that car, so the demo session
    // has kits to show; a kit only ever fits cars of its own make (issue 36: Kia wheels fitted a Volvo).
    const sessionCar = DEMO_VEHICLES[0]!
    const [make, models] = i % 5 === 0 ? MODELS.find(([m]) => m === sessionCar.make)! : pick(MODELS)
    const vehicles = DEMO_VEHICLES.filter((v) => v.make === make && (models.length < 2 || next() < 0.6))
    if (i % 5 === 0 && !vehicles.some((v) => v.externalId === sessionCar.externalId)) vehicles.unshift(sessionCar)
    // Every kit fits some car of its make.
    if (vehicles.length === 0) vehicles.push(DEMO_VEHICLES.find((v) => v.make === make)!)
    const retailPrice = Math.round((19 + next() * 2400) * 100) / 100
    const partCount = 1 + Math.floor(next() * 3)
    const id = `KIT-${String(i + 1).padStart(5, '0')}`
    kits.push({
      kitId: id,
      catalogueId: 'KM-FI-2026',
      kitCode: `${subSubCategory.slice(0, 3).toUpperCase()}-${1000 + i}`,
      name: `${pick(ADJECTIVES)} ${subSubCategory.toLowerCase()} ${make}`,
      description: `${subSubCategory} (${subCategory.toLowerCase()}) merkin ${make} autoihin. Sisältää osat ja asennuksen.`,
      status: 'active',
      images: [],
      retailPrice,
      currency: 'EUR',
      kitCategory: category,
      kitSubCategory: subCategory,
      kitSubSubCategory: subSubCategory,
      parts: Array.from({ length: partCount }, (_, p) => ({
        partNumber: `P-${100000 + i * 10 + p}`,
        name: p === 0 ? subSubCategory : pick(['Kiinnityssarja', 'Johtosarja', 'Asennusohje', 'Suojakalvo']),
        quantity: 1 + Math.floor(next() * 4),
        unitPrice: null,
      })),
      vehicleFitmentSpecifications: vehicles.map((v) => ({
        externalId: v.externalId,
        make: v.make,
        model: v.model,
        modelYear: v.modelYear,
        version: v.version,
      })),
      labourSpecifications:
        next() < 0.7 ? [{ code: `L-${200 + (i % 50)}`, description: 'Asennus', hours: Math.round((0.5 + next() * 3) * 10) / 10, price: null }] : [],
      action: null,
    })
  }
  return kits
}
