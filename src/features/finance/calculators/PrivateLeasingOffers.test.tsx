import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PrivateLeasingOffers } from './PrivateLeasingOffers'
import { demoPrivateLeasing, kr, plain, textsFor } from './test-fixtures'

const render = (titleLevel: 3 | 4 = 3) =>
  renderToStaticMarkup(<PrivateLeasingOffers offers={demoPrivateLeasing} currency="SEK" languageTag="sv-SE" texts={textsFor('sv')} titleLevel={titleLevel} />)

/** The text of each offer card (tags removed). */
const cards = (html: string) =>
  [...html.matchAll(/<li [^>]*data-testid="private-leasing-offer"[^>]*>(.*?)<\/li>/g)].map(([, inner]) => plain((inner ?? '').replace(/<[^>]+>/g, ' ')))

describe('PrivateLeasingOffers', () => {
  it('shows one card per offer with title, monthly cost, term, mileage, fees and disclaimer', () => {
    const [campaign, ordinary] = cards(render())
    expect(campaign).toBe(
      `Privatleasing 36 mån Kampanj Månadskostnad ${kr(3_995)}/mån Löptid 36 mån Miltal 1 500 mil/år Uppläggningsavgift 695 kr Aviavgift 49 kr/mån ` +
        'Privatleasing 36 mån, 1 500 mil/år. Uppläggningsavgift 695 kr, aviavgift 49 kr/mån. Övermil debiteras med 15 kr/mil. Erbjudandet gäller vid godkänd kreditprövning och kan inte kombineras med andra erbjudanden.',
    )
    expect(ordinary).toContain(`Service ingår Månadskostnad ${kr(3_795)}/mån`)
  })

  it('puts the campaign badge only on flagged offers', () => {
    const html = render()
    expect(html.match(/data-testid="campaign-badge"/g)).toHaveLength(1)
    expect(cards(html)[1]).not.toContain('Kampanj')
  })

  it('titles the cards at the level it is given', () => {
    expect(render(3).match(/<h3 [^>]*>Privatleasing 36 mån<\/h3>/g)).toHaveLength(2)
    expect(render(4).match(/<h4 [^>]*>Privatleasing 36 mån<\/h4>/g)).toHaveLength(2)
  })

  it('renders nothing without offers', () => {
    expect(renderToStaticMarkup(<PrivateLeasingOffers offers={[]} currency="SEK" languageTag="sv-SE" texts={textsFor('sv')} titleLevel={3} />)).toBe('')
  })
})
