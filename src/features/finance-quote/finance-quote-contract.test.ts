import { describe, expect, it } from 'vitest'

import {
  calculateRequestFor,
  calculateRequestSchema,
  type CarForFinanceQuote,
  defaultProductsRequestFor,
  defaultProductsRequestSchema,
  FINANCE_QUOTE_ENDPOINTS,
  firstRegistrationDate,
  organisationIdentifierFor,
  physicalVehicleFor,
  termsAndConditionsPath,
} from './finance-quote-contract'

const ukCar: CarForFinanceQuote = {
  car_chassino: 'wmwxu72000th41287',
  car_regno: 'AB21 CDE',
  car_firstregistration: '2021-03-01',
  car_price: 15_000,
  car_mileage: 23_814,
  car_odometer: 23_814,
  car_odometer_unit: 'mi',
}

describe('physicalVehicleFor', () => {
  it('builds the spec’s PhysicalVehicle from a UK stock car', () => {
    const vehicle = physicalVehicleFor(ukCar)
    if (!vehicle) throw new Error('expected a vehicle')
    expect(vehicle).toEqual({
      Type: 'Car',
      SourceVehicleId: 'WMWXU72000TH41287',
      Vin: 'WMWXU72000TH41287',
      Status: 'PreOwned',
      OnTheRoadPrice: 15_000,
      Mileage: 23_814,
      Registration: { Number: 'AB21CDE', Country: 'GB', DateOfFirstRegistration: '2021-03-01' },
    })
    // What the widget sends passes the server's validation as it is.
    expect(defaultProductsRequestSchema.parse(defaultProductsRequestFor(vehicle, 'thames-motor-group-croydon')).PhysicalVehicle).toEqual(vehicle)
  })

  it('leaves the registration out for a car without a plate, and the date out when it is unreadable', () => {
    expect(physicalVehicleFor({ ...ukCar, car_regno: null, car_firstregistration: null })?.Registration).toBeNull()
    expect(physicalVehicleFor({ ...ukCar, car_firstregistration: 'last spring' })?.Registration).toEqual({
      Number: 'AB21CDE',
      Country: 'GB',
      DateOfFirstRegistration: null,
    })
  })

  it('counts miles: a reading in km or Swedish mil is converted', () => {
    expect(physicalVehicleFor({ ...ukCar, car_mileage: 16_093, car_odometer_unit: 'km' })?.Mileage).toBe(10_000)
    expect(physicalVehicleFor({ ...ukCar, car_mileage: 1_609, car_odometer_unit: 'mil' })?.Mileage).toBe(9_998)
    expect(physicalVehicleFor({ ...ukCar, car_mileage: null, car_odometer: null })?.Mileage).toBe(0)
  })

  it('cannot quote a car without a chassis number or a price', () => {
    expect(physicalVehicleFor({ ...ukCar, car_chassino: null })).toBeNull()
    expect(physicalVehicleFor({ ...ukCar, car_chassino: '  ' })).toBeNull()
    expect(physicalVehicleFor({ ...ukCar, car_price: 0 })).toBeNull()
  })
})

describe('firstRegistrationDate', () => {
  it('reads ISO and British dates, the part before the first space', () => {
    expect(firstRegistrationDate('2019-03-01')).toBe('2019-03-01')
    expect(firstRegistrationDate('2019-03-01 00:00:00')).toBe('2019-03-01')
    expect(firstRegistrationDate('2019-03-01T00:00:00Z')).toBe('2019-03-01')
    expect(firstRegistrationDate('01/03/2019')).toBe('2019-03-01')
  })
  it('refuses what is not a real date', () => {
    expect(firstRegistrationDate('2019-02-30')).toBeNull()
    expect(firstRegistrationDate('03/2019')).toBeNull()
    expect(firstRegistrationDate(undefined)).toBeNull()
  })
})

describe('organisationIdentifierFor', () => {
  it('derives a dealer key from the official name', () => {
    expect(organisationIdentifierFor('Thames Motor Group Croydon')).toBe('thames-motor-group-croydon')
    expect(organisationIdentifierFor('  Thames Motor Group   Kingston ')).toBe('thames-motor-group-kingston')
    expect(organisationIdentifierFor('Smith & Sons (Reading) Ltd.')).toBe('smith-and-sons-reading-ltd')
    expect(organisationIdentifierFor('Škoda Bäckebol')).toBe('skoda-backebol')
  })
  it('maps brand dealers to their full names first, ignoring case and accents', () => {
    expect(organisationIdentifierFor('Croydon BMW')).toBe('thames-motor-group-croydon')
    expect(organisationIdentifierFor('croydon mini')).toBe('thames-motor-group-croydon')
    expect(organisationIdentifierFor('Maidenhead SKODA')).toBe('thames-motor-group-maidenhead')
  })
  it('keeps the key within 100 characters and refuses a name without letters or digits', () => {
    const key = organisationIdentifierFor(`${'Very Long Dealer Name '.repeat(10)}`)
    expect(key.length).toBeLessThanOrEqual(100)
    expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(() => organisationIdentifierFor(' — ')).toThrow(RangeError)
  })
})

describe('request builders and paths', () => {
  it('builds a cfd body of one vehicle that the server accepts', () => {
    const vehicle = physicalVehicleFor(ukCar)
    if (!vehicle) throw new Error('fixture')
    const body = calculateRequestFor('310004217', vehicle, {
      Term: 48,
      CashDeposit: 1_500,
      CalculationType: 'ToRegularPayment',
      FinanceProductFamilyKeys: ['HP'],
      OrganisationIdentifier: organisationIdentifierFor('Croydon BMW'),
    })
    expect(calculateRequestSchema.parse(body)).toEqual(body)
  })
  it('names the endpoints', () => {
    expect(FINANCE_QUOTE_ENDPOINTS).toEqual({
      defaultProducts: '/api/codeweaver/default',
      calculate: '/api/codeweaver/cfd',
      termsAndConditions: '/api/codeweaver/legal',
    })
    expect(termsAndConditionsPath('SHR 1/2')).toBe('/api/codeweaver/legal?quoteRef=SHR%201%2F2')
  })
})
