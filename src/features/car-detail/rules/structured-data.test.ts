import { describe, expect, it } from 'vitest'

import { carPriceDisplay, formatCarMoney } from '@/features/car-card/car-price'
import type { CarRecord } from '@/integrations/search/car-record'
import { scriptJson as jsonLdScriptText } from '@/lib/script-json'

import { carJsonLd, displayedPriceAmount, odometerValue, productDetailPageEvent } from './structured-data'
import { sampleXc40, ukVan, usedVolvo, withChanges } from '@/integrations/search/testing/test-cars'

const url = 'https://www.bilhallen.se/kop-bil/1001/volvo-xc60-t6-recharge-inscription-2021'
const texts = { withVat: 'inkl. moms', withoutVat: 'exkl. moms', perMonth: 'kr/mån' }

describe('displayedPriceAmount', () => {
  it('is the campaign price while a campaign applies, else car_price', () => {
    expect(displayedPriceAmount(usedVolvo)).toBe(419_900)
    expect(displayedPriceAmount(withChanges(usedVolvo, { car_has_campaign_price: false, car_price: 449_900 }))).toBe(449_900)
  })

  it('is the amount carPriceDisplay shows, for every kind of price', () => {
    const cars: CarRecord[] = [
      usedVolvo,
      sampleXc40,
      ukVan,
      withChanges(usedVolvo, { car_campaign_price: 459_900, car_price: 449_900 }),
      withChanges(ukVan, { car_has_campaign_price: true, car_campaign_price: 26_995, car_campaign_price_exkl_vat: 22_495, car_price: 22_495 }),
      withChanges(ukVan, { car_has_campaign_price: true, car_campaign_price: 26_995, car_campaign_price_exkl_vat: null }),
    ]
    for (const car of cars) {
      const shown = carPriceDisplay(car, { languageTag: 'sv-SE', texts }).main
      expect(formatCarMoney(displayedPriceAmount(car), car.car_price_currency, 'sv-SE'), car.car_id).toBe(shown)
    }
  })
})

describe('odometerValue', () => {
  it('gives kilometres and miles with their unit codes', () => {
    expect(odometerValue({ car_odometer: 52_000, car_odometer_unit: 'km' })).toEqual({ '@type': 'QuantitativeValue', value: 52_000, unitCode: 'KMT' })
    expect(odometerValue(ukVan)).toEqual({ '@type': 'QuantitativeValue', value: 31_250, unitCode: 'SMI' })
  })

  it('converts Scandinavian mil to km and says so', () => {
    expect(odometerValue(usedVolvo)).toEqual({
      '@type': 'QuantitativeValue',
      value: 45_000,
      unitCode: 'KMT',
      description: 'Converted from 4500 mil (1 mil = 10 km)',
    })
  })

  it('is left out without an odometer reading or unit', () => {
    expect(odometerValue(sampleXc40)).toBeUndefined()
    expect(odometerValue({ car_mileage: 1000, car_odometer_unit: null })).toBeUndefined()
  })
})

