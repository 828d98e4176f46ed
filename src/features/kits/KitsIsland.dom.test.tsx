// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DICTIONARY_KEYS, resolveDictionary } from '@/features/dictionary'

import { kitQueryFrom } from './kit-query'
import type { KitResults } from './kit-service'
import { KitsIsland } from './KitsIsland'

// The kits page is Finnish (kilometra-fi): the dictionary's Finnish defaults.
const d = resolveDictionary([], 'fi', 'fi')
const texts = Object.fromEntries(DICTIONARY_KEYS.filter((k) => k.startsWith('kits')).map((k) => [k, d.t(k)]))

const makes = ['Audi', 'BMW', 'Citroën', 'Kia', 'Mercedes-Benz', 'Nissan', 'Škoda', 'Toyota', 'Volkswagen', 'Volvo']
const categories = ['Lataus', 'Kuljetus', 'Sisätilat', 'Pyörät', 'Turvallisuus', 'Mukavuus', 'Ulkoilme', 'Suojaus', 'Elektroniikka']
const results = (makeValues: string[], categoryValues: string[]): KitResults => ({
  total: 600,
  kits: [],
  facets: [
    { name: 'kitCategory', values: categoryValues.map((text, i) => ({ text, count: 40 - i })) },
    { name: 'vehicleFitmentSpecifications.make', values: makeValues.map((text, i) => ({ text, count: 90 - i })) },
  ],
})

const user = userEvent.setup()
/** The desktop sidebar (the 420 px panel holds the same facets). */
const sidebar = () => within(screen.getByRole('complementary', { name: 'Suodata' }))
/** The values a facet lists (each a checkbox with its text and count). */
const valueLabels = (facet: string) =>
  Array.from(sidebar().getByRole('group', { name: facet }).querySelectorAll('ul label'), (label) => label.querySelector('span')?.textContent)

const show = (initial: KitResults) =>
  render(<KitsIsland formName="KilometraKitsQuote" texts={texts} locale="fi" initialQuery={kitQueryFrom({})} initial={initial} />)

beforeEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/lisavarusteet')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('KitsIsland facet text filter (spec 03 §5, §9: from 10 values)', () => {
  it('shows the field for a facet of 10 values and none for a facet of 9, in the sidebar and in the panel', async () => {
    show(results(makes, categories))
    expect(makes).toHaveLength(10)
    expect(categories).toHaveLength(9)
    expect(sidebar().getAllByRole('searchbox')).toHaveLength(1)
    expect(sidebar().getByRole('searchbox', { name: 'Hae: Automerkki' })).toBeTruthy()
    expect(sidebar().queryByRole('searchbox', { name: 'Hae: Kategoria' })).toBeNull()
    expect(valueLabels('Kategoria')).toHaveLength(9)

    // The phone panel makes its copy of the facets when it first opens (issue 39: not in the HTML).
    const panelElement = document.querySelector('dialog[aria-label="Suodata"]') as HTMLElement
    const panel = within(panelElement)
    expect(panel.queryAllByRole('checkbox', { hidden: true })).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: /^Suodattimet/ }))
    expect(panel.getAllByRole('searchbox', { hidden: true }).map((box) => box.getAttribute('aria-label'))).toEqual(['Hae: Automerkki'])
    expect(panel.getAllByRole('checkbox', { hidden: true })).toHaveLength(19)
  })

  it('no field for a make facet of 9 values', () => {
    show(results(makes.slice(0, 9), categories))
    expect(sidebar().queryByRole('searchbox')).toBeNull()
    expect(valueLabels('Automerkki')).toHaveLength(9)
  })

  it('leaves the values holding what is typed, whatever its case; a ticked match filters the kits', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(results(makes, categories)), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    show(results(makes, categories))
    const field = sidebar().getByRole('searchbox', { name: 'Hae: Automerkki' })

    await user.type(field, 'vOL')
    expect(valueLabels('Automerkki')).toEqual(['Volkswagen', 'Volvo'])
    expect(sidebar().getByRole('status').textContent).toBe('')
    // The other facets keep all their values.
    expect(valueLabels('Kategoria')).toHaveLength(9)

    await user.click(sidebar().getByRole('checkbox', { name: /^Volvo\b/ }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(new URLSearchParams(fetchMock.mock.calls[0]![0].split('?')[1]).getAll('make')).toEqual(['Volvo'])

    await user.clear(field)
    await user.type(field, 'MAZDA')
    expect(valueLabels('Automerkki')).toEqual([])
    expect(sidebar().getByRole('status').textContent).toBe('Ei osumia')

    await user.clear(field)
    expect(valueLabels('Automerkki')).toHaveLength(10)
  })
})

/** The results line ('600 varustetta'). */
const shownCount = () => screen.getByText(/\d+ varustetta/).textContent
const withTotal = (total: number): KitResults => ({ ...results(makes, categories), total })
/** A fetch whose answers the test sends when it wants, in any order. */
function heldFetch() {
  const calls: { url: string; signal: AbortSignal | undefined; answer: (body: KitResults) => void }[] = []
  const fetchMock = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        calls.push({ url, signal: init?.signal ?? undefined, answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })) })
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

