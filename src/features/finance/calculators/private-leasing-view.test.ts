import { describe, expect, it } from 'vitest'

import { privateLeasingOption } from '@/integrations/search/car-record'

import { privateLeasingView } from './private-leasing-view'
import { demoPrivateLeasing, kr, plain, textsFor } from './test-fixtures'

const sv = { currency: 'SEK', languageTag: 'sv-SE' }

describe('privateLeasingView', () => {
  it('formats the monthly cost and term for the page, keeps the feed’s mileage and fee texts', () => {
    const [campaign] = demoPrivateLeasing
    if (!campaign) throw new Error('no offer')
    const view = privateLeasingView(campaign, sv, textsFor('sv'))
    expect(view.title).toBe('Privatleasing 36 mån')
    expect(view.campaign).toBe(true)
    // The campaign's sales text only repeats the badge.
    expect(view.salesText).toBeNull()
    expect(plain(view.monthlyCost)).toBe(`${kr(3_995)}/mån`)
    expect(view.rows.map((row) => [row.label, plain(row.value)])).toEqual([
      ['Löptid', '36 mån'],
      ['Miltal', '1 500 mil/år'],
      ['Uppläggningsavgift', '695 kr'],
      ['Aviavgift', '49 kr/mån'],
    ])
    expect(view.disclaimer).toContain('Övermil debiteras')
  })

  it('keeps a sales text that says more than the badge, and is no campaign unless flagged', () => {
    const [, plainOffer] = demoPrivateLeasing
    if (!plainOffer) throw new Error('no offer')
    const view = privateLeasingView(plainOffer, sv, textsFor('sv'))
    expect(view.campaign).toBe(false)
    expect(view.salesText).toBe('Service ingår')
  })

  it('falls back to the feed’s texts and leaves out what is missing', () => {
    const sparse = privateLeasingOption.parse({ title: 'Privatleasing', monthly_cost_text: '2 995 kr/mån', months_text: '24 mån' })
    const view = privateLeasingView(sparse, sv, textsFor('sv'))
    expect(view.monthlyCost).toBe('2 995 kr/mån')
    expect(view.rows).toEqual([{ key: 'term', label: 'Löptid', value: '24 mån' }])
    expect(view.disclaimer).toBeNull()
    expect(view.campaign).toBe(false)
  })
})
