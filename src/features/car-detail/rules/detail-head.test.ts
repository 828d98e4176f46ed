import { describe, expect, it } from 'vitest'

import { carDetailCanonicalPath, carDetailCanonicalUrl, carDetailDescription, carDetailTitle, DESCRIPTION_MAX_LENGTH } from './detail-head'
import { sampleXc40, ukVan, usedVolvo, withChanges } from '@/integrations/search/testing/test-cars'

const sv = { languageTag: 'sv-SE', texts: { from: 'från', withVat: 'inkl. moms', withoutVat: 'exkl. moms', perMonth: 'kr/mån', mileageUnit: 'mil' } }
const en = { languageTag: 'en-GB', texts: { from: 'from', withVat: 'inc. VAT', withoutVat: 'ex. VAT', perMonth: 'per month', mileageUnit: 'miles' } }

/** Intl uses no-break and narrow no-break spaces; compare with plain spaces. */
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

describe('carDetailTitle', () => {
  it('names brand, model, version and year', () => {
    expect(carDetailTitle(usedVolvo)).toBe('Volvo XC60 T6 Recharge Inscription 2021')
    expect(carDetailTitle(ukVan)).toBe('Ford Transit Custom 2.0 EcoBlue 130 Limited 2022')
  })

  it('does without a version and does not repeat a model the version starts with', () => {
    expect(carDetailTitle(withChanges(usedVolvo, { car_version: null }))).toBe('Volvo XC60 2021')
    expect(carDetailTitle(withChanges(usedVolvo, { car_version: 'XC60  T6 AWD' }))).toBe('Volvo XC60 T6 AWD 2021')
  })
})

describe('carDetailDescription', () => {
  it('gives title, the campaign price and key facts', () => {
    expect(plain(carDetailDescription(usedVolvo, sv))).toBe('Volvo XC60 T6 Recharge Inscription 2021 – 419 900 kr. 4 500 mil, Laddhybrid, Automat, Göteborg.')
  })

  it("says 'from' for a sample and leaves out its (missing) mileage", () => {
    expect(plain(carDetailDescription(sampleXc40, sv))).toBe('Volvo XC40 B4 Plus 2025 – från 489 900 kr. Bensin, Automat, Göteborg.')
  })

  it('labels an LCV price as without VAT', () => {
    expect(carDetailDescription(ukVan, en)).toBe('Ford Transit Custom 2.0 EcoBlue 130 Limited 2022 – £24,162 ex. VAT. 31,250 miles, Diesel, Manual, Bromley.')
  })

  it('drops facts from the end to stay within 160 characters', () => {
    const longVersion = withChanges(usedVolvo, {
      car_version: 'T6 Recharge Inscription Expression Pro Edition Polestar Engineered Long Range Dual Motor AWD Plus Black',
    })
    const description = plain(carDetailDescription(longVersion, sv))
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH)
    expect(description).toMatch(/– 419 900 kr\. 4 500 mil, Laddhybrid\.$/)
  })

  it('cuts an overlong title at a word, never past 160 characters', () => {
    const endless = withChanges(usedVolvo, { car_version: 'Edition '.repeat(30).trim() })
    const description = carDetailDescription(endless, sv)
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH)
    expect(description).toMatch(/ Edition…$/)
  })
})

describe('canonical path', () => {
  it('is {detail path}/{id}/{slug}, whichever URL the page was reached by', () => {
    expect(carDetailCanonicalPath('/kop-bil', usedVolvo)).toBe('/kop-bil/1001/volvo-xc60-t6-recharge-inscription-2021')
    expect(carDetailCanonicalUrl('https://www.bilhallen.se/', '/kop-bil/', usedVolvo)).toBe(
      'https://www.bilhallen.se/kop-bil/1001/volvo-xc60-t6-recharge-inscription-2021',
    )
  })
})
