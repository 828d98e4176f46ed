import { afterEach, describe, expect, it, vi } from 'vitest'

import type { CarSummary } from '@/features/car-card/car-summary'
import { memoryStorage } from '@/lib/test-memory-storage'

import {
  COMPARE_STORAGE_KEY,
  createCompareStore,
  parseCompareEntries,
  serializeCompareEntries,
  toggleCompare,
  withFullRecord,
  type CompareEntry,
} from './compare-store'
import { compareRows, type CompareFormat } from './compare-table'
import { fetchCompareCar } from './fetch-compare-car'

const summary = (id: string, over: Partial<CarSummary> = {}): CarSummary => ({
  car_id: id,
  slug: `volvo-xc60-${id}`,
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_year: 2022,
  car_is_sample: false,
  car_is_used: true,
  car_price: 449_900,
  car_price_currency: 'SEK',
  car_fuel: 'Bensin',
  car_gearbox: 'Automat',
  car_mileage: 1_200,
  ...over,
})

const format: CompareFormat = {
  languageTag: 'sv-SE',
  texts: { from: 'Från', withVat: 'inkl. moms', withoutVat: 'exkl. moms', perMonth: 'per mån', mileageUnit: 'mil' },
}
const plain = (value: string | null | undefined) => value?.replace(/[\u00a0\u202f]/g, ' ') ?? value

describe('toggleCompare', () => {
  it('adds a car that is not in the list and removes one that is, by car_id', () => {
    const one = toggleCompare([], summary('1'))
    expect(one.map((entry) => entry.car_id)).toEqual(['1'])
    const two = toggleCompare(one, summary('2'))
    expect(two.map((entry) => entry.car_id)).toEqual(['1', '2'])
    // A different summary object with the same id still removes.
    expect(toggleCompare(two, summary('1', { car_price: 1 })).map((entry) => entry.car_id)).toEqual(['2'])
    expect(one).toHaveLength(1)
  })

  it('has no number limit', () => {
    let list: CompareEntry[] = []
    for (let id = 1; id <= 12; id += 1) list = toggleCompare(list, summary(String(id)))
    expect(list).toHaveLength(12)
  })

  it('stores a fetched record only on a car still in the list, keeping the compare fields', () => {
    const list = toggleCompare([], summary('1'))
    const full = { car_id: '1', car_equipment: ['Dragkrok'], car_power_text: '250 hk', car_description: 'long text', car_loan_option: { title: 'x' } }
    const withFull = withFullRecord(list, '1', full)
    expect(withFull[0]?.full).toEqual({ car_id: '1', car_equipment: ['Dragkrok'], car_power_text: '250 hk' })
    expect(withFullRecord(list, '9', { car_id: '9' })).toEqual(list)
  })
})

describe('stored format', () => {
  it('is a JSON array of { car_id, summary, full? } and reads back the same', () => {
    const entries: CompareEntry[] = [
      { car_id: '1', summary: summary('1') },
      { car_id: '2', summary: summary('2'), full: { car_id: '2', car_power_text: '197 hk' } },
    ]
    const raw = serializeCompareEntries(entries)
    const data: unknown = JSON.parse(raw)
    expect(data).toEqual([
      { car_id: '1', summary: summary('1') },
      { car_id: '2', summary: summary('2'), full: { car_id: '2', car_power_text: '197 hk' } },
    ])
    expect(parseCompareEntries(raw)).toEqual(entries)
  })

  it('tolerates garbage', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '{}',
      '42',
      'null',
      '"compare"',
      '[1, "x", null, {}]',
      '[{"car_id":"1"}]',
      '[{"car_id":"1","summary":{"car_id":"1"}}]',
    ]) {
      expect(parseCompareEntries(raw)).toEqual([])
    }
  })

  it('skips bad entries, duplicates and mismatched full records, and drops mistyped optional fields', () => {
    const raw = JSON.stringify([
      { car_id: '1', summary: { ...summary('1'), car_mileage: 'lots', car_campaigns: [1, 2], car_primary_image: { thumbnail_url: 5 } } },
      { car_id: '1', summary: summary('1') },
      { car_id: '2', summary: summary('3') },
      { car_id: 'abc', summary: summary('abc') },
      { car_id: '4', summary: { ...summary('4'), car_price_currency: 'USD' } },
      { car_id: '5', summary: summary('5'), full: { car_id: '6' } },
      { car_id: '7', summary: summary('7'), full: 'yes' },
    ])
    const entries = parseCompareEntries(raw)
    expect(entries.map((entry) => entry.car_id)).toEqual(['1', '5', '7'])
    expect(entries[0]?.summary.car_mileage).toBeUndefined()
    expect(entries[0]?.summary.car_campaigns).toBeUndefined()
    expect(entries[0]?.summary.car_primary_image).toBeUndefined()
    expect(entries[1]?.full).toBeUndefined()
    expect(entries[2]?.full).toBeUndefined()
  })
})

