// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { StaticMap } from './StaticMap'

// The MapLibre part, as a marker: the test is about when it is made, not about drawing a map.
vi.mock('./StaticMapCanvas', () => ({ StaticMapCanvas: ({ label }: { label: string }) => <div data-testid="map-canvas">{label}</div> }))

/** An IntersectionObserver the test drives: `enter()` reports the observed element near the viewport. */
function fakeObserver() {
  const state: { callback?: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean } = {
    observed: [],
    disconnected: false,
  }
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      state.callback = callback
      state.options = options
    }
    observe(element: Element) {
      state.observed.push(element)
    }
    disconnect() {
      state.disconnected = true
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer)
  const enter = () =>
    act(() =>
      state.callback!(
        state.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
    )
  return { state, enter }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const props = { centre: { lat: 57.87, lng: 11.98 }, label: 'Karta: Nordbil Kungälv' }

describe('StaticMap in the browser', () => {
  it('draws the map only when it comes within half a screen of view (a map far down a page costs the first load nothing)', async () => {
    const { state, enter } = fakeObserver()
    render(<StaticMap {...props} />)
    expect(screen.getByRole('img', { name: 'Karta: Nordbil Kungälv' })).toBeTruthy()
    expect(screen.queryByTestId('map-canvas')).toBeNull()
    expect(state.options?.rootMargin).toBe('50% 0px')
    await enter()
    expect(await screen.findByTestId('map-canvas')).toBeTruthy()
    expect(state.disconnected).toBe(true)
  })

  it('draws it at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<StaticMap {...props} />)
    expect(await screen.findByTestId('map-canvas')).toBeTruthy()
  })
})
