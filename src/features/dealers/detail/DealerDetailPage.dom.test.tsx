// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { carCardContext } from '@/features/car-list/car-list-texts'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { toSiteRecord } from '@/features/sites/site-record'
import { dealerRecord, type DealerRecord } from '@/integrations/search/dealer-record'
import { usedVolvo } from '@/integrations/search/testing/test-cars'

import { DealerDetailPage, type DealerDetailPageProps } from './DealerDetailPage'

afterEach(cleanup)

const site = toSiteRecord({ id: 1, key: 'bilhallen', name: 'Bilhallen', country: 'SE', currency: 'SEK', defaultLocale: 'sv' })
const dictionary = resolveDictionary([], 'sv', 'sv')

const hours = [
  { day: 'Monday', open: '07:00', close: '16:00' },
  { day: 'Tuesday', open: '07:00', close: '16:00' },
  { day: 'Wednesday', open: '07:00', close: '16:00' },
  { day: 'Thursday', open: '07:00', close: '16:00' },
  { day: 'Friday', open: '07:00', close: '16:00' },
  { day: 'Saturday', open: null, close: null, displayText: 'Stängt' },
  { day: 'Sunday', open: null, close: null, displayText: 'Stängt' },
]

const dealer: DealerRecord = dealerRecord.parse({
  site_id: '2001',
  slug: 'bilhallen-goteborg',
  site_official_name: 'Bilhallen Göteborg',
  site_city: 'Göteborg',
  site_street: 'Bilgatan 1',
  site_zip: '417 05',
  site_phone: '031-12 34 56',
  site_email: 'goteborg@bilhallen.example',
  site_geocoord: '57.7236,11.9352',
  country_code: 'SE',
  site_brands: ['Volvo'],
  site_departments: [
    {
      name: 'Verkstad',
      group: 'Workshop',
      phone: '031-12 34 50',
      email: 'verkstad@bilhallen.example',
      brands: [{ brand_code: 'VO', name: 'Volvo' }],
      users: [
        { first_name: 'Anna', last_name: 'Berg', title: 'Servicechef', phone: '070-111 22 33', email: 'anna.berg@bilhallen.example' },
        { first_name: 'Per', last_name: 'Lund', title: 'Servicetekniker' },
      ],
      openingschedule: {
        openinghours: hours,
        deviationdays: [
          { day: '2026-11-01', displayText: 'Stängt' },
          { day: '2026-12-24', displayText: 'Stängt' },
        ],
        vacationdays: {
          vacationtitle: 'Tillfälligt stängt för ombyggnad',
          vacationstart: '2026-11-20',
          vacationend: '2026-12-05',
          vacationdays: [{ day: '2026-11-30', displayText: 'Stängt' }],
        },
      },
    },
    {
      name: 'Reservdelar',
      group: 'Parts',
      email: 'delar@bilhallen.example',
      brands: [],
      users: [],
      openingschedule: {
        openinghours: hours,
        vacationdays: {
          vacationtitle: 'Semesterstängt',
          vacationstart: '2026-07-01',
          vacationend: '2026-07-31',
          vacationdays: [{ day: '2026-07-01', displayText: 'Stängt' }],
        },
      },
    },
  ],
})

function renderPage(overrides: Partial<DealerDetailPageProps> = {}) {
  const props: DealerDetailPageProps = {
    dealer,
    dictionary,
    languageTag: 'sv-SE',
    today: '2026-11-27',
    backHref: '/anlaggningar',
    directionsHref: 'https://maps.example/dir?destination=Bilgatan+1',
    carListHref: '/kop-bil?car_site_city=G%C3%B6teborg&car_site_name=Bilhallen%20G%C3%B6teborg',
    extraLinks: {},
    latestCars: [],
    cardContext: carCardContext(site, 'sv', dictionary),
    map: <div role="img" aria-label="Karta: Bilhallen Göteborg" />,
    ...overrides,
  }
  return render(<DealerDetailPage {...props} />)
}

const department = (name: string) => screen.getByRole('region', { name })