describe('carJsonLd', () => {
  it('describes a used car with its offer at the campaign price', () => {
    expect(carJsonLd(usedVolvo, { url, sellerName: 'Bilhallen Göteborg' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Volvo XC60 T6 Recharge Inscription 2021',
      url,
      brand: { '@type': 'Brand', name: 'Volvo' },
      model: 'XC60',
      vehicleModelDate: '2021',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_000, unitCode: 'KMT', description: 'Converted from 4500 mil (1 mil = 10 km)' },
      fuelType: 'Laddhybrid',
      vehicleTransmission: 'Automat',
      bodyType: 'SUV',
      color: 'Svart',
      driveWheelConfiguration: 'Fyrhjulsdrift',
      numberOfDoors: 5,
      seatingCapacity: 5,
      vehicleIdentificationNumber: 'YV1UZA8VCM1234567',
      image: ['https://images.example.com/1001/1.jpg', 'https://images.example.com/1001/2.jpg'],
      offers: {
        '@type': 'Offer',
        url,
        price: 419_900,
        priceCurrency: 'SEK',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 419_900, priceCurrency: 'SEK', valueAddedTaxIncluded: true },
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'AutoDealer', name: 'Bilhallen Göteborg', address: { '@type': 'PostalAddress', addressLocality: 'Göteborg' } },
      },
    })
  })

  it('offers an LCV without VAT and a sample as new, without mileage', () => {
    const van = carJsonLd(ukVan, { url: 'https://www.lloyd.co.uk/buy-car/5001/ford-transit-custom-2022', sellerName: 'Lloyd Motors Bromley', currency: 'GBP' })
    expect(van.offers.price).toBe(24_162)
    expect(van.offers.priceSpecification.valueAddedTaxIncluded).toBe(false)
    expect(van.mileageFromOdometer?.unitCode).toBe('SMI')

    const sample = carJsonLd(sampleXc40, { url, sellerName: 'Bilhallen' })
    expect(sample.itemCondition).toBe('https://schema.org/NewCondition')
    expect(sample.offers.itemCondition).toBe('https://schema.org/NewCondition')
    expect(sample).not.toHaveProperty('mileageFromOdometer')
    expect(sample).not.toHaveProperty('image')
  })

  it('uses the primary image when there is no gallery, made absolute against the page URL', () => {
    const car = withChanges(usedVolvo, { car_images: [], car_primary_image: { thumbnail_url: '/media/1001.jpg' } })
    expect(carJsonLd(car, { url, sellerName: 'Bilhallen' }).image).toEqual(['https://www.bilhallen.se/media/1001.jpg'])
  })

  it('is safe inside a script element', () => {
    const car = withChanges(usedVolvo, { car_version: '</script><script>alert(1)</script>' })
    const script = jsonLdScriptText(carJsonLd(car, { url, sellerName: 'Bilhallen' }))
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script).name).toContain('</script>')
  })
})

describe('productDetailPageEvent', () => {
  it('carries dealer, product info and the prices shown', () => {
    expect(productDetailPageEvent(usedVolvo, { site_id: '2001', site_official_name: 'Bilhallen Göteborg Mölndal', site_city: 'Mölndal' })).toEqual({
      event: 'product_detail_page',
      dealer: { id: '2001', name: 'Bilhallen Göteborg Mölndal', city: 'Mölndal' },
      product: {
        id: '1001',
        name: 'Volvo XC60 T6 Recharge Inscription 2021',
        brand: 'Volvo',
        model: 'XC60',
        version: 'T6 Recharge Inscription',
        year: 2021,
        condition: 'used',
        vehicle_type: 'PC',
        fuel: 'Laddhybrid',
        body: 'SUV',
        gearbox: 'Automat',
        mileage: 4500,
      },
      prices: {
        currency: 'SEK',
        price: 419_900,
        retail_price: 449_900,
        campaign_price: 419_900,
        has_campaign: true,
        vat_included: true,
        loan_monthly_cost: 4_990,
        private_leasing_monthly_cost: 5_490,
        company_leasing_monthly_cost: null,
      },
    })
  })

  it("falls back to the car's site fields without a dealer record (samples)", () => {
    const event = productDetailPageEvent(sampleXc40, null)
    expect(event.dealer).toEqual({ id: '2001', name: 'Bilhallen Göteborg', city: 'Göteborg' })
    expect(event.product.condition).toBe('sample')
    expect(event.product.mileage).toBeNull()
    expect(event.prices).toMatchObject({ price: 489_900, retail_price: null, campaign_price: null, has_campaign: false })
  })

  it('reports an LCV price without VAT, retail in the same terms', () => {
    expect(productDetailPageEvent(ukVan, undefined).prices).toMatchObject({ currency: 'GBP', price: 24_162, retail_price: 24_162, vat_included: false })
  })

  it('leaves out a leasing cost the car does not offer', () => {
    const event = productDetailPageEvent(withChanges(usedVolvo, { car_has_privateleasing: false }), null)
    expect(event.prices.private_leasing_monthly_cost).toBeNull()
  })
})
