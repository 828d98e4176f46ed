// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { CarCardContext, CarSummary } from '@/features/car-card/car-summary'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import type { CarListConfig } from './car-list-config'
import type { CarListResults } from './car-list-service'
import { carListFilterTexts, compareTexts } from './car-list-texts'
import type { CarListQuery } from './car-list-types'
import { CarListView, loadCarListFetcher } from './CarListView'
import { BRAND_MODEL_FACET, emptyCarListQuery } from './query-state'

const dictionary = resolveDictionary([], 'sv', 'sv')
const { t } = dictionary

const config: CarListConfig = {
  facets: [{ name: BRAND_MODEL_FACET, label: 'Märke och modell', kind: 'hierarchy' }],
  fields: [
    { name: BRAND_MODEL_FACET, label: 'Märke och modell', kind: 'hierarchy' },
    { name: 'car_condition', label: 'Skick', kind: 'terms' },
    { name: 'car_is_used', label: 'Begagnad', kind: 'boolean' },
  ],
  sorts: [
    { name: 'newest', label: 'Senast inkomna' },
    { name: 'price_asc', label: 'Lägsta pris' },
    { name: 'price_desc', label: 'Högsta pris' },
  ],
  layout: 'Toggle',
}
const cardContext: CarCardContext = {
  languageTag: 'sv-SE',
  detailBasePath: '/kop-bil',
  texts: {
    from: 'Från',
    withVat: 'inkl. moms',
    withoutVat: 'exkl. moms',
    perMonth: '/mån',
    missingImage: 'Bild saknas',
    compareAdd: 'Jämför',
    compareRemove: 'Ta bort från jämförelse',
    favouriteSave: 'Spara som favorit',
    mileageUnit: 'mil',
  },
}

const car = (id: number, model = 'Corolla'): CarSummary => ({
  car_id: String(id),
  slug: `toyota-${id}`,
  car_brand: 'Toyota',
  car_model: model,
  car_year: 2021,
  car_is_sample: false,
  car_is_used: true,
  car_price: 200_000 + id,
  car_price_currency: 'SEK',
})
const cars = (from: number, count: number, model?: string) => Array.from({ length: count }, (_, i) => car(from + i, model))

const toyota: CarListQuery = { ...emptyCarListQuery(), filters: { [BRAND_MODEL_FACET]: ['Toyota'] } }
// A short first page keeps the test quick; 'show more' only compares what is shown with the total.
const TOTAL = 9
const firstPage: CarListResults = {
  status: 'ok',
  cars: cars(1, 6),
  total: TOTAL,
  facets: [{ name: BRAND_MODEL_FACET, type: 'hierarchy', values: [{ text: 'Toyota', count: TOTAL }] }],
}

type Answer = { status: number; body: unknown }
const ok = (body: { cars: CarSummary[]; total: number }): Answer => ({ status: 200, body: { ...body, facets: [] } })
const failed: Answer = { status: 500, body: { error: 'boom' } }

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>
/** The answers the car list endpoint gives, one per request, in order. */
function answerWith(...answers: (Answer | Promise<Answer>)[]) {
  fetchMock.mockImplementation(async (_url, init) => {
    const next = answers.shift()
    if (!next) throw new Error('unexpected request')
    const aborted = new Promise<never>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))
    const { status, body } = await Promise.race([next, aborted])
    return Response.json(body, { status })
  })
}
const requestBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as { query: CarListQuery; onlyLastPage: boolean })

function renderList(initialResults: CarListResults = firstPage, initialQuery: CarListQuery = toyota) {
  return render(
    <CarListView
      basePath="/kop-bil"
      languageTag="sv-SE"
      config={config}
      pathValues={{ brands: ['Toyota'], models: ['Toyota>Corolla'] }}
      initialQuery={initialQuery}
      initialResults={initialResults}
      allowLayoutSwitch={false}
      cardContext={cardContext}
      compareTexts={compareTexts(dictionary)}
      filterTexts={carListFilterTexts(dictionary)}
      texts={{
        title: '',
        error: t('carListError'),
        empty: t('noSearchResults'),
        showMore: t('carListShowMore'),
        showing: dictionary.plural('carListShowing'),
        hits: dictionary.plural('carListHits'),
        results: t('carListResultsLabel'),
        retry: t('carListRetry'),
      }}
    />,
  )
}

const cardCount = () => within(screen.getByRole('list', { name: 'Sökresultat' })).getAllByRole('heading').length