describe('DealerDetailPage (spec 03 §2.1)', () => {
  it('shows the name as the heading, the address as a maps link, phone and e-mail links and the map', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Bilhallen Göteborg' })).toBeTruthy()
    const address = screen.getByRole('link', { name: 'Bilgatan 1, 417 05 Göteborg (öppnas i kartan)' })
    expect(address.getAttribute('href')).toBe('https://maps.example/dir?destination=Bilgatan+1')
    expect(screen.getByRole('link', { name: '031-12 34 56' }).getAttribute('href')).toBe('tel:031123456')
    expect(screen.getByRole('link', { name: 'goteborg@bilhallen.example' }).getAttribute('href')).toBe('mailto:goteborg@bilhallen.example')
    expect(screen.getByRole('img', { name: 'Karta: Bilhallen Göteborg' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tillbaka' }).getAttribute('href')).toBe('/anlaggningar')
  })

  it('draws the fallback picture when the site has no image, and the image when it has one', () => {
    const { container, unmount } = renderPage()
    expect(container.querySelector('[data-hero-fallback]')).not.toBeNull()
    expect(container.querySelector('img')).toBeNull()
    unmount()
    const withImage = renderPage({ dealer: { ...dealer, site_image_url: 'https://images.example/hisingen.jpg' } })
    expect(withImage.container.querySelector('[data-hero-fallback]')).toBeNull()
    expect(withImage.container.querySelector('img')?.getAttribute('src')).toContain('hisingen.jpg')
  })

  it('shows each department with its lead name contact, opening hours by day name, brands and deviation days still to come', () => {
    renderPage()
    const workshop = department('Verkstad')
    expect(within(workshop).getByText('Kontakt – Service')).toBeTruthy()
    expect(within(workshop).getByRole('link', { name: 'Telefon: 031-12 34 50' }).getAttribute('href')).toBe('tel:031123450')
    const rows = within(within(workshop).getByRole('table')).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Måndag07:00–16:00',
      'Tisdag07:00–16:00',
      'Onsdag07:00–16:00',
      'Torsdag07:00–16:00',
      'Fredag07:00–16:00',
      'LördagStängt',
      'SöndagStängt',
    ])
    expect(within(workshop).getByText('Volvo')).toBeTruthy()
    expect(within(workshop).getByText('Torsdag 24 december')).toBeTruthy()
    expect(within(workshop).queryByText('Söndag 1 november')).toBeNull()
    expect(within(department('Reservdelar')).getByText('Kontakt – Reservdelar')).toBeTruthy()
  })

  it("shows a brand's logo from the site's brand row, named by the brand", () => {
    renderPage({ brandLogos: new Map([['volvo', { url: '/media/volvo.svg', width: 80, height: 32 }]]) })
    expect(within(department('Verkstad')).getByRole('img', { name: 'Volvo' }).getAttribute('src')).toBe('/media/volvo.svg')
  })

  it('shows a vacation only while it is going on', () => {
    renderPage()
    expect(within(department('Verkstad')).getByRole('note', { name: 'Tillfälligt stängt för ombyggnad' })).toBeTruthy()
    expect(within(department('Verkstad')).getByText('Fredag 20 november 2026 – Lördag 5 december 2026')).toBeTruthy()
    expect(within(department('Reservdelar')).queryByText('Semesterstängt')).toBeNull()
  })

  it('shows and hides the employees with a button that says whether the list is open', async () => {
    const user = userEvent.setup()
    renderPage()
    const workshop = department('Verkstad')
    const toggle = within(workshop).getByRole('button', { name: 'Visa medarbetare' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const annasMail = { name: 'E-post: anna.berg@bilhallen.example' }
    expect(within(workshop).queryByRole('link', annasMail)).toBeNull()

    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Dölj medarbetare')
    expect(within(workshop).getByText('Anna Berg')).toBeTruthy()
    expect(within(workshop).getByText('Servicechef')).toBeTruthy()
    expect(within(workshop).getByRole('link', annasMail)).toBeTruthy()

    await user.keyboard(' ')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(within(workshop).queryByRole('link', annasMail)).toBeNull()
    // A department without employees has no button.
    expect(within(department('Reservdelar')).queryByRole('button')).toBeNull()
  })

  it('puts a Swedish extra link on its department only', () => {
    renderPage({ extraLinks: { Workshop: { href: '/service-och-verkstad/boka-bilverkstad?lat=57.7236&lng=11.9352', label: 'Boka service & verkstad' } } })
    expect(within(department('Verkstad')).getByRole('link', { name: 'Boka service & verkstad' }).getAttribute('href')).toBe(
      '/service-och-verkstad/boka-bilverkstad?lat=57.7236&lng=11.9352',
    )
    expect(within(department('Reservdelar')).queryByRole('link', { name: 'Boka service & verkstad' })).toBeNull()
  })

  it('lists the latest cars with a button to all the site’s cars; no section without cars', () => {
    const { unmount } = renderPage()
    expect(screen.queryByRole('heading', { name: 'Senast inkomna bilar' })).toBeNull()
    unmount()
    renderPage({ latestCars: [{ ...usedVolvo, car_id: '501' }] })
    const latest = screen.getByRole('region', { name: 'Senast inkomna bilar' })
    expect(within(latest).getAllByRole('listitem')).toHaveLength(1)
    expect(within(latest).getByRole('link', { name: 'Visa alla bilar hos Bilhallen Göteborg' }).getAttribute('href')).toBe(
      '/kop-bil?car_site_city=G%C3%B6teborg&car_site_name=Bilhallen%20G%C3%B6teborg',
    )
  })
})
