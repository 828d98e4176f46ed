import { describe, expect, it } from 'vitest'

import { sampleXc40, usedVolvo, withChanges } from '@/integrations/search/testing/test-cars'

import { sellerOptionsFor, stockCarRecipient } from './seller-options'
import { boras, dealer, goteborg, kiaOnly } from './test-dealers'

describe("sellerOptionsFor (spec 02 §5 seller choice, §9 'New cars', §8 'Department not found')", () => {
  it("lists the 'New cars' departments selling the car's brand, in the dealers' order", () => {
    expect(sellerOptionsFor(sampleXc40, [goteborg, boras, kiaOnly])).toEqual([
      { id: '2001-1', label: 'Bilhallen Göteborg', siteName: 'Bilhallen Göteborg', toName: 'Bilhallen Göteborg', toEmail: 'volvo@bilhallen.example' },
      {
        id: '2002-0',
        label: 'Bilhallen Borås – Nybil privat',
        siteName: 'Bilhallen Borås',
        toName: 'Bilhallen Borås – Nybil privat',
        toEmail: 'privat@boras.example',
      },
      {
        id: '2002-1',
        label: 'Bilhallen Borås – Nybil företag',
        siteName: 'Bilhallen Borås',
        toName: 'Bilhallen Borås – Nybil företag',
        toEmail: 'boras@bilhallen.example',
      },
    ])
  })

  it('addresses the brand entry first, then the department, then the dealer', () => {
    const [gbg, privat, foretag] = sellerOptionsFor(sampleXc40, [goteborg, boras])
    expect(gbg?.toEmail).toBe('volvo@bilhallen.example')
    expect(privat?.toEmail).toBe('privat@boras.example')
    expect(foretag?.toEmail).toBe('boras@bilhallen.example')
  })

  it('matches the brand whatever its case and spacing', () => {
    expect(sellerOptionsFor(withChanges(sampleXc40, { car_brand: ' volvo ' }), [boras]).map((o) => o.id)).toEqual(['2002-0', '2002-1'])
  })

  it('leaves out workshops, used-car departments and other brands', () => {
    expect(sellerOptionsFor(sampleXc40, [kiaOnly])).toEqual([])
    const kia = withChanges(sampleXc40, { car_brand: 'Kia' })
    expect(sellerOptionsFor(kia, [goteborg, boras, kiaOnly]).map((o) => o.label)).toEqual(['Bilhallen Borås', 'Kiahallen'])
  })

  it('gives no seller without dealers, or for a car in stock', () => {
    expect(sellerOptionsFor(sampleXc40, [])).toEqual([])
    expect(sellerOptionsFor(usedVolvo, [goteborg, boras])).toEqual([])
  })

  it('lists a dealer given twice once', () => {
    expect(sellerOptionsFor(sampleXc40, [goteborg, goteborg]).map((o) => o.id)).toEqual(['2001-1'])
  })

  it('leaves the address out when none is usable, so the server picks the stock one', () => {
    const bare = dealer({
      site_id: '2009',
      site_official_name: '  Bilhuset   Alingsås ',
      site_departments: [{ name: 'Nybil', group: 'New cars', brands: [{ brand_code: 'VO', name: 'Volvo' }] }],
    })
    expect(sellerOptionsFor(sampleXc40, [bare])).toEqual([
      { id: '2009-0', label: 'Bilhuset Alingsås', siteName: 'Bilhuset Alingsås', toName: 'Bilhuset Alingsås' },
    ])
  })
})

describe('stockCarRecipient (spec 02 §7 toName, toEmail)', () => {
  it("is the car's dealer", () => {
    expect(stockCarRecipient(usedVolvo, goteborg)).toEqual({ toName: 'Bilhallen Göteborg', toEmail: 'info@bilhallen.example' })
  })

  it("falls back to the car's site name and leads address", () => {
    const car = withChanges(usedVolvo, { car_site_leads_email: 'leads@bilhallen.example' })
    expect(stockCarRecipient(car, undefined)).toEqual({ toName: 'Bilhallen Göteborg', toEmail: 'leads@bilhallen.example' })
    expect(stockCarRecipient(car, dealer({ site_id: '2001', site_official_name: 'Bilhallen AB' }))).toEqual({
      toName: 'Bilhallen AB',
      toEmail: 'leads@bilhallen.example',
    })
    expect(stockCarRecipient(usedVolvo, undefined)).toEqual({ toName: 'Bilhallen Göteborg' })
  })
})