// The request code is a chunk the browser loads when idle or on the first action that needs it
// (CarListView.fetcher-load.dom.test.tsx covers that); here it is there before the visitor acts.
beforeAll(async () => {
  await loadCarListFetcher()
})
beforeEach(() => {
  window.history.replaceState(null, '', '/kop-bil/toyota')
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('CarListView', () => {
  it('shows the server-rendered cars without asking again', () => {
    renderList()
    expect(cardCount()).toBe(6)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps a filter that came by a link (no facet for it) as a chip while another filter changes, and its chip removes it', async () => {
    const user = userEvent.setup()
    // thames /used-bmw → /buy-car/bmw?car_condition=Used: the list shows no condition facet.
    const used: CarListQuery = { ...toyota, filters: { ...toyota.filters, car_condition: ['Begagnad'] } }
    window.history.replaceState(null, '', '/kop-bil/toyota?car_condition=Begagnad')
    answerWith(ok({ cars: cars(100, 5), total: 5 }), ok({ cars: cars(200, 7), total: 7 }))
    renderList(firstPage, used)
    expect(screen.getByRole('button', { name: 'Ta bort Begagnad' })).toBeTruthy()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortera' }), 'Lägsta pris')
    await waitFor(() => expect(cardCount()).toBe(5))
    expect(window.location.pathname + window.location.search).toBe('/kop-bil/toyota?car_condition=Begagnad&sortName=price_asc')
    expect(requestBodies()[0]?.query.filters).toEqual({ [BRAND_MODEL_FACET]: ['Toyota'], car_condition: ['Begagnad'] })

    await user.click(screen.getByRole('button', { name: 'Ta bort Begagnad' }))
    await waitFor(() => expect(cardCount()).toBe(7))
    expect(window.location.pathname + window.location.search).toBe('/kop-bil/toyota?sortName=price_asc')
    expect(requestBodies()[1]?.query.filters).toEqual({ [BRAND_MODEL_FACET]: ['Toyota'] })
    expect(screen.queryByRole('button', { name: 'Ta bort Begagnad' })).toBeNull()
  })

  it('lets new cards far below the screen wait one frame to be drawn, then draws every card; the server’s cards at once', async () => {
    const frames: FrameRequestCallback[] = []
    const runFrame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())))
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    try {
      const user = userEvent.setup()
      answerWith(ok({ cars: cars(7, 3), total: TOTAL }))
      renderList()
      const list = screen.getByRole('list', { name: 'Sökresultat' })
      expect(list.hasAttribute('data-drawing')).toBe(false)

      await user.click(screen.getByRole('button', { name: 'Visa fler bilar' }))
      await waitFor(() => expect(cardCount()).toBe(TOTAL))
      expect(list.hasAttribute('data-drawing')).toBe(true)
      runFrame()
      // The frame that shows the new cards…
      expect(list.hasAttribute('data-drawing')).toBe(true)
      runFrame()
      // …and in the next one every card is drawn (a whole-page screenshot shows them all).
      expect(list.hasAttribute('data-drawing')).toBe(false)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it("shows the list error and a retry button when 'show more' fails; the retry adds the cars", async () => {
    const user = userEvent.setup()
    answerWith(failed, ok({ cars: cars(7, 3), total: TOTAL }))
    renderList()

    await user.click(screen.getByRole('button', { name: 'Visa fler bilar' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(t('carListError'))
    expect(cardCount()).toBe(6)
    expect(screen.queryByRole('button', { name: 'Visa fler bilar' })).toBeNull()

    await user.click(within(alert).getByRole('button', { name: t('carListRetry') }))
    await waitFor(() => expect(cardCount()).toBe(TOTAL))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Visar 9 av 9 bilar')).toBeTruthy()
    // Both tries asked for page 1 alone of the Toyota search, and the address now names page 1.
    expect(requestBodies().map((b) => [b.query.page, b.onlyLastPage, b.query.filters[BRAND_MODEL_FACET]])).toEqual([
      [1, true, ['Toyota']],
      [1, true, ['Toyota']],
    ])
    expect(window.location.pathname + window.location.search).toBe('/kop-bil/toyota?page=1')
  })

  it('shows the list error with a retry button when a changed search fails; the retry loads it', async () => {
    const user = userEvent.setup()
    answerWith(failed, ok({ cars: cars(100, 5, 'Yaris'), total: 5 }))
    renderList()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortera' }), 'Lägsta pris')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(t('carListError'))
    expect(window.location.search).toBe('?sortName=price_asc')

    await user.click(within(alert).getByRole('button', { name: t('carListRetry') }))
    await waitFor(() => expect(cardCount()).toBe(5))
    expect(requestBodies().map((b) => [b.query.sortName, b.query.page, b.onlyLastPage])).toEqual([
      ['price_asc', 0, false],
      ['price_asc', 0, false],
    ])
  })

  it('aborts a search that a newer one replaces, and shows only the newer one', async () => {
    const user = userEvent.setup()
    let answerFirst: (answer: Answer) => void = () => {}
    answerWith(new Promise<Answer>((resolve) => (answerFirst = resolve)), ok({ cars: cars(200, 3, 'Aygo'), total: 3 }))
    renderList()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortera' }), 'Lägsta pris')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortera' }), 'Högsta pris')
    await waitFor(() => expect(cardCount()).toBe(3))
    const [first] = fetchMock.mock.calls
    expect(first?.[1].signal?.aborted).toBe(true)
    act(() => answerFirst(ok({ cars: cars(300, 7), total: 7 })))
    await Promise.resolve()
    expect(cardCount()).toBe(3)
    expect(window.location.search).toBe('?sortName=price_desc')
  })

  it('goes back to a search it has shown from memory, without asking again', async () => {
    const user = userEvent.setup()
    answerWith(ok({ cars: cars(100, 5, 'Yaris'), total: 5 }))
    renderList()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortera' }), 'Lägsta pris')
    await waitFor(() => expect(cardCount()).toBe(5))

    // Back: the browser shows the earlier address and tells the page.
    act(() => {
      window.history.replaceState(null, '', '/kop-bil/toyota')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(cardCount()).toBe(6)
    expect(screen.getByRole('combobox', { name: 'Sortera' })).toHaveProperty('value', 'newest')
    // Forward again: also from memory.
    act(() => {
      window.history.replaceState(null, '', '/kop-bil/toyota?sortName=price_asc')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(cardCount()).toBe(5)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("keeps the server's failed search on screen with a retry button, and asks again only when told", async () => {
    const user = userEvent.setup()
    answerWith(ok({ cars: cars(1, 6), total: TOTAL }))
    renderList({ status: 'error' })

    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(t('carListError'))
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(within(alert).getByRole('button', { name: t('carListRetry') }))
    await waitFor(() => expect(cardCount()).toBe(6))
    expect(requestBodies()[0]).toMatchObject({ query: { page: 0 }, onlyLastPage: false })
  })
})
