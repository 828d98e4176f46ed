import { describe, expect, it } from 'vitest'
import { DEMO_SITES } from '@/demo/seed/demo-sites'
import { carRecord, type CarRecord } from '@/integrations/search/car-record'
import { dealerRecord } from '@/integrations/search/dealer-record'
import { parseStockImageName } from './car-artwork'
import { DEALER_GROUPS } from './dealer-sites'
import { generateCars } from './generate-cars'
import { generateDealers, generateStock } from './generate-stock'
import { STOCK_INDEXES } from './markets'
import { carsPerIndex, DEFAULT_REFERENCE_DATE } from './stock-options'
import { FUEL_LABEL } from './vocabulary'

// A sample big enough for every market, make and finance offer to appear; generating is the
// slow part, so the whole-stock schema check (6,000 cars) is in tests/integration/demo-stock-schemas.test.ts.
const CARS = 1200
const stock = generateStock({ cars: CARS })
const reference = new Date(DEFAULT_REFERENCE_DATE).getTime()
const DAY_MS = 86_400_000

const carsIn = (index: string) => stock.cars.filter((car) => car.index === index).map((car) => car.record)
const byIndex = new Map(STOCK_INDEXES.map((stockIndex) => [stockIndex.vehicles, carsIn(stockIndex.vehicles)]))
const records = stock.cars.map((car) => car.record)
const electricLabels = new Set(Object.values(FUEL_LABEL.electric))
const isElectric = (record: CarRecord) => electricLabels.has(record.car_fuel ?? '')

describe('generateStock determinism', () => {
  it('gives identical stock for the same seed and reference date', () => {
    const first = generateStock({ cars: 400, seed: 7 })
    const second = generateStock({ cars: 400, seed: 7 })
    expect(JSON.stringify(second)).toBe(JSON.stringify(first))
  })

  it('gives different stock for a different seed', () => {
    const first = generateStock({ cars: 400, seed: 7 })
    const other = generateStock({ cars: 400, seed: 8 })
    expect(other.cars.map((car) => car.record.car_id)).not.toEqual(first.cars.map((car) => car.record.car_id))
    expect(JSON.stringify(other.cars.slice(0, 20))).not.toBe(JSON.stringify(first.cars.slice(0, 20)))
  })

  it('streams exactly what generateStock returns, in the same order', () => {
    const streamed = [...generateCars({ cars: 400, seed: 7 })]
    expect(JSON.stringify(streamed)).toBe(JSON.stringify(generateStock({ cars: 400, seed: 7 }).cars))
  })

  it('uses 2026-11-01 as the default reference date', () => {
    const [car] = [...generateCars({ cars: 400, seed: 3, referenceDate: new Date('2026-11-01T00:00:00Z') })]
    const [again] = [...generateCars({ cars: 400, seed: 3 })]
    expect(again).toEqual(car)
  })

  it('keeps car ids stable for a seed and index position, whatever the total', () => {
    const ids = (cars: number) => [...generateCars({ cars, seed: 5 })].filter((car) => car.index === 'vehicles-no').map((car) => car.record.car_id)
    const small = ids(500)
    expect(ids(2000).slice(0, small.length)).toEqual(small)
  })

  it('counts dates from the reference date', () => {
    const later = generateStock({ cars: 200, referenceDate: new Date('2027-06-15T00:00:00Z') })
    for (const { record } of later.cars) expect(Date.parse(record.indexed_at)).toBeLessThanOrEqual(Date.parse('2027-06-15T00:00:00Z'))
    expect(later.cars.some(({ record }) => record.car_year === 2027)).toBe(true)
  })

  it('rejects a bad number of cars', () => {
    expect(() => generateStock({ cars: -1 })).toThrow(RangeError)
    expect(() => generateStock({ cars: 1.5 })).toThrow(RangeError)
  })
})

