import { describe, expect, it } from 'vitest'

import { sampleXc40, usedVolvo, withChanges } from '@/integrations/search/testing/test-cars'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { leadCarSchema, leadFormKindOf } from '@/features/leads/lead-schema'

import { carContactFormData, contactCar, privacyHrefFrom } from './contact-form-props'
import { boras, goteborg } from './test-dealers'

const site = { name: 'Nordbil Gruppen', defaultLocale: 'sv' as const }
const sv = resolveDictionary([], 'sv', 'sv')

describe('carContactFormData (spec 02 §7 Contact)', () => {
  it('formName is the site name plus CarContactForm, which the server knows as the car contact form', () => {
    const { props } = carContactFormData({ car: usedVolvo, site, locale: 'sv', dictionary: sv, dealer: goteborg })
    expect(props.formName).toBe('Nordbil GruppenCarContactForm')
    expect(leadFormKindOf(props.formName)).toBe('carContact')
  })

  it('a car in stock: addressed to its dealer, no sellers', () => {
    const data = carContactFormData({ car: usedVolvo, site, locale: 'sv', dictionary: sv, dealer: goteborg })
    expect(data.props.recipient).toEqual({ toName: 'Bilhallen Göteborg', toEmail: 'info@bilhallen.example' })
    expect(data.props.sellers).toEqual([])
    expect(data.departmentMissing).toBe(false)
  })

  it('a sample: the sellers of every dealer given, no fixed addressee', () => {
    const data = carContactFormData({ car: sampleXc40, site, locale: 'sv', dictionary: sv, dealer: goteborg, dealers: [goteborg, boras] })
    expect(data.props.sellers.map((s) => s.id)).toEqual(['2001-1', '2002-0', '2002-1'])
    expect(data.props.recipient).toEqual({})
    expect(data.departmentMissing).toBe(false)
  })

  it("a sample uses the one dealer when no list is given; no seller is 'Department not found'", () => {
    expect(carContactFormData({ car: sampleXc40, site, locale: 'sv', dictionary: sv, dealer: goteborg }).props.sellers).toHaveLength(1)
    const none = carContactFormData({ car: sampleXc40, site, locale: 'sv', dictionary: sv, dealers: [] })
    expect(none.props.sellers).toEqual([])
    expect(none.departmentMissing).toBe(true)
  })

  it('texts and privacy link from the dictionary, in the page language', () => {
    const { props } = carContactFormData({ car: usedVolvo, site, locale: 'en', dictionary: resolveDictionary([], 'en', 'sv'), dealer: goteborg })
    expect(props.texts.chooseSeller).toBe('Choose seller *')
    expect(props.texts.formError).toBe(resolveDictionary([], 'en', 'sv').t('carDetailFormError'))
    expect(props.privacyHref).toBe('/en/privacy-policy')
    expect(carContactFormData({ car: usedVolvo, site, locale: 'sv', dictionary: sv }).props.privacyHref).toBe('/integritetspolicy')
    expect(sv.t('contactChooseSeller')).toBe('Välj säljare *')
  })
})

describe('contactCar', () => {
  it('is the lead schema’s car: id, brand, model, version, year, regNo, title, isSample', () => {
    const car = contactCar(usedVolvo)
    expect(car).toEqual({
      id: '1001',
      brand: 'Volvo',
      model: 'XC60',
      version: 'T6 Recharge Inscription',
      regNo: 'ABC123',
      title: 'Volvo XC60 T6 Recharge Inscription 2021',
      year: 2021,
      isSample: false,
    })
    expect(leadCarSchema.safeParse(car).success).toBe(true)
  })

  it('leaves out what the car lacks and cuts what is longer than the server takes', () => {
    const car = contactCar(withChanges(sampleXc40, { car_version: 'V'.repeat(400) }))
    expect(car).not.toHaveProperty('regNo')
    expect(car.version).toHaveLength(200)
    expect(car.isSample).toBe(true)
    expect(leadCarSchema.safeParse(car).success).toBe(true)
  })
})

describe('privacyHrefFrom', () => {
  it('a site path gets the language prefix; https addresses stay; anything else is no link', () => {
    expect(privacyHrefFrom('/integritetspolicy', 'sv', 'sv')).toBe('/integritetspolicy')
    expect(privacyHrefFrom('/privacy-policy', 'en', 'sv')).toBe('/en/privacy-policy')
    expect(privacyHrefFrom('https://group.example/privacy', 'sv', 'sv')).toBe('https://group.example/privacy')
    expect(privacyHrefFrom('', 'sv', 'sv')).toBeUndefined()
    expect(privacyHrefFrom('javascript:alert(1)', 'sv', 'sv')).toBeUndefined()
    expect(privacyHrefFrom('//evil.example', 'sv', 'sv')).toBeUndefined()
  })
})
