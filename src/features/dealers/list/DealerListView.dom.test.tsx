// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import type { DealerCardData } from './dealer-card-data'
import type { DealerListQuery } from './dealer-list-query'
import { dealerListTexts } from './dealer-list-texts'
import { DealerListView, type DealerListPayload } from './DealerListView'

const texts = dealerListTexts(resolveDictionary([], 'sv', 'sv'))

const dealer = (n: number): DealerCardData => ({
  slug: `nordbil-${n}`,
  name: `Nordbil ${n}`,
  street: `Storgatan ${n}`,
  zip: '411 01',
  city: n % 2 === 0 ? 'Göteborg' : 'Malmö',
  phone: '031-12 34 56',
  image: null,
})
const facets: DealerListPayload['facets'] = [
  {
    name: 'site_brands',
    values: [
      { text: 'Volvo', count: 30 },
      { text: 'Kia', count: 30 },
    ],
  },
]
const firstPage: DealerListPayload = { dealers: Array.from({ length: 48 }, (_, i) => dealer(i)), total: 60, facets }

function renderList(
  initialResults: DealerListPayload | null = firstPage,
  listTotal = 60,
  initialQuery: DealerListQuery = { keyphrase: '', filters: {}, page: 0 },
) {
  return render(
    <DealerListView
      basePath="/anlaggningar"
      detailBase="/anlaggningar"
      apiPath="/api/site-list"
      languageTag="sv-SE"
      initialQuery={initialQuery}
      initialResults={initialResults}
      listTotal={listTotal}
      texts={texts}
    />,
  )
}

const cards = () => within(screen.getByRole('list', { name: 'Anläggningar' })).getAllByRole('listitem')
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  window.history.replaceState(null, '', '/anlaggningar')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('facility list in the browser', () => {
  it("'show more' adds the next dealers, updates the progress and the address, and moves the focus to the first new card", async () => {
    const fetchMock = vi.fn(async (_url: string) => json({ dealers: Array.from({ length: 12 }, (_, i) => dealer(48 + i)), total: 60, facets }))
    vi.stubGlobal('fetch', fetchMock)
    renderList()
    expect(cards()).toHaveLength(48)
    expect(screen.getByText('Visar 48 av 60 anläggningar')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Visa fler anläggningar' }))
    await waitFor(() => expect(cards()).toHaveLength(60))
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/site-list?offset=48')
    expect(screen.getByText('Visar 60 av 60 anläggningar')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Visa fler anläggningar' })).toBeNull()
    expect(window.location.search).toBe('?page=1')
    expect(document.activeElement?.textContent).toBe('Nordbil 48')
  })

  it("a failed 'show more' keeps the cards and shows the error text with a retry that asks again", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ error: 'down' }, 502))
      .mockResolvedValueOnce(json({ dealers: [dealer(48)], total: 49, facets }))
    vi.stubGlobal('fetch', fetchMock)
    renderList()
    await userEvent.click(screen.getByRole('button', { name: 'Visa fler anläggningar' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(texts.error)
    expect(cards()).toHaveLength(48)
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }))
    await waitFor(() => expect(cards()).toHaveLength(49))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('ticking a brand asks for the narrowed list and puts it in the address; back shows the whole list again without asking', async () => {
    const volvo: DealerListPayload = { dealers: [dealer(1), dealer(3)], total: 2, facets }
    const fetchMock = vi.fn(async (_url: string) => json(volvo))
    vi.stubGlobal('fetch', fetchMock)
    renderList()
    await userEvent.click(screen.getByRole('checkbox', { name: /^Volvo/ }))
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/site-list?site_brands=Volvo')
    expect(window.location.search).toBe('?site_brands=Volvo')
    expect((screen.getByRole('checkbox', { name: /^Volvo/ }) as HTMLInputElement).checked).toBe(true)
    window.history.back()
    await waitFor(() => expect(cards()).toHaveLength(48))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('shows a filter that came by a link as a chip, keeps it when a brand is ticked, and its chip removes it', async () => {
    const preset: DealerListQuery = { keyphrase: '', filters: { 'site_departments.name': ['Car sales'] }, page: 0 }
    window.history.replaceState(null, '', '/anlaggningar?site_departments.name=Car+sales')
    const fetchMock = vi.fn(async (_url: string) => json({ dealers: [dealer(1)], total: 1, facets }))
    vi.stubGlobal('fetch', fetchMock)
    renderList({ dealers: [dealer(1), dealer(3)], total: 2, facets }, 60, preset)
    const chips = screen.getByRole('list', { name: 'Valda filter' })
    const chip = within(chips).getByRole('link', { name: 'Ta bort filtret Car sales' })
    // Without script the chip is a link to the list without it.
    expect(chip.getAttribute('href')).toBe('/anlaggningar')

    await userEvent.click(screen.getByRole('checkbox', { name: /^Volvo/ }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/site-list?site_brands=Volvo&site_departments.name=Car+sales')
    expect(window.location.search).toBe('?site_brands=Volvo&site_departments.name=Car+sales')

    await userEvent.click(screen.getByRole('link', { name: 'Ta bort filtret Car sales' }))
    await waitFor(() => expect(window.location.search).toBe('?site_brands=Volvo'))
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/site-list?site_brands=Volvo')
    expect(screen.queryByRole('list', { name: 'Valda filter' })).toBeNull()
  })

  it('shows the search box only when the list has more than 8 dealers', () => {
    renderList({ dealers: [dealer(1)], total: 1, facets }, 9)
    expect(screen.getByRole('searchbox', { name: 'Sök anläggning' })).toBeTruthy()
    cleanup()
    renderList({ dealers: [dealer(1)], total: 1, facets }, 8)
    expect(screen.queryByRole('searchbox')).toBeNull()
  })

  it("the server's failed search shows the list's error text and a retry", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(firstPage)),
    )
    renderList(null, 0)
    expect(screen.getByRole('alert').textContent).toContain(texts.error)
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }))
    await waitFor(() => expect(cards()).toHaveLength(48))
  })
})
