// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'

import { carListViewProps, FIXTURE_TOTAL, fixtureCars } from './test-car-list-view-props'
import { CarListView } from './CarListView'

/**
 * The list's request code (CarListFetcher with TanStack Query) is not part of the page: it loads
 * on the first action that needs a request (issue 16: bundle sizes per page). One test per file:
 * once loaded, the code stays for the page (the file's module registry).
 */
const loads = vi.hoisted(() => ({ fetcher: 0 }))
vi.mock('./CarListFetcher', async (importOriginal) => {
  loads.fetcher += 1
  return await importOriginal<typeof import('./CarListFetcher')>()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it("loads its request code on the first 'show more', keeps the button disabled meanwhile, then adds the cars", async () => {
  window.history.replaceState(null, '', '/kop-bil')
  let answer: () => void = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    await answered
    return Response.json({ cars: fixtureCars(7, 3), total: FIXTURE_TOTAL, facets: [] })
  })
  vi.stubGlobal('fetch', fetchMock)
  const user = userEvent.setup()
  render(<CarListView {...carListViewProps()} />)
  const cardCount = () => within(screen.getByRole('list', { name: 'Sökresultat' })).getAllByRole('heading').length
  expect(cardCount()).toBe(6)
  expect(loads.fetcher).toBe(0)

  const more = screen.getByRole('button', { name: 'Visa fler bilar' })
  await user.click(more)
  expect(more).toHaveProperty('disabled', true)
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  expect(loads.fetcher).toBe(1)
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toMatchObject({ query: { page: 1 }, onlyLastPage: true })
  expect(more).toHaveProperty('disabled', true)

  answer()
  await waitFor(() => expect(cardCount()).toBe(FIXTURE_TOTAL))
  expect(window.location.search).toBe('?page=1')
})