describe('createCompareStore', () => {
  it("reads session storage's 'compare' key and writes changes back", () => {
    const storage = memoryStorage({ [COMPARE_STORAGE_KEY]: serializeCompareEntries([{ car_id: '1', summary: summary('1') }]) })
    const store = createCompareStore(() => storage)
    expect(store.getSnapshot().map((entry) => entry.car_id)).toEqual(['1'])
    store.update((list) => toggleCompare(list, summary('2')))
    expect(parseCompareEntries(storage.data.get(COMPARE_STORAGE_KEY)).map((entry) => entry.car_id)).toEqual(['1', '2'])
    store.set([])
    expect(storage.data.has(COMPARE_STORAGE_KEY)).toBe(false)
  })

  it('gives a stable snapshot between changes and notifies subscribers of same-tab changes', () => {
    const store = createCompareStore(() => memoryStorage())
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    expect(store.getServerSnapshot()).toEqual([])
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.update((list) => toggleCompare(list, summary('1')))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).not.toBe(first)
    unsubscribe()
    store.update((list) => toggleCompare(list, summary('1')))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps working when storage is blocked or full', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const blocked = createCompareStore(() => {
      throw new Error('SecurityError')
    })
    blocked.update((list) => toggleCompare(list, summary('1')))
    expect(blocked.getSnapshot()).toHaveLength(1)

    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const store = createCompareStore(() => full)
    store.update((list) => toggleCompare(list, summary('1')))
    expect(store.getSnapshot()).toHaveLength(1)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('compareRows', () => {
  const a: CompareEntry = {
    car_id: '1',
    summary: summary('1', { car_body: 'SUV' }),
    full: { car_id: '1', car_power_text: '250 hk', car_equipment: ['Dragkrok', 'Navigation'], car_acceleration_text: '6,9 s', car_length_text: '4 708 mm' },
  }
  const b: CompareEntry = {
    car_id: '2',
    summary: summary('2', { car_body: 'SUV', car_price: 399_900, car_is_sample: true, car_mileage: 3_400 }),
    full: { car_id: '2', car_power_text: '197 hk', car_equipment: ['Navigation', 'Panoramatak'], car_length_text: '4 708 mm' },
  }

  it('groups basics, equipment and technical data and flags differing rows', () => {
    const sections = compareRows([a, b], format)
    expect(sections.map((section) => section.key)).toEqual(['basics', 'equipment', 'technical'])
    const basics = sections[0]?.rows ?? []
    const byKey = Object.fromEntries(basics.map((row) => [row.key, row]))
    expect(Object.keys(byKey)).toEqual(['price', 'car_year', 'mileage', 'car_fuel', 'car_gearbox', 'car_body', 'car_power_text'])
    expect(byKey.price?.values.map((value) => plain(value as string))).toEqual(['449 900 kr inkl. moms', 'Från 399 900 kr inkl. moms'])
    expect(byKey.price?.differs).toBe(true)
    expect(byKey.car_year?.differs).toBe(false)
    expect(byKey.car_body?.differs).toBe(false)
    expect(byKey.mileage?.values.map((value) => plain(value as string))).toEqual(['1 200 mil', '3 400 mil'])
    expect(byKey.car_power_text?.values).toEqual(['250 hk', '197 hk'])

    const equipment = sections[1]?.rows ?? []
    expect(equipment.map((row) => [row.key, row.values, row.differs])).toEqual([
      ['Dragkrok', [true, false], true],
      ['Navigation', [true, true], false],
      ['Panoramatak', [false, true], true],
    ])

    const technical = sections[2]?.rows ?? []
    expect(technical.map((row) => [row.key, row.values, row.differs])).toEqual([
      ['car_acceleration_text', ['6,9 s', null], true],
      ['car_length_text', ['4 708 mm', '4 708 mm'], false],
    ])
  })

  it('uses the summary when the full record is missing; unknown equipment is no difference', () => {
    const summaryOnly: CompareEntry = { car_id: '3', summary: summary('3', { car_body: 'SUV' }) }
    const sections = compareRows([a, summaryOnly], format)
    const equipment = sections.find((section) => section.key === 'equipment')?.rows ?? []
    expect(equipment.map((row) => [row.values, row.differs])).toEqual([
      [[true, null], false],
      [[true, null], false],
    ])
    const power = sections[0]?.rows.find((row) => row.key === 'car_power_text')
    expect(power?.values).toEqual(['250 hk', null])
  })

  it('leaves out empty rows and sections; a single car differs from nothing', () => {
    const sections = compareRows([{ car_id: '3', summary: summary('3') }], format)
    expect(sections.map((section) => section.key)).toEqual(['basics'])
    expect(sections[0]?.rows.some((row) => row.key === 'car_body')).toBe(false)
    expect(sections[0]?.rows.every((row) => !row.differs)).toBe(true)
    expect(compareRows([], format)).toEqual([])
  })
})

describe('fetchCompareCar', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gets /api/cars/{id} and returns the record', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ car_id: '42', car_power_text: '150 hk' }))
    expect(await fetchCompareCar('42', fetchImpl)).toEqual({ car_id: '42', car_power_text: '150 hk' })
    expect(fetchImpl).toHaveBeenCalledWith('/api/cars/42', expect.objectContaining({ headers: { accept: 'application/json' } }))
  })

  it('logs a warning and returns null on 404, a wrong body or a network error (summary used)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await fetchCompareCar('42', async () => new Response('not found', { status: 404 }))).toBeNull()
    expect(await fetchCompareCar('42', async () => Response.json({ car_id: '7' }))).toBeNull()
    expect(await fetchCompareCar('42', async () => Response.json([1]))).toBeNull()
    expect(
      await fetchCompareCar('42', async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).toBeNull()
    expect(warn).toHaveBeenCalledTimes(4)
  })
})