describe('KitsIsland requests and address (issue 36)', () => {
  it('shows the answer to the latest facet click, even when an earlier answer arrives after it', async () => {
    const { calls } = heldFetch()
    show(withTotal(600))
    await user.click(sidebar().getByRole('checkbox', { name: /^Lataus\b/ }))
    await user.click(sidebar().getByRole('checkbox', { name: /^Kuljetus\b/ }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(new URLSearchParams(calls[1]!.url.split('?')[1]).getAll('kitCategory')).toEqual(['Lataus', 'Kuljetus'])

    // The newer answer first, then the slow earlier one.
    act(() => calls[1]!.answer(withTotal(75)))
    await waitFor(() => expect(shownCount()).toBe('75 varustetta'))
    act(() => calls[0]!.answer(withTotal(31)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shownCount()).toBe('75 varustetta')
    // Nothing shows the earlier state any more, so its request was called off.
    expect(calls[0]!.signal?.aborted).toBe(true)
  })

  it('keeps the filters, the search and the page in the address; back and forward show those states from memory', async () => {
    const { calls, fetchMock } = heldFetch()
    show(withTotal(600))
    expect(window.location.search).toBe('')

    await user.click(sidebar().getByRole('checkbox', { name: /^Lataus\b/ }))
    expect(window.location.pathname).toBe('/lisavarusteet')
    expect(window.location.search).toBe('?kitCategory=Lataus')
    await waitFor(() => expect(calls).toHaveLength(1))
    act(() => calls[0]!.answer(withTotal(40)))
    await waitFor(() => expect(shownCount()).toBe('40 varustetta'))

    await user.type(screen.getByRole('searchbox', { name: 'Hae varusteita' }), 'laturi')
    await user.click(screen.getByRole('button', { name: 'Hae' }))
    expect(window.location.search).toBe('?q=laturi&kitCategory=Lataus')
    await waitFor(() => expect(calls).toHaveLength(2))
    act(() => calls[1]!.answer(withTotal(30)))
    await user.click(await screen.findByRole('button', { name: 'Seuraava' }))
    expect(window.location.search).toBe('?q=laturi&page=2&kitCategory=Lataus')
    await waitFor(() => expect(calls).toHaveLength(3))
    act(() => calls[2]!.answer(withTotal(30)))
    await waitFor(() => expect(screen.getAllByText('Sivu 2 / 2').length).toBeGreaterThan(0))

    // Back twice: the search box and the ticks follow the address, from memory.
    act(() => window.history.back())
    await waitFor(() => expect(window.location.search).toBe('?q=laturi&kitCategory=Lataus'))
    await waitFor(() => expect(screen.getAllByText('Sivu 1 / 2').length).toBeGreaterThan(0))
    act(() => window.history.back())
    await waitFor(() => expect(window.location.search).toBe('?kitCategory=Lataus'))
    await waitFor(() => expect(shownCount()).toBe('40 varustetta'))
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Hae varusteita' }).value).toBe('')
    act(() => window.history.back())
    await waitFor(() => expect(window.location.search).toBe(''))
    await waitFor(() => expect(shownCount()).toBe('600 varustetta'))
    expect(sidebar().getByRole<HTMLInputElement>('checkbox', { name: /^Lataus\b/ }).checked).toBe(false)
    act(() => window.history.forward())
    await waitFor(() => expect(shownCount()).toBe('40 varustetta'))
    expect(sidebar().getByRole<HTMLInputElement>('checkbox', { name: /^Lataus\b/ }).checked).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('reads its first state from the address it was rendered for', () => {
    vi.stubGlobal('fetch', vi.fn())
    window.history.replaceState(null, '', '/lisavarusteet?kitCategory=Kuljetus&make=Volvo')
    render(
      <KitsIsland
        formName="KilometraKitsQuote"
        texts={texts}
        locale="fi"
        initialQuery={kitQueryFrom(new URLSearchParams(window.location.search))}
        initial={withTotal(12)}
      />,
    )
    expect(sidebar().getByRole<HTMLInputElement>('checkbox', { name: /^Kuljetus\b/ }).checked).toBe(true)
    expect(sidebar().getByRole<HTMLInputElement>('checkbox', { name: /^Volvo\b/ }).checked).toBe(true)
    expect(shownCount()).toBe('12 varustetta')
  })

  it("writes the sales session's car into the address without a new history entry, and follows it after back", async () => {
    const { calls } = heldFetch()
    show(withTotal(600))
    await user.click(sidebar().getByRole('checkbox', { name: /^Lataus\b/ }))
    const entries = window.history.length
    await user.click(screen.getByRole('button', { name: 'Demosessio' }))
    expect(window.location.search).toBe('?auto=FI-VEH-0001&kitCategory=Lataus')
    expect(window.history.length).toBe(entries)
    await waitFor(() => expect(new URLSearchParams(calls.at(-1)!.url.split('?')[1]).get('auto')).toBe('FI-VEH-0001'))

    // Back to the address before the filter: the session's car still filters the list.
    act(() => window.history.back())
    await waitFor(() => expect(window.location.search).toBe('?auto=FI-VEH-0001'))
    await user.click(screen.getByRole('button', { name: 'Tyhjennä sessio' }))
    expect(window.location.search).toBe('')
  })

  it('a car kept in this tab’s session filters the list on load, in place of the address that named none', async () => {
    sessionStorage.setItem('kits-session', JSON.stringify({ auto: 'FI-VEH-0002', cart: [] }))
    const { calls } = heldFetch()
    const entries = window.history.length
    show(withTotal(600))
    await waitFor(() => expect(window.location.search).toBe('?auto=FI-VEH-0002'))
    expect(window.history.length).toBe(entries)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(new URLSearchParams(calls[0]!.url.split('?')[1]).get('auto')).toBe('FI-VEH-0002')
  })
})
