// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
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
let container: HTMLDivElement
let root: Root

const render = async (props: Partial<FinanceQuoteSidebarProps> & { site?: SiteRecord } = {}) => {
  const dictionary = resolveDictionary([], 'en', 'en')
  await act(async () =>
    root.render(<FinanceQuoteSidebar car={ukCar} dealerOfficialName="Croydon BMW" site={ukSite()} dictionary={dictionary} languageTag="en-GB" {...props} />),
  )
}

async function until(assertion: () => void, timeoutMs = 3000): Promise<void> {
  const started = Date.now()
  for (;;) {
    try {
      assertion()
      return
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
      })
    }
  }
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  server = financeServer()
  vi.stubGlobal('fetch', server.fetchMock)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

describe('FinanceQuoteSidebar', () => {
  it('renders nothing on a site without the finance quote widget, and asks nothing', async () => {
    await render({ site: swedishSite() })
    expect(container.innerHTML).toBe('')
    expect(server.fetchMock).not.toHaveBeenCalled()
  })

  it('renders nothing for a car the provider cannot quote (no chassis number, e.g. a sample; no price)', async () => {
    await render({ car: withChanges(ukCar, { car_chassino: null }) })
    expect(container.innerHTML).toBe('')
    await render({ car: withChanges(ukCar, { car_price: 0 }) })
    expect(container.innerHTML).toBe('')
    expect(server.fetchMock).not.toHaveBeenCalled()
  })

  it('asks for the car’s products as the provider’s PhysicalVehicle at the dealer’s organisation, then shows the widget', async () => {
    const release = server.hold('default')
    await render()
    expect(plain(container.querySelector('[role="status"]')?.textContent)).toBe('Loading Finance options...')
    release()
    // "Croydon BMW" is a brand dealer: the provider knows it by its full name (spec 02 §7).
    expect(server.defaultBodies()).toEqual([{ PhysicalVehicle: physicalVehicleFor(ukCar), OrganisationIdentifier: 'thames-motor-group-croydon' }])
    expect(physicalVehicleFor(ukCar)).toMatchObject({ Vin: 'WF0XXXTTGXNA12345', OnTheRoadPrice: 24_162, Registration: { Number: 'AB22CDE', Country: 'GB' } })
    await until(() => expect(container.querySelector('[data-testid="finance-quote-monthly-payment"]')).not.toBeNull())
    expect(plain(container.querySelector('h2')?.textContent)).toBe('Finance')
  })

  it('uses the car’s site name when the dealer record is missing or its name gives no key', async () => {
    await render({ dealerOfficialName: undefined })
    expect(server.defaultBodies().at(-1)).toMatchObject({ OrganisationIdentifier: 'lloyd-motors-bromley' })
    await act(async () => root.unmount())
    root = createRoot(container)
    await render({ dealerOfficialName: '—' })
    expect(server.defaultBodies().at(-1)).toMatchObject({ OrganisationIdentifier: 'lloyd-motors-bromley' })
  })
})