describe('generated records', () => {
  it('all pass the car and dealer schemas', () => {
    const carFailures = records.flatMap((record) => {
      const result = carRecord.safeParse(record)
      return result.success ? [] : [{ car_id: record.car_id, issues: result.error.issues.slice(0, 3) }]
    })
    const dealerFailures = stock.dealers.flatMap(({ record }) => {
      const result = dealerRecord.safeParse(record)
      return result.success ? [] : [{ site_id: record.site_id, issues: result.error.issues.slice(0, 3) }]
    })
    expect(records).toHaveLength(CARS)
    expect(carFailures).toEqual([])
    expect(dealerFailures).toEqual([])
  })

  it('belong to the indexes the demo websites search', () => {
    const siteIndexes = new Set(DEMO_SITES.flatMap((site) => [site.searchIndexes.vehicles, site.searchIndexes.sites]))
    const generated = new Set([...stock.cars.map((car) => car.index), ...stock.dealers.map((dealer) => dealer.index)])
    expect([...generated].sort()).toEqual([...siteIndexes].sort())
  })

  it('spread cars by index share, the Swedish dealer group largest', () => {
    const counts = carsPerIndex(CARS)
    expect(counts.reduce((sum, { count }) => sum + count, 0)).toBe(CARS)
    for (const { stockIndex, count } of counts) expect(byIndex.get(stockIndex.vehicles)).toHaveLength(count)
    const largest = [...byIndex].sort((a, b) => b[1].length - a[1].length)[0]?.[0]
    expect(largest).toBe('vehicles-se')
  })

  it('use the currency and odometer unit of their market', () => {
    const expected: Record<string, [string, string]> = {
      'vehicles-se': ['SEK', 'mil'],
      'carstore-vehicles-se': ['SEK', 'mil'],
      'vehicles-no': ['NOK', 'mil'],
      'carstore-vehicles-no': ['NOK', 'mil'],
      'vehicles-uk': ['GBP', 'mi'],
      'carstore-vehicles-fi': ['EUR', 'km'],
      'carstore-vehicles-sk': ['EUR', 'km'],
    }
    for (const [index, cars] of byIndex) {
      const [currency, unit] = expected[index] ?? []
      for (const car of cars) {
        expect(car.car_price_currency).toBe(currency)
        if (!car.car_is_sample) expect(car.car_odometer_unit).toBe(unit)
      }
    }
  })

  it('have unique car ids and slugs per index', () => {
    for (const cars of byIndex.values()) {
      expect(new Set(cars.map((car) => car.car_id)).size).toBe(cars.length)
      expect(new Set(cars.map((car) => car.slug)).size).toBe(cars.length)
    }
    expect(new Set(records.map((car) => car.car_id)).size).toBe(records.length)
  })

  it('name the car in its slug, folded to ASCII', () => {
    const skoda = records.find((car) => car.car_brand === 'Škoda')
    expect(skoda?.slug).toMatch(/^skoda-/)
    for (const car of records) expect(car.slug).toMatch(new RegExp(`-${car.car_year}(-\\d+)?$`))
  })

  it('point at a dealer of the same market, with its ERP ids and a seller', () => {
    const dealers = new Map(stock.dealers.map(({ index, record }) => [record.site_id, { index, record }]))
    for (const { index, record } of stock.cars) {
      const dealer = dealers.get(record.car_site_id)
      const sitesIndex = STOCK_INDEXES.find((stockIndex) => stockIndex.vehicles === index)?.sites
      expect(dealer?.index).toBe(sitesIndex)
      expect(record.car_site_name).toBe(dealer?.record.site_official_name)
      expect(record.car_site_city).toBe(dealer?.record.site_city)
      expect(record.car_departmenterpid?.startsWith(record.car_site_id)).toBe(true)
      expect(record.car_sellers?.length).toBeGreaterThan(0)
    }
  })

  it('were indexed within the 120 days before the reference date', () => {
    for (const car of records) {
      const at = Date.parse(car.indexed_at)
      expect(at).toBeLessThanOrEqual(reference)
      expect(at).toBeGreaterThanOrEqual(reference - 120 * DAY_MS)
    }
  })

  it('point at pictures we draw, several per car', () => {
    const wrong = records.filter((car) => {
      const images = car.car_images ?? []
      const drawn = images.every(
        (image) =>
          image.original.startsWith('/stock-images/') &&
          parseStockImageName(image.original.slice('/stock-images/'.length)) !== null &&
          image.blur_data_url?.startsWith('data:image/svg+xml,'),
      )
      return !drawn || images.length < 3 || images.length > 8 || car.car_primary_image?.thumbnail_url !== images[0]?.original
    })
    expect(wrong.map((car) => car.car_id)).toEqual([])
  })

  it('have registration plates in each country’s format and 17-character chassis numbers', () => {
    const plate: Record<string, RegExp> = {
      SEK: /^[A-Z]{3}\d{2}[A-Z\d]$/,
      NOK: /^[A-Z]{2}\d{5}$/,
      GBP: /^[A-Z]{2}\d{2} [A-Z]{3}$/,
    }
    for (const [index, cars] of byIndex) {
      const format =
        index === 'carstore-vehicles-fi'
          ? /^[A-Z]{3}-\d{1,3}$/
          : index === 'carstore-vehicles-sk'
            ? /^[A-Z]{2}\d{3}[A-Z]{2}$/
            : plate[cars[0]?.car_price_currency ?? '']
      for (const car of cars) {
        if (car.car_is_used) expect(car.car_regno).toMatch(format ?? /^$/)
        if (!car.car_is_sample) expect(car.car_chassino).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      }
      const plates = cars.flatMap((car) => (car.car_regno ? [car.car_regno] : []))
      expect(new Set(plates).size).toBe(plates.length)
    }
  })

  it('carry equipment lists of 10-40 items and a description of a few sentences', () => {
    for (const car of records) {
      expect(car.car_equipment?.length).toBeGreaterThanOrEqual(10)
      expect(car.car_equipment?.length).toBeLessThanOrEqual(40)
      expect(new Set(car.car_equipment).size).toBe(car.car_equipment?.length)
      expect(car.car_description?.split('. ').length).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('realistic stock', () => {
  it('has a skew of makes: the most common one is far more common than the tenth', () => {
    const perMake = new Map<string, number>()
    for (const car of records) perMake.set(car.car_brand, (perMake.get(car.car_brand) ?? 0) + 1)
    const ranked = [...perMake.values()].sort((a, b) => b - a)
    expect(ranked.length).toBeGreaterThanOrEqual(15)
    expect(ranked[0]).toBeGreaterThan(3 * (ranked[9] ?? 0))
    const swedish = carsIn('vehicles-se')
    const volvo = swedish.filter((car) => car.car_brand === 'Volvo').length
    expect(volvo / swedish.length).toBeGreaterThan(0.2)
  })

  it('has new, used, demo and sample cars in the dealer groups, and only used cars in the car stores', () => {
    for (const index of ['vehicles-se', 'vehicles-no', 'vehicles-uk']) {
      const cars = carsIn(index)
      expect(cars.some((car) => !car.car_is_used && !car.car_is_sample && car.car_firstregistration === null)).toBe(true)
      expect(cars.some((car) => car.car_is_used)).toBe(true)
      expect(cars.some((car) => car.car_condition === 'Demobil' || car.car_condition === 'Ex-demonstrator')).toBe(true)
      expect(cars.some((car) => car.car_is_sample)).toBe(true)
    }
    for (const index of ['carstore-vehicles-se', 'carstore-vehicles-no', 'carstore-vehicles-fi', 'carstore-vehicles-sk']) {
      expect(carsIn(index).every((car) => car.car_is_used && !car.car_is_sample)).toBe(true)
    }
  })

  it('has vans priced without VAT', () => {
    const vans = records.filter((car) => car.car_vehicle_type_code === 'LCV')
    expect(vans.length).toBeGreaterThan(CARS * 0.03)
    for (const van of vans) {
      expect(van.car_retail_price_exkl_vat).toBeLessThan(van.car_retail_price ?? 0)
      expect(van.car_price).toBe(van.car_campaign_price_exkl_vat ?? van.car_retail_price_exkl_vat)
    }
  })

  it('links each sample to the other trim packages of its model in its index', () => {
    for (const cars of byIndex.values()) {
      const byId = new Map(cars.map((car) => [car.car_id, car]))
      for (const sample of cars.filter((car) => car.car_is_sample)) {
        expect(sample.car_trim_package).toBeTruthy()
        expect(sample.linked_vehicles?.length).toBeGreaterThan(0)
        for (const link of sample.linked_vehicles ?? []) {
          const other = byId.get(link.vehicle_id)
          expect(other?.slug).toBe(link.slug)
          expect(other?.car_is_sample).toBe(true)
          expect(other?.car_brand).toBe(sample.car_brand)
          expect(other?.car_model).toBe(sample.car_model)
          expect(other?.car_trim_package).toBe(link.package_name)
          expect(other?.car_trim_package).not.toBe(sample.car_trim_package)
          expect(other?.linked_vehicles?.some((back) => back.vehicle_id === sample.car_id)).toBe(true)
        }
      }
    }
  })

  it('gives electric cars a range and a battery but no CO2 or fuel consumption', () => {
    const electric = records.filter(isElectric)
    expect(electric.length).toBeGreaterThan(CARS * 0.1)
    for (const car of electric) {
      expect(car.car_emission_mixed).toBeUndefined()
      expect(car.car_fuel_combined).toBeUndefined()
      expect(car.car_electric_range).toBeGreaterThan(100)
      expect(car.car_battery_size).toBeGreaterThan(20)
    }
    expect(records.filter((car) => car.car_brand === 'Tesla').every(isElectric)).toBe(true)
    expect(records.filter((car) => !isElectric(car)).every((car) => (car.car_emission_mixed ?? 0) > 0)).toBe(true)
  })

  it('prices campaigns below the retail price and shows the campaign price', () => {
    const campaigns = records.filter((car) => car.car_has_campaign_price)
    expect(campaigns.length).toBeGreaterThan(CARS * 0.05)
    for (const car of campaigns) {
      expect(car.car_campaign_price).toBeLessThan(car.car_retail_price ?? 0)
      expect(car.car_campaigns?.length).toBeGreaterThan(0)
      if (car.car_vehicle_type_code !== 'LCV') expect(car.car_price).toBe(car.car_campaign_price)
    }
    for (const car of records.filter((car) => !car.car_has_campaign_price)) expect(car.car_campaign_price).toBeUndefined()
  })

  it('prices by market and age: a new car costs more than the same market’s used cars on average', () => {
    for (const cars of byIndex.values()) {
      const used = cars.filter((car) => car.car_is_used && car.car_vehicle_type_code !== 'LCV')
      const fresh = cars.filter((car) => !car.car_is_used && car.car_vehicle_type_code !== 'LCV')
      if (fresh.length === 0) continue
      const mean = (list: CarRecord[]) => list.reduce((sum, car) => sum + car.car_price, 0) / list.length
      expect(mean(fresh)).toBeGreaterThan(mean(used))
    }
    const median = (index: string) =>
      carsIn(index)
        .map((car) => car.car_price)
        .sort((a, b) => a - b)[Math.floor(carsIn(index).length / 2)] ?? 0
    expect(median('vehicles-se')).toBeGreaterThan(100_000)
    expect(median('vehicles-uk')).toBeLessThan(100_000)
    expect(median('carstore-vehicles-fi')).toBeLessThan(100_000)
  })

  it('puts a handful of cars of the week in each index', () => {
    for (const cars of byIndex.values()) expect(cars.filter((car) => car.caroftheweek).length).toBe(Math.min(6, cars.length))
  })
})

describe('finance offers', () => {
  it('offer leasing only in Sweden and Norway, company leasing only in Sweden and not on every car', () => {
    for (const [index, cars] of byIndex) {
      const swedish = index.endsWith('-se')
      const norwegian = index.endsWith('-no')
      const company = cars.filter((car) => car.car_has_companyleasing)
      const privately = cars.filter((car) => car.car_has_privateleasing)
      if (swedish) expect(company.length).toBeGreaterThan(0)
      else expect(company).toEqual([])
      if (swedish || norwegian) expect(privately.length).toBeGreaterThan(0)
      else expect(privately).toEqual([])
      if (swedish) expect(company.length).toBeLessThan(cars.length / 2)
    }
  })

  it('have plausible monthly costs and durations of 12-84 months in steps of 12', () => {
    for (const car of records.filter((car) => car.car_loan_option)) {
      const loan = car.car_loan_option
      if (!loan) continue
      expect(loan.contract_durations.map((d) => d.months)).toEqual([12, 24, 36, 48, 60, 72, 84].slice(0, loan.contract_durations.length))
      expect(loan.contract_durations.map((d) => d.months)).toContain(loan.default_contract_duration)
      expect(loan.disclaimer).toContain('{0}')
      expect(loan.disclaimer).toContain('{1}')
      const monthly = loan.default_monthly_cost ?? 0
      const residual = (loan.contract_durations.find((d) => d.months === loan.default_contract_duration)?.residual_percentage ?? 0) / 100
      // Payments plus the balloon repay at least the amount borrowed (interest is never negative).
      expect(monthly * loan.default_contract_duration + residual * loan.price).toBeGreaterThanOrEqual(
        loan.price * (1 - loan.contract_durations[0]!.cash_amount_min_percentage / 100) - 1,
      )
      expect(monthly).toBeLessThan(loan.price / 12)
      expect(car.car_loan_monthly_cost).toBe(monthly)
    }
    for (const car of records.filter((car) => car.car_company_leasing_option)) {
      const leasing = car.car_company_leasing_option
      expect(leasing?.company_leasing_options.map((option) => option.mileage)).toEqual([1500, 2000, 2500])
      expect(leasing?.disclaimer).toContain('{interestRate}')
      expect(car.car_companyleasing_monthly_cost).toBe(leasing?.default_monthly_cost)
      expect(leasing?.default_monthly_cost).toBeLessThan((leasing?.price_base_amount ?? 0) / 24)
      expect(car.car_leasing_options?.some((entry) => entry.leasing_type === 'Company')).toBe(true)
    }
    for (const car of records.filter((car) => car.car_private_leasing_option)) {
      const offers = car.car_private_leasing_option ?? []
      expect(car.car_privateleasing_monthly_cost).toBe(Math.min(...offers.map((offer) => offer.monthly_cost ?? 0)))
      for (const offer of offers) expect(offer.monthly_cost).toBeLessThan(car.car_price / 24)
      expect(car.car_has_campaign_privateleasing).toBe(offers.some((offer) => offer.is_campaign))
    }
  })
})

describe('generateDealers', () => {
  const dealers = generateDealers()
  const serviceCentres = new Set(
    DEALER_GROUPS.flatMap((group) => group.sites.filter((site) => site.serviceOnly).map((site) => `${group.groupName} ${site.name}`)),
  )
  const perIndex = (index: string) => dealers.filter((dealer) => dealer.index === index).map((dealer) => dealer.record)

  it('gives every market several dealers, the dealer groups the most', () => {
    expect(perIndex('sites-se').length).toBeGreaterThanOrEqual(6)
    expect(perIndex('sites-se').length).toBeLessThanOrEqual(13)
    expect(perIndex('sites-uk').length).toBe(13)
    for (const stockIndex of STOCK_INDEXES) expect(perIndex(stockIndex.sites).length).toBeGreaterThanOrEqual(3)
    expect(new Set(dealers.map((dealer) => dealer.record.site_id)).size).toBe(dealers.length)
  })

  it('gives Nordbil’s sites index 13 workshops, four of them service centres that sell no cars', () => {
    const swedish = perIndex('sites-se')
    expect(swedish.filter((r) => r.site_departments.some((d) => d.group === 'Workshop'))).toHaveLength(13)
    const porsche = swedish.find((r) => r.slug === 'porsche-service-center-halmstad')
    expect(porsche?.site_departments.map((d) => d.group)).toEqual(['Workshop', 'Parts'])
    expect(records.some((car) => car.car_site_id === porsche?.site_id)).toBe(false)
    const centres = dealers.filter((d) => d.record.site_official_name.startsWith('Nordbil Service '))
    expect(centres.map((d) => d.record.site_city)).toEqual(['Lerum', 'Alingsås', 'Falkenberg'])
    for (const centre of centres) {
      expect(centre.record.site_brands.length).toBe(2)
      expect(records.some((car) => car.car_site_id === centre.record.site_id)).toBe(false)
    }
  })

  it('equals the dealers of generateStock', () => {
    expect(dealers).toEqual(stock.dealers)
  })

  it('places dealers in their country', () => {
    const box: Record<string, [number, number, number, number]> = {
      SE: [55, 69, 11, 24],
      NO: [58, 71, 4, 31],
      GB: [49.9, 59, -8, 2],
      FI: [59.7, 70, 20, 32],
      SK: [47.7, 49.7, 16.8, 22.6],
    }
    for (const { record } of dealers) {
      const [lat, lng] = (record.site_geocoord ?? '').split(',').map(Number)
      const [minLat, maxLat, minLng, maxLng] = box[record.country_code] ?? [0, 0, 0, 0]
      expect(lat).toBeGreaterThan(minLat)
      expect(lat).toBeLessThan(maxLat)
      expect(lng).toBeGreaterThan(minLng)
      expect(lng).toBeLessThan(maxLng)
      expect(record.site_email).toMatch(/@example\.(se|no|co\.uk|fi|sk)$/)
    }
  })

  it('gives the dealers spec 03 §2.9’s old addresses name a facility page of their own, and leaves the cars as they were', () => {
    const uk = perIndex('sites-uk')
    for (const slug of ['bmw-bromley', 'bmw-enfield', 'bmw-woolwich', 'bmw-blackheath', 'mini-enfield', 'mini-ruxley', 'mini-woolwich']) {
      const dealer = uk.find((r) => r.slug === slug)
      expect(dealer?.site_departments.map((d) => d.name)).toEqual(expect.arrayContaining(['Car sales', 'Used car sales', 'Service']))
      // Sales sites whose cars are not in the demo stock.
      expect(records.some((car) => car.car_site_id === dealer?.site_id)).toBe(false)
    }
    // The Porsche sales of spec 03 §2.9's contact page: Guildford.
    const porscheSales = uk.filter((r) => r.site_departments.some((d) => d.name === 'Car sales' && d.brands.some((b) => b.name === 'Porsche')))
    expect(porscheSales.map((r) => r.slug)).toEqual(['thames-motor-group-guildford'])
  })

  it('gives dealer groups sales, workshop and parts departments, and car stores no new cars', () => {
    for (const { index, record } of dealers) {
      const groups = record.site_departments.map((department) => department.group)
      if (index.startsWith('carstore-')) expect(groups).not.toContain('New cars')
      // The service centres: a workshop and parts, no sales.
      else if (serviceCentres.has(record.site_official_name)) expect(groups).toEqual(['Workshop', 'Parts'])
      else expect(groups).toEqual(expect.arrayContaining(['New cars', 'Used cars', 'Workshop', 'Parts']))
      for (const department of record.site_departments) {
        expect(department.users?.length).toBeGreaterThanOrEqual(1)
        expect(department.users?.length).toBeLessThanOrEqual(6)
        expect(department.brands.length).toBeGreaterThan(0)
        expect(department.openingschedule?.openinghours.map((hours) => hours.day)).toEqual([
          'Monday',
          'Tuesday',
          'Wednesday',
          'Thursday',
          'Friday',
          'Saturday',
          'Sunday',
        ])
        expect(department.openingschedule?.deviationdays?.length).toBeGreaterThan(0)
      }
    }
  })

  it('has some departments on a vacation that is going on at the reference date', () => {
    const vacations = dealers.flatMap(({ record }) =>
      record.site_departments.flatMap((department) => (department.openingschedule?.vacationdays ? [department.openingschedule.vacationdays] : [])),
    )
    expect(vacations.length).toBeGreaterThan(0)
    for (const vacation of vacations) {
      expect(Date.parse(vacation.vacationstart)).toBeLessThanOrEqual(reference)
      expect(Date.parse(vacation.vacationend)).toBeGreaterThanOrEqual(reference)
      expect(vacation.vacationdays[0]?.day).toBe(vacation.vacationstart)
      expect(vacation.vacationdays.at(-1)?.day).toBe(vacation.vacationend)
    }
  })

  it('gives the first site of every sites index a department closed for more than a year from the reference date (facility pages show a current vacation)', () => {
    const indexes = new Set(dealers.map(({ index }) => index))
    for (const index of indexes) {
      const first = dealers.find((d) => d.index === index)
      const long = first?.record.site_departments.find((d) => {
        const vacation = d.openingschedule?.vacationdays
        return vacation && Date.parse(vacation.vacationend) - reference > 365 * 86_400_000
      })
      expect(long, index).toBeDefined()
    }
  })

  it('starts that closure on the day given as closuresFrom (the demo load passes its own day), so the vacation stays current', () => {
    const day = new Date('2031-03-15T12:00:00Z')
    for (const { record } of generateDealers({ closuresFrom: day })) {
      for (const department of record.site_departments) {
        const vacation = department.openingschedule?.vacationdays
        if (!vacation || Date.parse(vacation.vacationend) - Date.parse(vacation.vacationstart) < 365 * 86_400_000) continue
        expect(Date.parse(vacation.vacationstart)).toBeLessThanOrEqual(day.getTime())
        expect(Date.parse(vacation.vacationend)).toBeGreaterThan(day.getTime() + 300 * 86_400_000)
      }
    }
  })
})
