// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ukVan, withChanges } from '@/integrations/search/testing/test-cars'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { swedishSite, ukSite } from '@/features/finance/calculators/test-fixtures'
import type { SiteRecord } from '@/features/sites/site-record'
import type { CarRecord } from '@/integrations/search/car-record'

import { physicalVehicleFor } from '../finance-quote-contract'
import { FinanceQuoteSidebar, type FinanceQuoteSidebarProps } from './FinanceQuoteSidebar'
import { financeServer, plain } from './widget-test-fixtures'

/** A UK used car the provider can quote: the test van with a chassis number. */
const ukCar: CarRecord = withChanges(ukVan, { car_chassino: 'WF0XXXTTGXNA12345' })

let server: ReturnType<typeof financeServer>

const sidebar = (props: Partial<FinanceQuoteSidebarProps> & { site?: SiteRecord } = {}) => (
  <FinanceQuoteSidebar
    car={ukCar}
    dealerOfficialName="Croydon BMW"
    site={ukSite()}
    dictionary={resolveDictionary([], 'en', 'en')}
    languageTag="en-GB"
    {...props}
  />
)

beforeEach(() => {
  server = financeServer()
  vi.stubGlobal('fetch', server.fetchMock)
  // happy-dom's IntersectionObserver never reports: without one, the widget counts as in view at once.
  vi.stubGlobal('IntersectionObserver', undefined)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('FinanceQuoteSidebar', () => {
  it('renders nothing on a site without the finance quote widget, and asks nothing', () => {
    const { container } = render(sidebar({ site: swedishSite() }))
    expect(container.innerHTML).toBe('')
    expect(server.fetchMock).not.toHaveBeenCalled()
  })

  it('renders nothing for a car the provider cannot quote (no chassis number, e.g. a sample; no price)', () => {
    const { container, rerender } = render(sidebar({ car: withChanges(ukCar, { car_chassino: null }) }))
    expect(container.innerHTML).toBe('')
    rerender(sidebar({ car: withChanges(ukCar, { car_price: 0 }) }))
    expect(container.innerHTML).toBe('')
    expect(server.fetchMock).not.toHaveBeenCalled()
  })

  it('asks for the car’s products as the provider’s PhysicalVehicle at the dealer’s organisation, then shows the widget', async () => {
    const release = server.hold('default')
    render(sidebar())
    expect(plain(screen.getByRole('status').textContent)).toBe('Loading Finance options...')
    release()
    // "Croydon BMW" is a brand dealer: the provider knows it by its full name (spec 02 §7).
    await waitFor(() =>
      expect(server.defaultBodies()).toEqual([{ PhysicalVehicle: physicalVehicleFor(ukCar), OrganisationIdentifier: 'thames-motor-group-croydon' }]),
    )
    expect(physicalVehicleFor(ukCar)).toMatchObject({ Vin: 'WF0XXXTTGXNA12345', OnTheRoadPrice: 24_162, Registration: { Number: 'AB22CDE', Country: 'GB' } })
    await screen.findByTestId('finance-quote-monthly-payment')
    expect(plain(screen.getByRole('heading', { level: 2 }).textContent)).toBe('Finance')
  })

  it('uses the car’s site name when the dealer record is missing or its name gives no key', async () => {
    const first = render(sidebar({ dealerOfficialName: undefined }))
    await waitFor(() => expect(server.defaultBodies()).toHaveLength(1))
    expect(server.defaultBodies().at(-1)).toMatchObject({ OrganisationIdentifier: 'lloyd-motors-bromley' })
    first.unmount()
    render(sidebar({ dealerOfficialName: '—' }))
    await waitFor(() => expect(server.defaultBodies()).toHaveLength(2))
    expect(server.defaultBodies().at(-1)).toMatchObject({ OrganisationIdentifier: 'lloyd-motors-bromley' })
  })
})
