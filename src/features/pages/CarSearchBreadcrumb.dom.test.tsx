// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { publishCarSearchSegmentNames } from '@/lib/car-search-segment-names'

import { CarSearchBreadcrumb, type CarSearchBreadcrumbProps } from './CarSearchBreadcrumb'

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }))

/** The stock's brand and model names, as the car list island publishes them. */
const STOCK_NAMES: Record<string, string> = { toyota: 'Toyota', 'land-rover': 'Land Rover', corolla: 'Corolla' }

const props = (serverPath: string): CarSearchBreadcrumbProps => ({
  label: 'Du är här',
  origin: 'https://nordbil.se',
  pageCrumbs: [
    { name: 'Start', href: '/' },
    { name: 'Bilar i lager', href: '/kop-bil' },
  ],
  listPath: '/kop-bil',
  serverPath,
  // The server names only its own path's segments.
  segmentNames: Object.fromEntries(
    serverPath
      .split('/')
      .filter((segment) => Object.hasOwn(STOCK_NAMES, segment))
      .map((segment) => [segment, STOCK_NAMES[segment] ?? segment]),
  ),
  hideWithoutSegments: false,
})

/** What the car list does when a filter changes: a new address entry, then the router's news. */
const goTo = (path: string) =>
  act(() => {
    window.history.pushState(null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })

const trail = () => screen.getByRole('navigation', { name: 'Du är här' })
const linkNames = () =>
  within(trail())
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

beforeEach(() => {
  window.history.replaceState(null, '', '/kop-bil')
  publishCarSearchSegmentNames(() => STOCK_NAMES)
})
afterEach(cleanup)

describe('CarSearchBreadcrumb', () => {
  it('adds the brand when a ticked brand puts it in the path, and takes it away again', () => {
    render(<CarSearchBreadcrumb {...props('/kop-bil')} />)
    expect(linkNames()).toEqual([['Start', '/']])
    expect(within(trail()).getByText('Bilar i lager').getAttribute('aria-current')).toBe('page')

    goTo('/kop-bil/toyota')
    expect(linkNames()).toEqual([
      ['Start', '/'],
      ['Bilar i lager', '/kop-bil'],
    ])
    expect(within(trail()).getByText('Toyota').getAttribute('aria-current')).toBe('page')

    goTo('/kop-bil/toyota/corolla')
    expect(linkNames().at(-1)).toEqual(['Toyota', '/kop-bil/toyota'])
    expect(within(trail()).getByText('Corolla').getAttribute('aria-current')).toBe('page')

    goTo('/kop-bil?car_fuel=El')
    expect(linkNames()).toEqual([['Start', '/']])
  })

  it('draws in the browser exactly what the server draws for the same path (texts, links, structured data)', () => {
    const fromServer = renderToString(<CarSearchBreadcrumb {...props('/kop-bil/land-rover')} />)
    render(<CarSearchBreadcrumb {...props('/kop-bil')} />)
    goTo('/kop-bil/land-rover')
    expect(trail().outerHTML).toBe(fromServer)
    expect(fromServer).toContain('Land Rover')
  })

  it('names the server path’s segments before the car list has published its names, and others once it has', () => {
    publishCarSearchSegmentNames(() => ({}))
    window.history.replaceState(null, '', '/kop-bil/land-rover')
    render(<CarSearchBreadcrumb {...props('/kop-bil/land-rover')} />)
    expect(within(trail()).getByText('Land Rover').getAttribute('aria-current')).toBe('page')
    goTo('/kop-bil/toyota')
    expect(within(trail()).getByText('toyota').getAttribute('aria-current')).toBe('page')
    act(() => publishCarSearchSegmentNames(() => STOCK_NAMES))
    expect(within(trail()).getByText('Toyota').getAttribute('aria-current')).toBe('page')
  })

  it('does not make the list’s names while the path is the server’s (issue 39: not while the list hydrates)', () => {
    const makeNames = vi.fn(() => STOCK_NAMES)
    window.history.replaceState(null, '', '/kop-bil/land-rover')
    render(<CarSearchBreadcrumb {...props('/kop-bil/land-rover')} />)
    act(() => publishCarSearchSegmentNames(makeNames))
    expect(within(trail()).getByText('Land Rover').getAttribute('aria-current')).toBe('page')
    expect(makeNames).not.toHaveBeenCalled()
    goTo('/kop-bil/toyota')
    expect(within(trail()).getByText('Toyota').getAttribute('aria-current')).toBe('page')
    expect(makeNames).toHaveBeenCalledTimes(1)
  })

  it('reads an escaped segment as the server does, and shows an unknown one as typed', () => {
    render(<CarSearchBreadcrumb {...props('/kop-bil')} />)
    goTo('/kop-bil/%C5%A1koda')
    expect(within(trail()).getByText('škoda').getAttribute('aria-current')).toBe('page')
  })

  it('shows nothing on a car list start page until a brand is in the path', () => {
    window.history.replaceState(null, '', '/')
    render(<CarSearchBreadcrumb {...props('/')} listPath="/" pageCrumbs={[{ name: 'Start', href: '/' }]} hideWithoutSegments />)
    expect(screen.queryByRole('navigation')).toBeNull()
    goTo('/toyota')
    expect(within(trail()).getByText('Toyota').getAttribute('aria-current')).toBe('page')
  })
})
