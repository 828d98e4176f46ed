// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'

import { carListViewProps } from './test-car-list-view-props'
import { CarListView } from './CarListView'

/**
 * The list's request code (CarListFetcher with TanStack Query) is not part of the page: the
 * browser loads it once idle, and it asks for nothing until the visitor acts (issue 16: bundle
 * sizes per page). One test per file: once loaded, the code stays for the page.
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

it('loads its request code when the browser is idle, and asks for nothing', async () => {
  window.history.replaceState(null, '', '/kop-bil')
  const fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  const idle: IdleRequestCallback[] = []
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => undefined)

  render(<CarListView {...carListViewProps()} />)
  expect(idle).toHaveLength(1)
  expect(loads.fetcher).toBe(0)

  idle[0]?.({ didTimeout: false, timeRemaining: () => 50 })
  await waitFor(() => expect(loads.fetcher).toBe(1))
  expect(fetchMock).not.toHaveBeenCalled()
  expect(within(screen.getByRole('list', { name: 'Sökresultat' })).getAllByRole('heading')).toHaveLength(6)
  expect(window.location.pathname + window.location.search).toBe('/kop-bil')
})
