import { describe, expect, it } from 'vitest'

import type { SiteRecord } from '@/features/sites'

import { dealerCarListHref, dealerHref, dealerListPath, serviceBookingHref } from './dealer-links'

const site = {
  defaultLocale: 'sv',
  locales: ['sv', 'en'],
  paths: { carList: '/kop-bil', carDetail: '/kop-bil', siteDetail: '/anlaggningar', siteList: '/anlaggningar', stories: '/nyheter', search: '/sok' },
} as unknown as SiteRecord

const dealer = { site_city: 'Göteborg', site_official_name: 'Nordbil Göteborg Hisingen' }

describe('facility links', () => {
  it('puts the facility at {site-detail path}/{slug}, with the language prefix outside the default language', () => {
    expect(dealerHref(site, 'sv', 'nordbil-kungalv')).toBe('/anlaggningar/nordbil-kungalv')
    expect(dealerHref(site, 'en', 'nordbil-kungalv')).toBe('/en/anlaggningar/nordbil-kungalv')
    expect(dealerListPath(site, 'sv')).toBe('/anlaggningar')
  })

  it('filters the car list by city and site name in the car list URL form (spec 03 §2.1)', () => {
    const href = dealerCarListHref(site, 'sv', dealer)
    const url = new URL(href, 'https://nordbil.se')
    expect(url.pathname).toBe('/kop-bil')
    expect(url.searchParams.getAll('car_site_city')).toEqual(['Göteborg'])
    expect(url.searchParams.getAll('car_site_name')).toEqual(['Nordbil Göteborg Hisingen'])
  })

  it('puts one brand in the path (the cars-in-stock button) and several as parameters', () => {
    expect(new URL(dealerCarListHref(site, 'en', dealer, ['Volvo']), 'https://x').pathname).toBe('/en/kop-bil/volvo')
    const several = new URL(dealerCarListHref(site, 'sv', dealer, ['Volvo', 'Polestar']), 'https://x')
    expect(several.pathname).toBe('/kop-bil')
    expect(several.searchParams.getAll('car_brand>car_model')).toEqual(['Volvo', 'Polestar'])
  })

  it('sends the facility position to the service booking page', () => {
    expect(serviceBookingHref('/service-och-verkstad/boka-bilverkstad', { lat: 57.7236, lng: 11.9352 })).toBe(
      '/service-och-verkstad/boka-bilverkstad?lat=57.7236&lng=11.9352',
    )
  })
})
