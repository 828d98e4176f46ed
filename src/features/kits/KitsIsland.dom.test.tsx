// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
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
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('KitsIsland facet text filter (spec 03 §5, §9: from 10 values)', () => {
  it('shows the field for a facet of 10 values and none for a facet of 9, in the sidebar and in the panel', () => {
    show(results(makes, categories))
    expect(makes).toHaveLength(10)
    expect(categories).toHaveLength(9)
    expect(sidebar().getAllByRole('searchbox')).toHaveLength(1)
    expect(sidebar().getByRole('searchbox', { name: 'Hae: Automerkki' })).toBeTruthy()
    expect(sidebar().queryByRole('searchbox', { name: 'Hae: Kategoria' })).toBeNull()
    expect(valueLabels('Kategoria')).toHaveLength(9)

    const panel = within(document.querySelector('dialog[aria-label="Suodata"]') as HTMLElement)
    expect(panel.getAllByRole('searchbox', { hidden: true }).map((box) => box.getAttribute('aria-label'))).toEqual(['Hae: Automerkki'])
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
