import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { carCardContext } from '@/features/car-list/car-list-texts'
import type { CarSummary } from '@/features/car-card/car-summary'
import { sampleXc40, ukVan, usedVolvo, withChanges } from '@/integrations/search/testing/test-cars'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import type { SiteRecord } from '@/features/sites/site-record'
import { toSiteRecord } from '@/features/sites/site-record'
import type { CarRecord } from '@/integrations/search/car-record'
import { type DealerRecord, dealerRecord } from '@/integrations/search/dealer-record'

import { CarDetailPage, type CarDetailPageProps } from './CarDetailPage'

const swedishSite = (features: Record<string, boolean> = {}): SiteRecord =>
  toSiteRecord({ id: 1, key: 'bilhallen', name: 'Bilhallen', country: 'SE', currency: 'SEK', defaultLocale: 'sv', features })
const ukSite = toSiteRecord({ id: 2, key: 'lloyd', name: 'Lloyd', country: 'GB', currency: 'GBP', defaultLocale: 'en' })

const dealer: DealerRecord = dealerRecord.parse({
  site_id: '2001',
  slug: 'bilhallen-goteborg',
  site_official_name: 'Bilhallen Göteborg AB',
  site_city: 'Göteborg',
  site_street: 'Bilgatan 1',
  site_zip: '417 05',
  site_phone: '031-12 34 56',
  site_email: 'goteborg@bilhallen.example',
  country_code: 'SE',
  site_brands: ['Volvo'],
  site_departments: [],
})

const summary = (car: CarRecord, id: string): CarSummary => ({ ...car, car_id: id, slug: `${car.slug}-${id}` })

function render(car: CarRecord, overrides: Partial<CarDetailPageProps> = {}): string {
  const site = overrides.site ?? swedishSite()
  const locale = site.defaultLocale
  const dictionary = resolveDictionary([], locale, site.defaultLocale)
  const props: CarDetailPageProps = {
    car,
    similar: [],
    trimPackages: [],
    site,
    locale,
    dictionary,
    cardContext: carCardContext(site, locale, dictionary),
    carListHref: '/kop-bil',
    ...overrides,
  }
  return renderToStaticMarkup(<CarDetailPage {...props} />)
}

