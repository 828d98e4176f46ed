import { describe, expect, it } from 'vitest'

import type { CarSummary } from './car-summary'

import { carMileageText, carPriceDisplay, formatCarMoney } from './car-price'

const texts = { withVat: 'inkl. moms', withoutVat: 'exkl. moms', perMonth: 'per mån' }
const sv = { languageTag: 'sv-SE', texts }
const en = { languageTag: 'en-GB', texts: { withVat: 'inc. VAT', withoutVat: 'ex. VAT', perMonth: 'per month' } }

/** Intl uses no-break and narrow no-break spaces; compare with plain spaces. */
const plain = (value: string | undefined) => value?.replace(/[\u00a0\u202f]/g, ' ')

const car = (over: Partial<CarSummary> = {}): CarSummary => ({
  car_id: '1001',
  slug: 'volvo-xc60-t6-2022',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_year: 2022,
  car_is_sample: false,
  car_is_used: true,
  car_price: 449_900,
  car_price_currency: 'SEK',
  car_retail_price: 449_900,
  ...over,
})

describe('carPriceDisplay', () => {
  it('shows car_price with VAT when no campaign applies', () => {
    const price = carPriceDisplay(car(), sv)
    expect(plain(price.main)).toBe('449 900 kr')
    expect(price.struck).toBeUndefined()
    expect(price.highlighted).toBe(false)
    expect(price.fromPrefix).toBe(false)
    expect(price.vatLabel).toBe('withVat')
    expect(price.vatText).toBe('inkl. moms')
    expect(price.monthly).toBeUndefined()
  })

  it('highlights a campaign price below retail and strikes the retail price through', () => {
    const price = carPriceDisplay(car({ car_has_campaign_price: true, car_campaign_price: 419_900, car_retail_price: 449_900, car_price: 419_900 }), sv)
    expect(plain(price.main)).toBe('419 900 kr')
    expect(plain(price.struck)).toBe('449 900 kr')
    expect(price.highlighted).toBe(true)
  })

  it('ignores a campaign price that is not below retail, missing, or not flagged', () => {
    for (const over of [
      { car_has_campaign_price: true, car_campaign_price: 449_900 },
      { car_has_campaign_price: true, car_campaign_price: 459_900 },
      { car_has_campaign_price: true, car_campaign_price: null },
      { car_has_campaign_price: false, car_campaign_price: 399_900 },
      { car_has_campaign_price: true, car_campaign_price: 399_900, car_retail_price: null },
    ] satisfies Partial<CarSummary>[]) {
      const price = carPriceDisplay(car(over), sv)
      expect(plain(price.main)).toBe('449 900 kr')
      expect(price.highlighted).toBe(false)
      expect(price.struck).toBeUndefined()
    }
  })

  it('prefixes sample cars with from', () => {
    expect(carPriceDisplay(car({ car_is_sample: true }), sv).fromPrefix).toBe(true)
  })

  it('labels LCV prices without VAT and uses the ex-VAT campaign prices when the record has them', () => {
    const van = car({ car_vehicle_type_code: 'LCV', car_price: 300_000, car_retail_price: 400_000, car_campaign_price: 375_000, car_has_campaign_price: true })
    const summary = carPriceDisplay(van, sv)
    expect(summary.vatLabel).toBe('withoutVat')
    expect(summary.vatText).toBe('exkl. moms')
    // car_price is the ex-VAT campaign price already; the summary has no ex-VAT retail price.
    expect(plain(summary.main)).toBe('300 000 kr')
    expect(summary.highlighted).toBe(true)
    expect(summary.struck).toBeUndefined()

    const full = carPriceDisplay({ ...van, car_campaign_price_exkl_vat: 300_000, car_retail_price_exkl_vat: 320_000 }, sv)
    expect(plain(full.main)).toBe('300 000 kr')
    expect(plain(full.struck)).toBe('320 000 kr')
  })

  it('shows the lowest monthly cost; company leasing is without VAT', () => {
    const loanCheapest = carPriceDisplay(
      car({ car_loan_monthly_cost: 3_995, car_privateleasing_monthly_cost: 4_495, car_companyleasing_monthly_cost: 4_100 }),
      sv,
    )
    expect(loanCheapest.monthly?.kind).toBe('loan')
    expect(plain(loanCheapest.monthly?.amount)).toBe('3 995 kr')
    expect(plain(loanCheapest.monthly?.text)).toBe('3 995 kr per mån')
    expect(loanCheapest.monthly?.vatLabel).toBe('withVat')

    const company = carPriceDisplay(car({ car_loan_monthly_cost: 3_995, car_companyleasing_monthly_cost: 2_995, car_has_companyleasing: true }), sv)
    expect(company.monthly?.kind).toBe('companyLeasing')
    expect(company.monthly?.vatLabel).toBe('withoutVat')
    expect(plain(company.monthly?.text)).toBe('2 995 kr per mån · exkl. moms')

    const privateLeasing = carPriceDisplay(
      car({ car_loan_monthly_cost: 0, car_privateleasing_monthly_cost: 3_495, car_companyleasing_monthly_cost: 2_000, car_has_companyleasing: false }),
      sv,
    )
    expect(privateLeasing.monthly?.kind).toBe('privateLeasing')
  })

  it('has no monthly line when no offer has a positive amount', () => {
    expect(carPriceDisplay(car({ car_loan_monthly_cost: 0, car_privateleasing_monthly_cost: null }), sv).monthly).toBeUndefined()
  })

  it('formats in en-GB and sv-SE without decimals', () => {
    const gb = car({ car_price: 24_990.6, car_price_currency: 'GBP', car_retail_price: 24_990.6, car_loan_monthly_cost: 299 })
    const price = carPriceDisplay(gb, en)
    expect(price.main).toBe('£24,991')
    expect(price.monthly?.text).toBe('£299 per month')
    expect(plain(formatCarMoney(1_234_567, 'SEK', 'sv-SE'))).toBe('1 234 567 kr')
    expect(plain(formatCarMoney(1_234_567, 'EUR', 'en-GB'))).toBe('€1,234,567')
  })

  it('survives a malformed language tag', () => {
    expect(() => carPriceDisplay(car(), { ...sv, languageTag: 'not a tag!' })).not.toThrow()
  })
})

describe('carMileageText', () => {
  it('formats the number in the page language with the unit', () => {
    expect(plain(carMileageText(car({ car_mileage: 12_345 }), 'sv-SE', 'mil') ?? '')).toBe('12 345 mil')
    expect(carMileageText(car({ car_mileage: 12_345 }), 'en-GB', 'miles')).toBe('12,345 miles')
    expect(carMileageText(car({ car_mileage: 0 }), 'en-GB', 'miles')).toBe('0 miles')
  })

  it("falls back to the feed's text, and to null for sample cars", () => {
    expect(carMileageText(car({ car_mileage: null, car_mileage_text: '1 200 mil' }), 'sv-SE', 'mil')).toBe('1 200 mil')
    expect(carMileageText(car({ car_mileage: undefined, car_mileage_text: undefined }), 'sv-SE', 'mil')).toBeNull()
  })
})