/** The text content of an element found by a data-testid (tags removed, spaces collapsed). */
function textOf(html: string, testId: string): string {
  const start = html.indexOf(`data-testid="${testId}"`)
  expect(start, testId).toBeGreaterThan(-1)
  const tag = html.lastIndexOf('<', start)
  const name = /^<(\w+)/.exec(html.slice(tag))?.[1] ?? 'div'
  const end = html.indexOf(`</${name}>`, start)
  return html
    .slice(tag, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const headings = (html: string) =>
  [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map(
    ([, level, inner]) =>
      `h${level} ${(inner ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}`,
  )

describe('CarDetailPage', () => {
  it('shows the campaign price highlighted with the retail price struck through', () => {
    const html = render(usedVolvo)
    expect(html).toMatch(/<span data-price="" class="[^"]*text-warning[^"]*">419\s900\skr<\/span>/u)
    expect(html).toMatch(/<s [^>]*><span class="sr-only">Ordinarie pris: <\/span>449\s900\skr<\/s>/u)
    expect(textOf(html, 'car-price')).toContain('inkl. moms')
    expect(textOf(html, 'car-price')).toMatch(/Billån: 4\s990\skr per mån/u)
  })

  it('prefixes a sample car\u2019s price with "från" and still strikes the retail price', () => {
    const sample = withChanges(sampleXc40, { car_retail_price: 509_900, car_campaign_price: 489_900, car_has_campaign_price: true })
    const price = textOf(render(sample), 'car-price')
    expect(price).toMatch(/^från Kampanjpris: 489\s900\skr Ordinarie pris: 509\s900\skr inkl\. moms/u)
  })

  it('labels an LCV price without VAT, in the car\u2019s currency', () => {
    const html = render(ukVan, { site: ukSite })
    const price = textOf(html, 'car-price')
    expect(price).toContain('£24,162')
    expect(price).toContain('excl. VAT')
    expect(price).not.toContain('incl. VAT')
  })

  it('shows the overview for used cars and hides it for samples', () => {
    const used = render(usedVolvo)
    expect(used).toContain('id="overview"')
    expect(used).toMatch(/<dt[^>]*>I trafik första gången<\/dt><dd[^>]*>2021-03-15<\/dd>/)
    expect(used).toMatch(/<dt[^>]*>Registreringsnummer<\/dt><dd[^>]*>ABC123<\/dd>/)
    expect(render(sampleXc40)).not.toContain('id="overview"')
  })

  it('shows 5 technical rows and an expand button', () => {
    const html = render(usedVolvo)
    const table = html.slice(html.indexOf('id="technical-data"'))
    expect(table.match(/<th scope="row"/g)).toHaveLength(5)
    expect(table).toMatch(/<th scope="row"[^>]*>Årsmodell<\/th><td[^>]*>2021<\/td>/)
    expect(table).toMatch(
      /<button type="button" aria-expanded="false" aria-controls="[^"]+" aria-describedby="car-detail-technical-heading"[^>]*>Visa mer<\/button>/,
    )
  })

  it('puts the equipment under #equipment with a show-more button; samples get the 3-item box', () => {
    const used = render(withChanges(usedVolvo, { car_equipment: ['A', 'B', 'C', 'D'] }))
    expect(used).toMatch(/<section id="equipment"/)
    expect(used).toMatch(/style="max-height:50px"/)
    expect(used).toMatch(/aria-describedby="car-detail-equipment-heading"[^>]*>Visa mer<\/button>/)
    const many = withChanges(usedVolvo, { car_equipment: Array.from({ length: 12 }, (_, i) => `Item ${i}`) })
    expect(render(many, { site: swedishSite({ carStoreDetailLayout: true }) })).toMatch(/style="max-height:190px"/)

    const sample = render(sampleXc40)
    const box = sample.slice(sample.indexOf('id="equipment"'), sample.indexOf('</section>', sample.indexOf('id="equipment"')))
    expect(box.match(/<li /g)).toHaveLength(3)
    expect(box).toContain('aria-expanded="false"')
  })

  it('shows the dealer with tel:, mailto: and the dealer page link', () => {
    const html = render(usedVolvo, { dealer, dealerHref: '/anlaggningar/bilhallen-goteborg' })
    expect(html).toContain('href="tel:031123456"')
    expect(html).toContain('href="mailto:goteborg@bilhallen.example"')
    expect(html).toMatch(/<a href="\/anlaggningar\/bilhallen-goteborg"[^>]*>Om anläggningen<span class="sr-only">: Bilhallen Göteborg AB<\/span><\/a>/)
    expect(html).toContain('Bilgatan 1')
    expect(render(usedVolvo)).not.toContain('id="dealer"')
  })

  it('shows the VAT badge and the 2G/3G notice and link blocks only with their switches', () => {
    const eligible = withChanges(usedVolvo, { car_vat_eligible: true })
    const off = render(eligible)
    expect(off).not.toContain('Avdragsgill moms')
    expect(off).not.toContain('data-testid="network-shutdown-notice"')
    expect(off).not.toContain('data-testid="extra-link-blocks"')

    const on = render(eligible, { site: swedishSite({ vatBadge: true, networkShutdownNotice: true, extraLinkBlocks: true }) })
    expect(textOf(on, 'vat-badge')).toBe('Avdragsgill moms')
    expect(textOf(on, 'network-shutdown-notice')).toContain('2G')
    expect(on).toContain('href="#contact-testdrive"')
    expect(on).toContain('href="#contact-quote"')
    expect(on).toMatch(/>Boka provkörning</)
    expect(on).toMatch(/>Begär offert</)

    const notEligible = render(usedVolvo, { site: swedishSite({ vatBadge: true }) })
    expect(notEligible).not.toContain('Avdragsgill moms')
  })

  it('renders the finance and contact slots, the back link and at most 8 similar cars', () => {
    const similar = Array.from({ length: 10 }, (_, i) => summary(usedVolvo, String(2000 + i)))
    const html = render(usedVolvo, { similar, dealer, financeSlot: <p>FINANCE</p>, contactSlot: <form aria-label="Kontaktformulär">FORM</form> })
    expect(html).toMatch(/<section id="finance" aria-label="Finansiering"[^>]*><p>FINANCE<\/p><\/section>/)
    expect(html).toMatch(/<section id="contact"[\s\S]*href="tel:031123456"[\s\S]*FORM<\/form><\/section>/)
    expect(html).toMatch(/<a href="\/kop-bil"[^>]*>[\s\S]*?Tillbaka<\/a>/)
    const grid = html.slice(html.indexOf('id="similar-cars"'))
    expect(grid.match(/data-testid="car-card"/g)).toHaveLength(8)
  })

  it('shows similar cars as a grid on the default layout and as the bottom drawer on the car-store layout', () => {
    const similar = Array.from({ length: 10 }, (_, i) => summary(usedVolvo, String(2000 + i)))
    const grid = render(usedVolvo, { similar })
    expect(grid).toContain('id="similar-cars"')
    expect(grid).not.toContain('data-testid="similar-drawer"')

    const store = render(usedVolvo, { similar, site: swedishSite({ carStoreDetailLayout: true }) })
    const drawer = store.slice(store.indexOf('data-testid="similar-drawer"'))
    expect(store.indexOf('data-testid="similar-drawer"')).toBeGreaterThan(-1)
    // spec 02 §4 "closed offset -80 px": it starts closed, its cars inert, the page keeps the peek free.
    // Closed on the server: hung 80 px above the viewport's bottom, untransformed (the strip peeks).
    expect(store).toMatch(/style="top:calc\(100% - 80px\)"><section id="similar-cars"/)
    expect(drawer).toContain('transform:translateY(0px)')
    expect(drawer).toMatch(/<button type="button" aria-expanded="false" aria-controls="[^"]+" aria-label="Visa liknande bilar"/)
    expect(drawer).toMatch(/data-testid="similar-drawer-body"/)
    expect(drawer).toMatch(/<div[^>]*inert=""[^>]*data-testid="similar-drawer-body"/)
    expect(store).toMatch(/data-testid="similar-drawer-spacer"[^>]*style="height:80px"/)
    expect(drawer.match(/data-testid="car-card"/g)).toHaveLength(8)
    expect(store).not.toMatch(/<ul class="car-grid/)

    // No similar cars: no drawer and no space kept for it.
    const empty = render(usedVolvo, { site: swedishSite({ carStoreDetailLayout: true }) })
    expect(empty).not.toContain('similar-drawer')
  })

  it('shows other trim packages for samples only', () => {
    const trimPackages = [summary(sampleXc40, '3000'), summary(sampleXc40, '3002')]
    expect(render(sampleXc40, { trimPackages })).toContain('Andra utrustningsnivåer')
    expect(render(usedVolvo, { trimPackages })).not.toContain('Andra utrustningsnivåer')
  })

  it('has one h1 and then h2 per section, in both layouts', () => {
    for (const site of [swedishSite(), swedishSite({ carStoreDetailLayout: true })]) {
      const html = render(usedVolvo, { site, dealer, similar: [summary(usedVolvo, '2001')] })
      const list = headings(html)
      expect(list[0]).toBe('h1 Volvo XC60 T6 Recharge Inscription')
      expect(list.filter((h) => h.startsWith('h1'))).toHaveLength(1)
      // h3 only inside the car cards of a section.
      expect(list.slice(1).every((h) => h.startsWith('h2') || h.startsWith('h3'))).toBe(true)
      expect(list).toContain('h2 Liknande bilar')
      expect(html).toContain(`data-layout="${site.features.carStoreDetailLayout ? 'car-store' : 'default'}"`)
    }
  })
})
